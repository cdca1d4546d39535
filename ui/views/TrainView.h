#pragma once

#include "core/training/Trainer.h"

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
template <typename Result>
class LatestJob;

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
    bool isBusy() const;
    /** The training steps of the model on show (the worker may be a few steps further). */
    long steps() const { return mShown.steps; }
    double alignmentAccuracy() const { return mShown.evaluation.alignmentAccuracy; }
    HeatmapView *heatmap() const { return mHeatmap; }
    LineChartView *curves() const { return mCurves; }
    /** The model as of the last redraw (null before the tab was first shown). */
    std::shared_ptr<const training::TrainedModel> trainedModel() const { return mShown.model; }
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
    /** Shared with the chunk of training that runs on it: a reset makes a new trainer, and the
     *  old one lives until its chunk, no longer wanted, ends. Only the worker steps it. */
    std::shared_ptr<training::Trainer> mTrainer;
    std::unique_ptr<LatestJob<Snapshot>> mJob;
    bool mPlaying = false;
    Snapshot mShown; // what the window shows: the only figures the window's thread reads
    std::vector<double> mHistorySteps, mHistoryLoss, mHistoryTokens, mHistoryAlignment;
};

} // namespace attention
