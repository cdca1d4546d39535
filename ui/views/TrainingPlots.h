#pragma once

#include "core/Outcome.h"
#include "core/training/Trainer.h"

#include <QSize>
#include <QStringList>
#include <QWidget>

#include <vector>

namespace attention {

class HeatmapView;
class LineChartView;

/** What a training shows of one held-out example: its attention and its tokens. */
struct HeldOutAttention
{
    long steps = 0;
    training::MatrixD weights; // [outputs][inputs]
    QStringList outputs, inputs;
};

/** An example's attention as a training shows it, its tokens as the task writes them. */
HeldOutAttention heldOutAttention(const training::Task &task, const training::Example &example, long steps,
                                  const training::MatrixD &weights);

/**
 * The Train tab's two plots: a held-out example's attention (the most attended input of each
 * output marked) over the held-out curves (loss on the left axis, the accuracies from 0 to 1 on
 * the right, the shown step marked). The tab redraws them live; `train --picture` once.
 */
class TrainingPlots : public QWidget
{
    Q_OBJECT

public:
    explicit TrainingPlots(QWidget *parent = nullptr);

    void showHistory(const training::TrainingHistory &history);
    void showAttention(const HeldOutAttention &attention);

    HeatmapView *heatmap() const { return mHeatmap; }
    LineChartView *curves() const { return mCurves; }

private:
    HeatmapView *mHeatmap;
    LineChartView *mCurves;
};

/** The two plots at `size` (logical pixels) as PNG (scale pixels each), SVG or PDF, from the
 *  path's suffix: the Train tab's picture, for a training run without a window. */
Outcome<void> writeTrainingPicture(const training::TrainingHistory &history, const HeldOutAttention &attention, const QString &path,
                                   QSize size, double scale);

} // namespace attention
