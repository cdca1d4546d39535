#include "ui/window/PresentationMode.h"

#include "ui/plots/HeatmapView.h"
#include "ui/views/AlignmentPanel.h"
#include "ui/views/LinesView.h"
#include "ui/window/ControlPanel.h"
#include "ui/window/MainWindow.h"
#include "ui/window/PresenterKeys.h"

#include <QAction>
#include <QDockWidget>
#include <QLayout>
#include <QMenu>
#include <QScopedValueRollback>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QTabWidget>
#include <QToolTip>

#include <algorithm>

namespace attention {

namespace {
constexpr double kMinTextSize = 8;
constexpr double kMaxTextSize = 40;
// Presentation text: this size on a screen of kPresentationLines lines, the same share of the
// height on any other. A class sees the projected picture at one size whatever its lines, and on
// a 1280x800 projector 20 pt left the map 360x240 px with every other token unlabelled.
constexpr double kPresentationTextSize = 20;
constexpr double kPresentationLines = 1080;
} // namespace

PresentationMode::PresentationMode(MainWindow &window) : QObject(&window), mWindow(window)
{
    connect(window.lessonDock(), &QDockWidget::visibilityChanged, this, [this](bool shown) {
        if (!mPlacingLessonPanel && mWindow.isVisible() && !mWindow.isMinimized())
            mLessonPanelWanted = shown;
    });
    // The lesson's controls do nothing to the models the Train and Generate tabs train and play:
    // those tabs get the whole width (at 1024x768 and 20 pt the Train tab's maps were 90 px wide).
    connect(window.tabs(), &QTabWidget::currentChanged, this, &PresentationMode::placeLessonPanel);
}

double PresentationMode::textSize() const
{
    return mWindow.font().pointSizeF();
}

double PresentationMode::presentationTextSize() const
{
    const double lines = mWindow.screen()->geometry().height();
    return std::clamp(kPresentationTextSize * lines / kPresentationLines, kMinTextSize, kMaxTextSize);
}

void PresentationMode::setTextSize(double points)
{
    QFont f = mWindow.font();
    f.setPointSizeF(std::clamp(points, kMinTextSize, kMaxTextSize));
    mWindow.setFont(f);
    // Menus and tooltips are windows of their own: they do not inherit the window's font.
    for (QMenu *menu : mWindow.findChildren<QMenu *>())
        menu->setFont(f);
    QToolTip::setFont(f);
    fitLessonPanel();
    mWindow.linesView()->updateGeometry();
}

void PresentationMode::setOn(bool on)
{
    if (on == mOn)
        return;
    mOn = on;
    if (PresenterKeys *keys = mWindow.presenterKeys())
        keys->setPresenting(on); // the arrows step a clicker's way only while presenting
    if (on) {
        mTextSizeBefore = textSize();
        mGeometryBefore = mWindow.saveGeometry();
        mLessonPanelBefore = mLessonPanelWanted;
        // The larger text waits until the window fills the screen (windowResized()): it grows the
        // minimum size beyond a small window, Qt then resizes the window, and openbox takes that
        // resize as leaving full screen.
        mTextPending = true;
        mWindow.setWindowState(mWindow.windowState() | Qt::WindowFullScreen);
        applyTextOnceFullScreen();
    } else {
        mTextPending = false;
        setTextSize(mTextSizeBefore);
        mWindow.setWindowState(mWindow.windowState() & ~Qt::WindowFullScreen);
        mWindow.layout()->activate(); // the smaller minimum size first, or the old geometry is refused
        mWindow.restoreGeometry(mGeometryBefore);
        mLessonPanelWanted = mLessonPanelBefore; // hidden to present on a small screen
        placeLessonPanel();
    }
    mWindow.alignmentPanel()->heatmap()->setCrosshair(on);
    if (auto *action = mWindow.findChild<QAction *>(QStringLiteral("presentationAction")))
        action->setChecked(on);
}

void PresentationMode::windowResized()
{
    applyTextOnceFullScreen();
}

void PresentationMode::applyTextOnceFullScreen()
{
    if (!mTextPending || (mWindow.isVisible() && mWindow.size() != mWindow.screen()->geometry().size()))
        return;
    mTextPending = false;
    setTextSize(std::max(textSize(), presentationTextSize()));
}

void PresentationMode::setLessonPanelWanted(bool wanted)
{
    mLessonPanelWanted = wanted;
    placeLessonPanel();
}

void PresentationMode::placeLessonPanel()
{
    const int tab = mWindow.tabs()->currentIndex();
    const QScopedValueRollback<bool> placing(mPlacingLessonPanel, true);
    mWindow.lessonDock()->setVisible(mLessonPanelWanted && tab != TrainTab && tab != GenerateTab);
}

void PresentationMode::fitLessonPanel()
{
    // As wide as the lesson's controls need, but never more than a third of the screen: at
    // 20 pt they need 450 px side by side, which would leave a 1280 px projector too little for
    // the plots. Where side by side does not fit the third, the labels go above their fields:
    // a sideways scroll bar hid the end of every row (French at 20 pt needed 581 px of 426).
    // Choices show whole where the third has room for them (a row too narrow for its choice puts
    // its label above it), the mode and score before the others; the rest end in "…"
    // ("Lexicon (translations share a vector)" at F5 needs 366 px, "Produit scalaire mis à
    // l'échelle" at 20 pt 473 px stacked).
    ControlPanel *controls = mWindow.controlPanel();
    const int most = mWindow.screen()->availableGeometry().width() / 3;
    const auto need = [this, controls] {
        return controls->minimumSizeHint().width() + mWindow.controlsScroll()->verticalScrollBar()->sizeHint().width();
    };
    controls->setWholeChoices(ControlPanel::WholeChoices::MainOnly);
    controls->setStacked(false);
    if (need() > most)
        controls->setStacked(true);
    controls->setWholeChoices(ControlPanel::WholeChoices::Every);
    if (need() > most)
        controls->setWholeChoices(ControlPanel::WholeChoices::MainOnly);
    if (need() > most)
        controls->setWholeChoices(ControlPanel::WholeChoices::None);
    const int width = std::min(need(), most);
    mWindow.controlsScroll()->setMinimumWidth(width);
    // The panel takes what its rows need and the plots the rest (the French panel, stacked in
    // presentation mode, had stayed at the third it took side by side: 430 px for 290).
    mWindow.resizeDocks({mWindow.lessonDock()}, {width}, Qt::Horizontal);
}

} // namespace attention
