#include "PlotExport.h"

#include <qcustomplot.h>

#include <QCoreApplication>
#include <QFileInfo>
#include <QSvgGenerator>

namespace attention {

bool exportPlot(QCustomPlot *plot, const QString &path, int width, int height, double scale, const QString &title,
                QString *error)
{
    const QSize size = width > 0 && height > 0 ? QSize(width, height) : plot->size();
    const QString suffix = QFileInfo(path).suffix().toLower();
    bool ok = false;
    if (suffix == QLatin1String("png")) {
        ok = plot->savePng(path, size.width(), size.height(), scale);
    } else if (suffix == QLatin1String("jpg") || suffix == QLatin1String("jpeg")) {
        ok = plot->saveJpg(path, size.width(), size.height(), scale, 95);
    } else if (suffix == QLatin1String("pdf")) {
        ok = plot->savePdf(path, size.width(), size.height(), QCP::epNoCosmetic, QStringLiteral("Attention Explorer"), title);
    } else if (suffix == QLatin1String("svg")) {
        QSvgGenerator generator;
        generator.setFileName(path);
        generator.setSize(size);
        generator.setViewBox(QRect(QPoint(0, 0), size));
        generator.setTitle(title);
        QCPPainter painter;
        if (painter.begin(&generator)) {
            plot->toPainter(&painter, size.width(), size.height());
            ok = painter.end();
        }
    } else {
        if (error)
            *error = QCoreApplication::translate("PlotExport", "Unknown image format \"%1\": use png, svg, pdf or jpg.").arg(suffix);
        return false;
    }
    plot->replot(QCustomPlot::rpQueuedReplot); // back to the window's own layout
    if (!ok && error)
        *error = QCoreApplication::translate("PlotExport", "Could not write %1.").arg(path);
    return ok;
}

} // namespace attention
