#include "ui/plots/PaintedFile.h"

#include "ui/formats/FileAccess.h"
#include "ui/plots/PngEncoder.h"

#include <QBuffer>
#include <QFileInfo>
#include <QImage>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QPicture>
#include <QSvgGenerator>

namespace attention {

namespace {

/** Whether anything but the white background was painted: a picture that failed to play
 *  (Qt refuses to play very large ones) comes out blank, and blank is never a success. */
bool paintedSomething(const QImage &image)
{
    const QRgb white = qRgb(255, 255, 255);
    for (int y = 0; y < image.height(); ++y) {
        const auto *line = reinterpret_cast<const QRgb *>(image.constScanLine(y));
        for (int x = 0; x < image.width(); ++x)
            if ((line[x] | 0xFF000000u) != white)
                return true;
    }
    return false;
}

} // namespace

Outcome<void> writePaintedFile(const QString &path, const QString &format, QSize size, double scale,
                               const std::function<void(QPainter &)> &paint)
{
    const int kPictureDpi = QPicture().logicalDpiX(); // what the drawings were recorded at
    if (auto writable = checkWritable(path); !writable)
        return writable;
    if (!isPictureFormat(format))
        return unknownFormat(path, format);
    const QString &suffix = format;
    const bool raster = suffix == QLatin1String("png");
    const Message failed("export.drawing", ATTENTION_MESSAGE("drawing %1 failed"), {path});
    QBuffer buffer; // drawn whole in memory, then written: a failed write never leaves half a picture
    buffer.open(QIODevice::WriteOnly);
    if (raster) {
        // Opaque (the page is white): PNG then stores three channels, not four.
        QImage image(size * scale, QImage::Format_RGB32);
        if (image.isNull())
            return Message("export.image_size", ATTENTION_MESSAGE("the image is too large for this computer's memory"));
        image.setDevicePixelRatio(scale);
        image.fill(Qt::white);
        QPainter painter(&image);
        paint(painter);
        painter.end();
        if (!paintedSomething(image))
            return Message("export.blank", ATTENTION_MESSAGE("the picture of %1 came out blank: nothing was drawn"), {path});
        const QByteArray png = encodeOpaquePng(image);
        if (png.isEmpty())
            return failed;
        buffer.write(png);
    } else if (suffix == QLatin1String("svg")) {
        // Every drawing here is a QPicture, which plays scaled by the target's resolution over its
        // own: at SVG's default 72 dpi the picture filled three quarters of the canvas.
        QSvgGenerator generator;
        generator.setResolution(kPictureDpi);
        generator.setOutputDevice(&buffer);
        generator.setSize(size);
        generator.setViewBox(QRect(QPoint(0, 0), size));
        generator.setTitle(QStringLiteral("Attention Explorer"));
        QPainter painter;
        if (!painter.begin(&generator))
            return failed;
        painter.fillRect(QRect(QPoint(0, 0), size), Qt::white);
        paint(painter);
        if (!painter.end())
            return failed;
    } else {
        QPdfWriter writer(&buffer);
        writer.setResolution(kPictureDpi); // as for SVG; the page is `size` pixels of that resolution
        writer.setPageSize(QPageSize(QSizeF(size) * 72.0 / kPictureDpi, QPageSize::Point));
        writer.setPageMargins(QMarginsF(0, 0, 0, 0));
        writer.setCreator(QStringLiteral("Attention Explorer"));
        QPainter painter;
        if (!painter.begin(&writer))
            return failed;
        paint(painter);
        if (!painter.end())
            return failed;
    }
    return writeFileSafely(path, buffer.data());
}

Outcome<void> writePictureFile(const QString &path, const QString &format, QSize size, double scale, const QPicture &picture)
{
    return writePaintedFile(path, format, size, scale, [&picture](QPainter &painter) { painter.drawPicture(0, 0, picture); });
}

bool isPictureFormat(const QString &format)
{
    // No JPEG: its blocks blur a heatmap's cell edges and small text, and the help names six formats.
    for (const char *known : {"png", "svg", "pdf"})
        if (format == QLatin1String(known))
            return true;
    return false;
}

bool isVectorFormat(const QString &format)
{
    return format == QLatin1String("svg") || format == QLatin1String("pdf");
}

Message unknownFormat(const QString &path, const QString &format)
{
    if (format.isEmpty())
        return Message("export.no_suffix",
                       ATTENTION_MESSAGE("%1 has no suffix to tell the format: end it with .png, .svg, .pdf, .csv, .json or .npy "
                                         "(or give --format)"),
                       {path});
    return Message("export.format", ATTENTION_MESSAGE("unknown format \"%1\": use png, svg, pdf, csv, json or npy"), {format});
}

} // namespace attention
