#include "ui/teach/TeachingExport.h"

#include "ui/plots/PaintedFile.h"
#include "ui/plots/WidgetPicture.h"
#include "ui/teach/TeachingPanel.h"
#include "ui/teach/TeachingView.h"

#include <QCoreApplication>

#include <array>

namespace attention {

namespace {

constexpr std::array<const char *, 7> kNames = {"scaling", "worked", "decoding", "contexts", "compare", "cost", "explain"};

} // namespace

std::optional<TeachingPanelId> teachingPanelFromName(const QString &name)
{
    for (std::size_t i = 0; i < kNames.size(); ++i)
        if (name == QLatin1String(kNames[i]))
            return static_cast<TeachingPanelId>(i);
    return std::nullopt;
}

Outcome<void> exportTeachingPanel(const LessonState &state, std::shared_ptr<const AttentionResult> result, TeachingPanelId panel,
                                  const ExportOptions &options, const QString &path)
{
    TeachingView view;
    view.setAttribute(Qt::WA_DontShowOnScreen);
    view.resize(options.width > 0 ? QSize(options.width, options.height) : QSize(1000, 720)); // as in a 1280x800 window
    view.setSelectedCell(options.row, options.column, options.head);
    view.setCurrentIndex(static_cast<int>(panel));
    view.show(); // lays the panel out as on screen; nothing reaches the screen
    view.showResult(state, std::move(result));
    QCoreApplication::sendPostedEvents();
    // Why sqrt(d_k)'s study and Cost's curve arrive from workers: drawn before them, the charts
    // were empty.
    const TeachingPanel *shown = view.currentPanel();
    while (shown && shown->isComputing())
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents);
    QCoreApplication::sendPostedEvents();
    const QPicture picture = widgetPicture(&view);
    const QString format = options.format.isEmpty() ? formatOfPath(path) : options.format;
    return writePictureFile(path, format, view.size(), options.scale, picture);
}

} // namespace attention
