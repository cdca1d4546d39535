#include "ui/window/ViewExporter.h"

#include "ui/document/LessonDocument.h"
#include "ui/formats/MessageText.h"
#include "ui/plots/PaintedFile.h"
#include "ui/plots/WidgetPicture.h"
#include "ui/views/AlignmentPanel.h"
#include "ui/views/GenerateView.h"
#include "ui/window/ImageSizeDialog.h"
#include "ui/window/MainWindow.h"

#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QPainter>
#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>

namespace attention {

namespace {

QString pictureFilters()
{
    return ViewExporter::tr("PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)");
}

QString tabName(const QTabWidget &tabs)
{
    return tabs.tabText(tabs.currentIndex()).remove(QLatin1Char('&'));
}

} // namespace

ViewExporter::ViewExporter(MainWindow &window) : QObject(&window), mWindow(window) {}

ExportView ViewExporter::currentView() const
{
    switch (mWindow.tabs()->currentIndex()) {
    case PipelineTab:
        return ExportView::Pipeline;
    case HeadsTab:
        return ExportView::Heads;
    case LinesTab:
        return ExportView::Lines;
    default:
        return mWindow.alignmentPanel()->shownMatrix() == AlignmentMatrix::Weights ? ExportView::Weights : ExportView::Scores;
    }
}

bool ViewExporter::exportView(const QString &path, ExportOptions options)
{
    const auto result = mWindow.displayedResult();
    if (!result) {
        mWindow.messages().problem(tr("Nothing to export"), mWindow.document()->errorMessage());
        return false;
    }
    if (options.head < 0)
        options.head = mWindow.chosenHead();
    const auto written = exportResultView(*result, mWindow.document()->state().colorMap, options, path);
    if (!written) {
        mWindow.messages().problem(tr("Export failed"), messageText(written.problem()));
        return false;
    }
    mWindow.messages().status(tr("Saved %1").arg(path));
    return true;
}

QString ViewExporter::askPath(const QString &caption, const QString &fileName, const QString &filters)
{
    // Exports go where the last one went (a lesson's slides gather in one folder), at first
    // beside the lesson file, else in Pictures.
    QSettings settings;
    QString folder = settings.value(QStringLiteral("export/folder")).toString();
    if (folder.isEmpty() || !QFileInfo(folder).isDir())
        folder = !mWindow.lessonFilePath().isEmpty() ? QFileInfo(mWindow.lessonFilePath()).absolutePath()
                                                     : QStandardPaths::writableLocation(QStandardPaths::PicturesLocation);
    const QString suggested = QDir(folder).filePath(fileName);
    const QString path = mPathPrompt ? mPathPrompt(suggested) : QFileDialog::getSaveFileName(&mWindow, caption, suggested, filters);
    if (!path.isEmpty())
        settings.setValue(QStringLiteral("export/folder"), QFileInfo(path).absolutePath());
    return path;
}

void ViewExporter::exportGenerateTabDialog()
{
    const QString path = askPath(tr("Export the Generate tab"), tr("generation.png"),
                                 tr("PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf);;Attention map as CSV (*.csv);;"
                                    "Attention map as JSON (*.json);;Attention map as NumPy array (*.npy)"));
    if (path.isEmpty())
        return;
    QSize size;
    double scale = 2;
    if (isPictureFormat(formatOfPath(path))) {
        ImageSizeDialog dialog(mWindow.generateView()->size(), formatOfPath(path), &mWindow);
        if (dialog.exec() != QDialog::Accepted)
            return;
        size = dialog.imageSize();
        scale = dialog.scale();
    }
    if (const auto written = mWindow.generateView()->exportTo(path, size, scale); !written)
        mWindow.messages().problem(tr("Export failed"), messageText(written.problem()));
    else
        mWindow.messages().status(tr("Exported %1").arg(QDir::toNativeSeparators(path)));
}

void ViewExporter::exportCurrentViewDialog()
{
    const int tab = mWindow.tabs()->currentIndex();
    if (tab == GenerateTab) {
        exportGenerateTabDialog();
        return;
    }
    if (tab == TeachTab || tab == TrainTab) {
        // These tabs are panels of their own, not views of the result: what is on screen goes out.
        const QString path = askPath(tr("Export the %1 tab").arg(tabName(*mWindow.tabs())),
                                     tab == TeachTab ? tr("teach.png") : tr("training.png"), pictureFilters());
        if (!path.isEmpty())
            exportTabPicture(path);
        return;
    }
    const QString path = askPath(tr("Export view"), tr("attention.png"), pictureFilters());
    if (path.isEmpty())
        return;
    ImageSizeDialog size(mWindow.tabs()->currentWidget()->size(), formatOfPath(path), &mWindow);
    if (size.exec() != QDialog::Accepted)
        return;
    ExportOptions options;
    options.view = currentView();
    options.width = size.imageSize().width();
    options.height = size.imageSize().height();
    options.scale = size.scale();
    exportView(path, options);
}

bool ViewExporter::exportTabPicture(const QString &path)
{
    QWidget *tab = mWindow.tabs()->currentWidget();
    const auto written = writePictureFile(path, formatOfPath(path), tab->size(), 2.0, widgetPicture(tab));
    if (!written) {
        mWindow.messages().problem(tr("Export failed"), messageText(written.problem()));
        return false;
    }
    mWindow.messages().status(tr("Exported %1").arg(QDir::toNativeSeparators(path)));
    return true;
}

bool ViewExporter::copyToClipboard()
{
    const int tab = mWindow.tabs()->currentIndex();
    if (tab == GenerateTab) {
        QGuiApplication::clipboard()->setImage(mWindow.generateView()->renderImage(mWindow.generateView()->size()));
        mWindow.messages().status(tr("The Generate tab is on the clipboard"));
        return true;
    }
    if (tab == TeachTab || tab == TrainTab) {
        QWidget *shown = mWindow.tabs()->currentWidget();
        QImage image(shown->size() * 2, QImage::Format_RGB32); // 2 pixels a point, as exports: sharp on a slide
        image.setDevicePixelRatio(2);
        image.fill(Qt::white);
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.drawPicture(0, 0, widgetPicture(shown));
        painter.end();
        QGuiApplication::clipboard()->setImage(image);
        mWindow.messages().status(tr("The %1 tab is on the clipboard").arg(tabName(*mWindow.tabs())));
        return true;
    }
    const auto result = mWindow.displayedResult();
    if (!result)
        return false;
    ExportOptions options;
    options.view = currentView();
    options.head = mWindow.chosenHead();
    options.width = mWindow.tabs()->currentWidget()->width();
    options.height = mWindow.tabs()->currentWidget()->height();
    const auto image = renderResultView(*result, mWindow.document()->state().colorMap, options);
    if (!image) {
        mWindow.messages().problem(tr("Copy failed"), messageText(image.problem()));
        return false;
    }
    QGuiApplication::clipboard()->setImage(*image);
    mWindow.messages().status(tr("The view is on the clipboard (%1 \u00D7 %2 pixels)").arg(image->width()).arg(image->height()));
    return true;
}

void ViewExporter::exportMatrixDialog(ExportView view)
{
    const QString path = askPath(tr("Export matrix"), exportViewName(view) + QStringLiteral(".csv"),
                                 tr("CSV table (*.csv);;JSON (*.json);;NumPy array (*.npy)"));
    if (path.isEmpty())
        return;
    ExportOptions options;
    options.view = view;
    exportView(path, options);
}

void ViewExporter::exportRowChartDialog()
{
    const QString path = askPath(tr("Export bar chart"), tr("distribution.png"), pictureFilters());
    if (path.isEmpty())
        return;
    ExportOptions options;
    options.view = ExportView::Distribution;
    options.row = std::max(mWindow.alignmentPanel()->selectedRow(), 0);
    exportView(path, options);
}

} // namespace attention
