#pragma once

#include "core/Outcome.h"

#include <QSize>
#include <QString>

#include <functional>

class QPainter;

namespace attention {

/**
 * Paints a picture of `size` logical pixels into PNG or JPEG (scale pixels per logical pixel),
 * SVG or PDF (vectors, text stays text), chosen by the path's suffix, and writes it atomically:
 * a failed write leaves any old file as it was.
 */
Outcome<void> writePaintedFile(const QString &path, QSize size, double scale, const std::function<void(QPainter &)> &paint);

} // namespace attention
