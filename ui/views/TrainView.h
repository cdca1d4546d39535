#pragma once

#include "core/training/Trainer.h"
#include "ui/views/TrainingPlots.h"

#include <QTimer>
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
class TrainingPlots;
template <typename Result> class LatestJob;

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
    /** One training step, shown: for a class to see what a single update does. */
    void stepOnce();
    /** The replay slider: which redraw of this training the map shows (the last: now). */
    QSlider *replay() const { return mReplay; }
    /** The steps of the attention the map shows (a replayed redraw's, or now). */
    QString shownTitle() const;
    void reset();
    /** Trains a fresh model on the task until its attention finds the true source (or for a
     *  thousand steps), in view, then hands it to the lesson (useInLesson). */
    void trainAndUse(training::TaskKind task);
    bool isTrainingToUse() const { return mUseWhenReady; }
    bool isPlaying() const { return mPlaying; }
    /** A chunk of training is running in the background. */
    bool isBusy() const;
    /** The training steps of the model on show (the worker may be a few steps further). */
    long steps() const { return mShown.steps; }
    double alignmentAccuracy() const { return mShown.evaluation.alignmentAccuracy; }
    HeatmapView *heatmap() const;
    LineChartView *curves() const;
    /** The model as of the last redraw (null before the tab was first shown). */
    std::shared_ptr<const training::TrainedModel> trainedModel() const { return mShown.model; }
    /** The held-out example on show, typed as a person would type it. */
    QString showcaseSource() const;

signals:
    /** The user asked to use the trained model in the lesson, where every view can explore it. */
    void useInLesson();

protected:
    void showEvent(QShowEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    struct Snapshot
    {
        long steps = 0;
        training::Evaluation evaluation;
        training::MatrixD attention;
        std::shared_ptr<const training::TrainedModel> model;
    };

    /** Trains `steps` steps in the background (0: as many as the speed says) and shows them. */
    void runChunk(int steps = 0);
    void showSnapshot(const Snapshot &snapshot);
    void drawAttention(long steps, const training::MatrixD &attention);
    void rebuild();

    QComboBox *mTask, *mScore;
    QDoubleSpinBox *mRate;
    QSlider *mSpeed;
    QSlider *mReplay;
    QTimer mPace; // the wait between redraws at the slowest speeds
    QPushButton *mPlayButton;
    QLabel *mStatus;
    QWidget *mSide;
    TrainingPlots *mPlots;
    /** Shared with the chunk of training that runs on it: a reset makes a new trainer, and the
     *  old one lives until its chunk, no longer wanted, ends. Only the worker steps it. */
    std::shared_ptr<training::Trainer> mTrainer;
    std::unique_ptr<LatestJob<Snapshot>> mJob;
    bool mPlaying = false;
    bool mUseWhenReady = false; // trainAndUse(): hand the model over once it is good
    // Phrases with additive scores pass 95 % in about 300 steps (tst_training); the cap stops a
    // model that never gets there from training forever.
    static constexpr double kGoodEnough = 0.95;
    static constexpr long kMostStepsToUse = 1000;
    static constexpr int kStepsPerChunkToUse = 10;
    static bool isGoodEnough(const Snapshot &snapshot);
    Snapshot mShown; // what the window shows: the only figures the window's thread reads
    training::TrainingHistory mHistory;
    std::vector<training::MatrixD> mHistoryAttention; // beside mHistory's steps: what the replay shows
    static constexpr int kPacedSpeeds = 5; // speeds 1..5 wait between redraws ...
    static constexpr int kPaceMs = 400; // ... up to this long at speed 1
};

} // namespace attention
