#pragma once

#include "ui/views/ViewExport.h"

#include <QObject>
#include <QString>

#include <functional>

namespace attention {

class MainWindow;

/**
 * What the window writes of what it shows: the current view as PNG, SVG or PDF at a chosen size,
 * its matrices as CSV, JSON or NPY, the Teach, Train and Generate tabs as they are on screen, and
 * a copy on the clipboard. Exports open in the folder of the last one.
 */
class ViewExporter : public QObject
{
    Q_OBJECT

public:
    using PathPrompt = std::function<QString(const QString &suggested)>;

    explicit ViewExporter(MainWindow &window);

    /** What the current tab shows, as an export sees it. */
    ExportView currentView() const;
    /** Writes the current result's view (or, for csv/json/npy, the matrix `view`) without dialogs. */
    bool exportView(const QString &path, ExportOptions options);
    /** The current tab as it is on screen, as PNG, SVG or PDF. */
    bool exportTabPicture(const QString &path);
    bool copyToClipboard();
    /** Where an export goes: the save dialog (or the prompt tests set), in the last export's folder. */
    QString askPath(const QString &caption, const QString &fileName, const QString &filters);
    void setPathPrompt(PathPrompt prompt) { mPathPrompt = std::move(prompt); }

    // The File menu's dialogs.
    void exportCurrentViewDialog();
    void exportMatrixDialog(ExportView view);
    void exportRowChartDialog();

private:
    void exportGenerateTabDialog();

    MainWindow &mWindow;
    PathPrompt mPathPrompt;
};

} // namespace attention
