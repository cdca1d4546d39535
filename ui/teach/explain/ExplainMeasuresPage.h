#pragma once

#include "core/pipeline/AttentionResult.h"
#include "ui/formats/LessonState.h"

#include <QWidget>

class QLabel;

namespace attention {

class HeatmapView;
class LineChartView;

/**
 * The weights beside what each key really does to the output: the weights times each value's
 * size, how far the context moves when the key is left out, and, for a trained model, gradient
 * × input; each row's most important key marked in each, how well they agree row by row (a
 * chart), and
 * the row where the most attended key is not the one that matters most.
 */
class ExplainMeasuresPage : public QWidget
{
    Q_OBJECT

public:
    explicit ExplainMeasuresPage(QWidget *parent = nullptr);
    void showResult(const LessonState &state, const AttentionResult &result);
    HeatmapView *weights() const { return mWeights; }
    HeatmapView *valueNorms() const { return mValueNorms; }
    HeatmapView *leftOut() const { return mLeftOut; }
    HeatmapView *gradient() const { return mGradient; } // shown for a trained model only
    LineChartView *agreement() const { return mAgreement; }
    QString summary() const;

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    HeatmapView *mWeights, *mValueNorms, *mLeftOut, *mGradient;
    LineChartView *mAgreement;
    QLabel *mSummary;
};

} // namespace attention
