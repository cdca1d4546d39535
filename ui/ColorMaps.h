#pragma once

#include <QColor>
#include <QString>
#include <QStringList>
#include <QVector>

class QCPColorGradient;

namespace attention {

/** The colour maps a user can pick; "blues" is the tutorials' default. */
enum class ColorMapId { Blues, Viridis, Magma, Cividis, Greys, HighContrast, RedBlue };

QString colorMapKey(ColorMapId id);   // "blues"
QString colorMapName(ColorMapId id);  // "Blues"
ColorMapId colorMapFromKey(const QString &key, ColorMapId fallback = ColorMapId::Blues);
QList<ColorMapId> sequentialColorMaps(); // the ones offered for weights

/** Evenly spaced colour stops, light (low) to dark (high) for Blues and Greys. */
QVector<QColor> colorStops(ColorMapId id);
QColor colorAt(ColorMapId id, double fraction); // fraction in [0, 1]

/** The gradient QCustomPlot draws with; blocked cells (NaN) are painted in kBlockedColor. */
QCPColorGradient makeGradient(ColorMapId id);

inline const QColor kBlockedColor(0xB0, 0xB0, 0xB0);

} // namespace attention
