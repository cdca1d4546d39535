#pragma once

#include "ui/formats/ColorMapId.h"

#include <QColor>
#include <QVector>

namespace attention {

/** Evenly spaced colour stops, light (low) to dark (high) for Blues and Greys. */
QVector<QColor> colorStops(ColorMapId id);
QColor colorAt(ColorMapId id, double fraction); // fraction in [0, 1]

/** Blocked cells are painted in this grey, never in a low colour. */
inline const QColor kBlockedColor(0xB0, 0xB0, 0xB0);

} // namespace attention
