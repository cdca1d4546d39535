#pragma once

#include <QByteArray>

class QImage;

namespace attention {

/**
 * An opaque image (Format_RGB32) as an 8-bit RGB PNG, with its resolution (pHYs). Each row is
 * stored as its difference from the row above (PNG's "Up" filter: a map's cells repeat down
 * their height, so most rows become zeros) and deflated at zlib's fastest level, in parts on
 * every core joined into one stream as pigz does: a few times faster than QImage's writer
 * (libpng tries five filters on every row), the file about 1 % larger.
 */
QByteArray encodeOpaquePng(const QImage &image);

} // namespace attention
