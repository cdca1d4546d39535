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
    /** A chunk of training is running in the background. */
    bool isBusy() const { return mWatcher.isRunning(); }
    long steps() const;
    double alignmentAccuracy() const { return mLast.alignmentAccuracy; }
    HeatmapView *heatmap() const { return mHeatmap; }
    LineChartView *curves() const { return mCurves; }
    /** The model as of the last redraw (null before the tab was first shown). */
    std::shared_ptr<const training::TrainedModel> trainedModel() const { return mModel; }
    /** The held-out example on show, typed as a person would type it. */
    QString showcaseSource() const;

signals:
    /** The user asked to use the trained model in the lesson, where every view can explore it. */
    void useInLesson();

protected:
    void showEvent(QShowEvent *event) override;

private:
    struct Snapshot
    {
        long steps = 0;
        training::Evaluation evaluation;
        training::MatrixD attention;
        std::shared_ptr<const training::TrainedModel> model;
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
    std::shared_ptr<const training::TrainedModel> mModel;
    QFutureWatcher<Snapshot> mWatcher;
    bool mPlaying = false;
    bool mRebuildPending = false;
    training::Evaluation mLast;
    std::vector<double> mHistorySteps, mHistoryLoss, mHistoryTokens, mHistoryAlignment;
};

} // namespace attention
