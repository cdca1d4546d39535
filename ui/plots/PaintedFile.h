#pragma once

#include "core/Outcome.h"

#include <QPicture>
#include <QSize>
#include <QString>

#include <functional>

class QPainter;

namespace attention {

/**
 * Paints a picture of `size` logical pixels into PNG (scale pixels per logical pixel),
 * SVG or PDF (vectors, text stays text), as format says ("png", "svg", ...), and writes it with
 * writeFileSafely(): a failed write leaves any old file as it was. A raster picture with
 * nothing but background on it is a failure, never a file.
 */
Outcome<void> writePaintedFile(const QString &path, const QString &format, QSize size, double scale,
                               const std::function<void(QPainter &)> &paint);
/** The same for a picture already recorded (a plot's or a widget's, drawn at `size`). */
Outcome<void> writePictureFile(const QString &path, const QString &format, QSize size, double scale, const QPicture &picture);

/** png, svg or pdf. */
bool isPictureFormat(const QString &format);
/** svg or pdf: drawn as vectors, so a size is in points and the scale does not apply. */
bool isVectorFormat(const QString &format);

/** Said when a format (from a suffix, or given) is none we write. */
Message unknownFormat(const QString &path, const QString &format);

} // namespace attention
