#pragma once

#include "ui/teach/TeachingPanel.h"

namespace attention {

class HeatmapView;
class LineChartView;

/** Seq2seq without attention (one fixed context) beside the per-step contexts of attention. */
class ContextComparisonPanel : public TeachingPanel
{
    Q_OBJECT

public:
    explicit ContextComparisonPanel(QWidget *parent = nullptr);
    void showResult(const LessonState &state, std::shared_ptr<const AttentionResult> result) override;
    HeatmapView *contexts() const { return mContexts; }

private:
    HeatmapView *mContexts;
    LineChartView *mSimilarity;
};

} // namespace attention
