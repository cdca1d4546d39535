#pragma once

#include "core/pipeline/AttentionResult.h"
#include "ui/formats/LessonState.h"

#include <QWidget>

class QLabel;

namespace attention {

class HeatmapView;

/**
 * Other attention, same output (Jain & Wallace, 2019): a trained model's learned attention
 * beside attention moved elsewhere that still writes every token the same, found the moment the
 * page shows. A lesson without a trained model says how to get one.
 */
class ExplainSwapPage : public QWidget
{
    Q_OBJECT

public:
    explicit ExplainSwapPage(QWidget *parent = nullptr);
    void showResult(const LessonState &state, const AttentionResult &result);
    HeatmapView *learned() const { return mLearned; }
    HeatmapView *swapped() const { return mSwapped; }
    QString summary() const;

private:
    void search();

    HeatmapView *mLearned, *mSwapped;
    QLabel *mSummary;
    LessonState mState;
    AttentionResult mResult;
};

} // namespace attention
