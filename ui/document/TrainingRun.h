#pragma once

#include "core/training/Trainer.h"

#include <QObject>
#include <QTimer>

#include <memory>
#include <vector>

namespace attention {

template <typename Result> class LatestJob;

/**
 * Trains the Train tab's small encoder-decoder off the window's thread, a chunk of steps at a
 * time, and keeps each redraw's figures and held-out attention for the curves and the replay.
 * At the slowest speeds a redraw waits a moment, so a class can watch the alignment form. The
 * tab only shows it, so a window drawn anew (another language) takes the training over as it is.
 */
class TrainingRun : public QObject
{
    Q_OBJECT

public:
    explicit TrainingRun(QObject *parent = nullptr);
    ~TrainingRun() override;

    /** What one redraw shows: the figures, the held-out example's attention and the model then. */
    struct Snapshot
    {
        long steps = 0;
        training::Evaluation evaluation;
        training::MatrixD attention;
        std::shared_ptr<const training::TrainedModel> model;
    };

    training::TaskKind task() const { return mTask; }
    ScoreFunction score() const { return mScore; }
    /** Another task or score function: a fresh model of it (reset()). */
    void setTask(training::TaskKind task, ScoreFunction score);
    /** Read by the next chunk of steps. */
    void setLearningRate(double rate) { mLearningRate = rate; }
    double learningRate() const { return mLearningRate; }
    /** Steps between two redraws, 1..100: up to kPacedSpeeds a redraw also waits. */
    void setSpeed(int stepsPerRedraw) { mSpeed = stepsPerRedraw; }
    int speed() const { return mSpeed; }

    void play();
    void pause();
    /** One training step, shown: for a class to see what a single update does. */
    void stepOnce();
    /** A fresh model, untrained and evaluated; training goes on if it was playing. */
    void reset();
    /** A model exists (the tab builds it when first shown: most lessons never train). */
    bool isEmpty() const { return !mTrainer; }
    void ensureModel();
    /** Trains a fresh model of `task` until its attention finds the true source (or for
     *  kMostStepsToUse steps), then says readyToUse(). */
    void trainAndUse(training::TaskKind task);
    bool isTrainingToUse() const { return mUseWhenReady; }
    bool isPlaying() const { return mPlaying; }
    /** A chunk of training is running in the background. */
    bool isBusy() const;

    /** The last redraw: the only figures the window's thread reads. */
    const Snapshot &shown() const { return mShown; }
    long steps() const { return mShown.steps; }
    const training::TrainingHistory &history() const { return mHistory; }
    /** Beside history()'s steps: each redraw's held-out attention, for the replay. */
    const std::vector<training::MatrixD> &historyAttention() const { return mHistoryAttention; }
    /** The task and the held-out example shown; null before ensureModel(). */
    const training::Trainer *trainer() const { return mTrainer.get(); }

    // Phrases with additive scores pass 95 % in about 300 steps (tst_training); the cap stops a
    // model that never gets there from training forever.
    static constexpr double kGoodEnough = 0.95;
    static constexpr long kMostStepsToUse = 1000;

signals:
    /** A new redraw: shown(), history() and historyAttention() grew. */
    void progressed();
    void playingChanged(bool playing);
    /** trainAndUse()'s model is good enough (or trained long enough). */
    void readyToUse();

private:
    static constexpr int kStepsPerChunkToUse = 10;
    static constexpr int kPacedSpeeds = 5; // speeds 1..5 wait between redraws ...
    static constexpr int kPaceMs = 400; // ... up to this long at speed 1
    /** Trains `steps` steps in the background (0: as many as the speed says). */
    void runChunk(int steps = 0);
    void deliver(const Snapshot &snapshot);
    void rebuild();
    static bool isGoodEnough(const Snapshot &snapshot);

    training::TaskKind mTask = training::TaskKind::Reverse;
    ScoreFunction mScore = training::ModelShape().score;
    double mLearningRate = 0.01;
    int mSpeed = 3; // slow enough to watch the diagonal form
    /** Shared with the chunk of training that runs on it: a reset makes a new trainer, and the
     *  old one lives until its chunk, no longer wanted, ends. Only the worker steps it. */
    std::shared_ptr<training::Trainer> mTrainer;
    std::unique_ptr<LatestJob<Snapshot>> mJob;
    QTimer mPace; // the wait between redraws at the slowest speeds
    bool mPlaying = false;
    bool mUseWhenReady = false;
    Snapshot mShown;
    training::TrainingHistory mHistory;
    std::vector<training::MatrixD> mHistoryAttention;
};

} // namespace attention
