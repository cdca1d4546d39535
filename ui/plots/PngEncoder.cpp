#include "ui/plots/PngEncoder.h"

#include "core/MapDrawing.h"

#include <QImage>

#include <zlib.h>

#include <algorithm>
#include <cstdint>
#include <vector>

namespace attention {

namespace {

void appendBigEndian(QByteArray &out, std::uint32_t value)
{
    const char bytes[4] = {char(value >> 24), char(value >> 16), char(value >> 8), char(value)};
    out.append(bytes, 4);
}

void appendChunk(QByteArray &out, const char type[4], const char *data, qsizetype length)
{
    appendBigEndian(out, static_cast<std::uint32_t>(length));
    const qsizetype start = out.size();
    out.append(type, 4);
    out.append(data, length);
    const auto *typed = reinterpret_cast<const Bytef *>(out.constData() + start);
    appendBigEndian(out, static_cast<std::uint32_t>(crc32(0, typed, static_cast<uInt>(length + 4))));
}

/** Row y as PNG stores it with the Up filter: the filter byte, then each RGB byte minus the
 *  byte above it (0 above the first row). */
void filteredRow(const QImage &image, int y, std::vector<unsigned char> &row)
{
    const auto *line = reinterpret_cast<const QRgb *>(image.constScanLine(y));
    const auto *above = y > 0 ? reinterpret_cast<const QRgb *>(image.constScanLine(y - 1)) : nullptr;
    row[0] = 2; // Up
    unsigned char *out = row.data() + 1;
    for (int x = 0; x < image.width(); ++x) {
        const QRgb pixel = line[x], over = above ? above[x] : 0;
        *out++ = static_cast<unsigned char>(qRed(pixel) - qRed(over));
        *out++ = static_cast<unsigned char>(qGreen(pixel) - qGreen(over));
        *out++ = static_cast<unsigned char>(qBlue(pixel) - qBlue(over));
    }
}

struct DeflatedPart
{
    QByteArray bytes;
    uLong adler = 0;
    uLong length = 0; // bytes before deflating
    bool ok = false;
};

/** Rows [first, end) deflated raw: ended by a sync flush (on a byte boundary, not final) so that
 *  the next part's output follows it in one stream, or finished when it is the last part. */
DeflatedPart deflateRows(const QImage &image, int first, int end, bool last)
{
    DeflatedPart part;
    z_stream stream{};
    if (deflateInit2(&stream, 1, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY) != Z_OK)
        return part;
    std::vector<unsigned char> row(1 + 3 * static_cast<std::size_t>(image.width()));
    std::vector<unsigned char> buffer(1 << 16);
    part.adler = adler32(0, nullptr, 0);
    bool ok = true;
    for (int y = first; y < end && ok; ++y) {
        filteredRow(image, y, row);
        part.adler = adler32(part.adler, row.data(), static_cast<uInt>(row.size()));
        part.length += static_cast<uLong>(row.size());
        stream.next_in = row.data();
        stream.avail_in = static_cast<uInt>(row.size());
        const int flush = y + 1 < end ? Z_NO_FLUSH : last ? Z_FINISH : Z_SYNC_FLUSH;
        do {
            stream.next_out = buffer.data();
            stream.avail_out = static_cast<uInt>(buffer.size());
            const int status = deflate(&stream, flush);
            ok = status == Z_OK || status == Z_STREAM_END || status == Z_BUF_ERROR;
            part.bytes.append(reinterpret_cast<const char *>(buffer.data()), static_cast<qsizetype>(buffer.size() - stream.avail_out));
        } while (ok && stream.avail_out == 0);
    }
    deflateEnd(&stream);
    part.ok = ok;
    return part;
}

} // namespace

QByteArray encodeOpaquePng(const QImage &image)
{
    if (image.isNull() || image.format() != QImage::Format_RGB32)
        return {};
    const int width = image.width(), height = image.height();
    // Parts of at least 64 rows; a part costs 5 bytes and a fresh dictionary.
    const int parts = std::clamp(height / 64, 1, 16);
    std::vector<DeflatedPart> deflated(static_cast<std::size_t>(parts));
    inRowBlocks(parts, 30.0 * double(width) * double(height) / parts, [&](Eigen::Index begin, Eigen::Index end) {
        for (Eigen::Index p = begin; p < end; ++p) {
            const int first = static_cast<int>(height * p / parts), last = static_cast<int>(height * (p + 1) / parts);
            deflated[static_cast<std::size_t>(p)] = deflateRows(image, first, last, p + 1 == parts);
        }
    });
    QByteArray stream("\x78\x01", 2); // zlib: deflate with a 32 KB window, fastest level
    uLong adler = adler32(0, nullptr, 0);
    for (const DeflatedPart &part : deflated) {
        if (!part.ok)
            return {};
        stream.append(part.bytes);
        adler = adler32_combine(adler, part.adler, static_cast<z_off_t>(part.length));
    }
    appendBigEndian(stream, static_cast<std::uint32_t>(adler));

    QByteArray png("\x89PNG\r\n\x1a\n", 8);
    QByteArray header;
    appendBigEndian(header, static_cast<std::uint32_t>(width));
    appendBigEndian(header, static_cast<std::uint32_t>(height));
    header.append("\x08\x02\x00\x00\x00", 5); // 8 bits, RGB, deflate, adaptive filters, not interlaced
    appendChunk(png, "IHDR", header.constData(), header.size());
    if (image.dotsPerMeterX() > 0 && image.dotsPerMeterY() > 0) {
        QByteArray resolution;
        appendBigEndian(resolution, static_cast<std::uint32_t>(image.dotsPerMeterX()));
        appendBigEndian(resolution, static_cast<std::uint32_t>(image.dotsPerMeterY()));
        resolution.append('\x01'); // per metre
        appendChunk(png, "pHYs", resolution.constData(), resolution.size());
    }
    constexpr qsizetype kChunk = 1 << 20;
    for (qsizetype at = 0; at < stream.size(); at += kChunk)
        appendChunk(png, "IDAT", stream.constData() + at, std::min(kChunk, stream.size() - at));
    appendChunk(png, "IEND", nullptr, 0);
    return png;
}

} // namespace attention
