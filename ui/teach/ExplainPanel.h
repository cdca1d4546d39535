#pragma once

#include "ui/teach/TeachingPanel.h"

class QLabel;

namespace attention {

class HeatmapView;

/**
 * Is attention an explanation? The weights beside two measures of what each key really does to
 * the output (value-weighted norms, leaving the key out), each row's most important key marked
 * in each, how well they agree row by row, and the row where the most attended key is not the
 * one that matters most.
 */
class ExplainPanel : public TeachingPanel
{
    Q_OBJECT

public:
    explicit ExplainPanel(QWidget *parent = nullptr);
    void showResult(const LessonState &state, std::shared_ptr<const AttentionResult> result) override;
    HeatmapView *weights() const { return mWeights; }
    HeatmapView *valueNorms() const { return mValueNorms; }
    HeatmapView *leftOut() const { return mLeftOut; }
    QString summary() const;

private:
    HeatmapView *mWeights, *mValueNorms, *mLeftOut;
    QLabel *mSummary;
};

} // namespace attention
