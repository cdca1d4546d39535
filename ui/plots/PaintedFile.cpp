#include "ui/plots/PaintedFile.h"

#include <QFileInfo>
#include <QImage>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QSaveFile>
#include <QSvgGenerator>

namespace attention {

Outcome<void> writePaintedFile(const QString &path, QSize size, double scale, const std::function<void(QPainter &)> &paint)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    const bool raster = suffix == QLatin1String("png") || suffix == QLatin1String("jpg") || suffix == QLatin1String("jpeg");
    if (!raster && suffix != QLatin1String("svg") && suffix != QLatin1String("pdf"))
        return Message("export.format", ATTENTION_MESSAGE("unknown format \"%1\": use png, svg, pdf, csv, json or npy"), {suffix});
    QSaveFile file(path);
    const auto failure = [&file](const MessageArgument &why) {
        return Message("file.write", ATTENTION_MESSAGE("could not write %1: %2"), {file.fileName(), why});
    };
    if (!file.open(QIODevice::WriteOnly))
        return failure(file.errorString());
    bool painted = false;
    if (raster) {
        QImage image(size * scale, QImage::Format_ARGB32_Premultiplied);
        if (image.isNull())
            return failure(Message("export.image_size", ATTENTION_MESSAGE("the image is too large")));
        image.setDevicePixelRatio(scale);
        image.fill(Qt::white);
        QPainter painter(&image);
        paint(painter);
        painter.end();
        painted = image.save(&file, suffix == QLatin1String("png") ? "PNG" : "JPG", suffix == QLatin1String("png") ? -1 : 95);
    } else if (suffix == QLatin1String("svg")) {
        QSvgGenerator generator;
        generator.setOutputDevice(&file);
        generator.setSize(size);
        generator.setViewBox(QRect(QPoint(0, 0), size));
        generator.setTitle(QStringLiteral("Attention Explorer"));
        QPainter painter;
        if (painter.begin(&generator)) {
            painter.fillRect(QRect(QPoint(0, 0), size), Qt::white);
            paint(painter);
            painted = painter.end();
        }
    } else {
        QPdfWriter writer(&file);
        writer.setResolution(72);
        writer.setPageSize(QPageSize(QSizeF(size), QPageSize::Point));
        writer.setPageMargins(QMarginsF(0, 0, 0, 0));
        writer.setCreator(QStringLiteral("Attention Explorer"));
        QPainter painter;
        if (painter.begin(&writer)) {
            paint(painter);
            painted = painter.end();
        }
    }
    if (!painted)
        return failure(Message("export.drawing", ATTENTION_MESSAGE("drawing failed")));
    if (!file.commit())
        return failure(file.errorString());
    return {};
}

} // namespace attention
