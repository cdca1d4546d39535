#include "ui/teach/TeachingView.h"

#include "ui/teach/ComparePanel.h"
#include "ui/teach/ContextComparisonPanel.h"
#include "ui/teach/CostPanel.h"
#include "ui/teach/DecodingPanel.h"
#include "ui/teach/ExplainPanel.h"
#include "ui/teach/ScalingPanel.h"
#include "ui/teach/WorkedArithmeticPanel.h"
#include "ui/widgets/WheelScrollsPast.h"

#include <QScrollArea>

namespace attention {

namespace {

/** A panel that scrolls when the screen is shorter than its plots need: at 20 pt on a
 *  1280×800 projector the decoding panel's two maps need 420 px of the 360 left to them. */
QScrollArea *scrolling(QWidget *panel)
{
    auto *area = new QScrollArea;
    area->setWidget(panel);
    letTheWheelScrollPast(panel);
    area->setWidgetResizable(true);
    area->setFrameShape(QFrame::NoFrame);
    return area;
}

} // namespace

TeachingView::TeachingView(QWidget *parent)
    : QTabWidget(parent),
      mScaling(new ScalingPanel(this)),
      mWorked(new WorkedArithmeticPanel(this)),
      mDecoding(new DecodingPanel(this)),
      mContexts(new ContextComparisonPanel(this)),
      mCompare(new ComparePanel(this)),
      mCost(new CostPanel(this)),
      mExplain(new ExplainPanel(this))
{
    setObjectName(QStringLiteral("teachingView"));
    mPanels = {mScaling, mWorked, mDecoding, mContexts, mCompare, mCost, mExplain};
    mStale.assign(mPanels.size(), true);
    addTab(scrolling(mScaling), tr("Why \u221A"
                                   "d_k"));
    addTab(scrolling(mWorked), tr("Worked arithmetic"));
    addTab(scrolling(mDecoding), tr("Step-through decoding"));
    addTab(scrolling(mContexts), tr("Without vs with attention"));
    addTab(scrolling(mCompare), tr("Compare"));
    addTab(scrolling(mCost), tr("Cost"));
    addTab(scrolling(mExplain), tr("Explain?"));
    setTabToolTip(0, tr("Watch the unscaled softmax collapse as the vectors get longer."));
    setTabToolTip(1, tr("Every number between a query, a key and their weight, for the cell you clicked."));
    setTabToolTip(2, tr("Play the decoder one target word at a time."));
    setTabToolTip(3, tr("One fixed context vector against one per step."));
    setTabToolTip(4, tr("Two configurations side by side, and their difference."));
    setTabToolTip(5, tr("Operations, memory and measured time: attention is quadratic."));
    setTabToolTip(6, tr("Is attention an explanation? The weights beside what each key really does to the output."));
    connect(this, &QTabWidget::currentChanged, this, &TeachingView::refreshCurrent);
}

void TeachingView::showResult(const LessonState &state, std::shared_ptr<const AttentionResult> result)
{
    mState = state;
    mResult = std::move(result);
    std::fill(mStale.begin(), mStale.end(), true);
    refreshCurrent();
}

void TeachingView::setSelectedCell(int row, int column, int head)
{
    mWorked->setCell(row, column, head);
}

TeachingPanel *TeachingView::currentPanel() const
{
    const int index = currentIndex();
    return index >= 0 && index < static_cast<int>(mPanels.size()) ? mPanels[static_cast<std::size_t>(index)] : nullptr;
}

void TeachingView::refreshCurrent()
{
    const int index = currentIndex();
    if (index < 0 || !mStale[static_cast<std::size_t>(index)])
        return;
    mStale[static_cast<std::size_t>(index)] = false;
    mPanels[static_cast<std::size_t>(index)]->showResult(mState, mResult);
}

} // namespace attention
