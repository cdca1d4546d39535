#pragma once

#include "ui/document/LessonDocument.h"

#include <QTabWidget>

#include <memory>
#include <vector>

namespace attention {

class ComparePanel;
class ContextComparisonPanel;
class CostPanel;
class DecodingPanel;
class ExplainPanel;
class ScalingPanel;
class TeachingPanel;
class WorkedArithmeticPanel;

/** The Teach tab: one panel per claim of the lesson, each drawn from the current result. */
class TeachingView : public QTabWidget
{
    Q_OBJECT

public:
    explicit TeachingView(QWidget *parent = nullptr);

    void showResult(const LessonState &state, std::shared_ptr<const AttentionResult> result);
    void setSelectedCell(int row, int column, int head);
    /** The panel of the current tab (each tab holds its panel in a scroll area), or null. */
    TeachingPanel *currentPanel() const;

    ScalingPanel *scaling() const { return mScaling; }
    WorkedArithmeticPanel *worked() const { return mWorked; }
    DecodingPanel *decoding() const { return mDecoding; }
    ContextComparisonPanel *contexts() const { return mContexts; }
    ComparePanel *compare() const { return mCompare; }
    CostPanel *cost() const { return mCost; }
    ExplainPanel *explain() const { return mExplain; }

private:
    void refreshCurrent();

    ScalingPanel *mScaling;
    WorkedArithmeticPanel *mWorked;
    DecodingPanel *mDecoding;
    ContextComparisonPanel *mContexts;
    ComparePanel *mCompare;
    CostPanel *mCost;
    ExplainPanel *mExplain;
    std::vector<TeachingPanel *> mPanels;
    std::vector<bool> mStale;
    LessonState mState;
    std::shared_ptr<const AttentionResult> mResult;
};

} // namespace attention
