#pragma once

#include "core/training/Trainer.h"

#include <QFutureWatcher>
#include <QWidget>

#include <memory>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QPushButton;
class QSlider;

namespace attention {

class HeatmapView;
class LineChartView;
struct ImportedAttention;

/**
 * Trains a small attention model live, off the window's thread, and redraws the attention of
 * one held-out example, the loss and the accuracies as it learns.
 */
class TrainView : public QWidget
{
    Q_OBJECT

public:
    explicit TrainView(QWidget *parent = nullptr);
    ~TrainView() override;

    void play();
    void pause();
    void reset();
    bool isPlaying() const { return mPlaying; }
    long steps() const;
    double alignmentAccuracy() const { return mLast.alignmentAccuracy; }
    HeatmapView *heatmap() const { return mHeatmap; }
    LineChartView *curves() const { return mCurves; }
    /** The showcase example's attention as something the main views can show. */
    ImportedAttention showcase() const;

signals:
    void showInMainViews();

protected:
    void showEvent(QShowEvent *event) override;

private:
    struct Snapshot
    {
        long steps = 0;
        training::Evaluation evaluation;
        training::MatrixD attention;
    };

    void runChunk();
    void showSnapshot(const Snapshot &snapshot);
    void rebuild();

    QComboBox *mTask, *mScore;
    QDoubleSpinBox *mRate;
    QSlider *mSpeed;
    QPushButton *mPlayButton;
    QLabel *mStatus;
    HeatmapView *mHeatmap;
    LineChartView *mCurves;
    std::unique_ptr<training::Trainer> mTrainer;
    QFutureWatcher<Snapshot> mWatcher;
    bool mPlaying = false;
    bool mRebuildPending = false;
    training::Evaluation mLast;
    std::vector<double> mHistorySteps, mHistoryLoss, mHistoryTokens, mHistoryAlignment;
};

} // namespace attention
