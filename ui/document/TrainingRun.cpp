#include "ui/document/TrainingRun.h"

#include "ui/document/BackgroundJob.h"

#include <algorithm>

namespace attention {

namespace {
constexpr std::uint64_t kSeed = 7;
} // namespace

TrainingRun::TrainingRun(QObject *parent)
    : QObject(parent), mJob(std::make_unique<LatestJob<Snapshot>>([this](Snapshot snapshot) {
          deliver(snapshot);
          if (mUseWhenReady && isGoodEnough(snapshot)) {
              pause();
              emit readyToUse();
          } else if (mPlaying) {
              // At the slow end a redraw waits a moment, so a class can watch the alignment form:
              // ten single steps took 30 ms and the whole training under a second.
              if (mSpeed <= kPacedSpeeds && !mUseWhenReady)
                  mPace.start(kPaceMs * (kPacedSpeeds + 1 - mSpeed) / kPacedSpeeds);
              else
                  runChunk();
          }
      }))
{
    mPace.setSingleShot(true);
    connect(&mPace, &QTimer::timeout, this, [this] {
        if (mPlaying)
            runChunk();
    });
}

TrainingRun::~TrainingRun() = default;

void TrainingRun::setTask(training::TaskKind task, ScoreFunction score)
{
    mTask = task;
    mScore = score;
    reset();
}

bool TrainingRun::isBusy() const
{
    return mJob->isRunning();
}

void TrainingRun::ensureModel()
{
    if (!mTrainer)
        rebuild();
}

void TrainingRun::play()
{
    ensureModel();
    mPlaying = true;
    if (!mJob->isRunning())
        runChunk();
    emit playingChanged(true);
}

void TrainingRun::trainAndUse(training::TaskKind task)
{
    mTask = task;
    mScore = training::Task::preferredScore(task);
    mSpeed = std::max(mSpeed, kStepsPerChunkToUse);
    rebuild();
    mUseWhenReady = true;
    play();
}

bool TrainingRun::isGoodEnough(const Snapshot &snapshot)
{
    return snapshot.evaluation.alignmentAccuracy >= kGoodEnough || snapshot.steps >= kMostStepsToUse;
}

void TrainingRun::pause()
{
    mUseWhenReady = false;
    mPlaying = false;
    mPace.stop();
    emit playingChanged(false);
}

void TrainingRun::reset()
{
    mUseWhenReady = false;
    rebuild();
    if (mPlaying)
        runChunk();
}

void TrainingRun::rebuild()
{
    mJob->cancel(); // a chunk still running trains the old model, which nobody shows any more
    training::ModelShape shape;
    shape.score = mScore;
    mTrainer = std::make_shared<training::Trainer>(mTask, shape, kSeed);
    mTrainer->learningRate = mLearningRate;
    mHistoryAttention.clear();
    mHistory = {};
    const training::Evaluation evaluation = mTrainer->evaluate();
    deliver({0, evaluation, mTrainer->attentionOn(mTrainer->showcase()),
             std::make_shared<const training::TrainedModel>(mTrainer->trainedModel(evaluation))});
}

void TrainingRun::stepOnce()
{
    ensureModel();
    if (mPlaying)
        pause();
    if (!mJob->isRunning())
        runChunk(1);
}

void TrainingRun::runChunk(int steps)
{
    const int stepsPerChunk = steps > 0 ? steps : mSpeed;
    mJob->start([trainer = mTrainer, stepsPerChunk, learningRate = mLearningRate](const std::function<bool()> &stillWanted) {
        trainer->learningRate = learningRate; // only this chunk touches the trainer now
        for (int i = 0; i < stepsPerChunk && stillWanted(); ++i)
            trainer->step();
        if (!stillWanted())
            return Snapshot{}; // dropped anyway: the run was reset meanwhile
        const training::Evaluation evaluation = trainer->evaluate();
        return Snapshot{trainer->steps(), evaluation, trainer->attentionOn(trainer->showcase()),
                        std::make_shared<const training::TrainedModel>(trainer->trainedModel(evaluation))};
    });
}

void TrainingRun::deliver(const Snapshot &snapshot)
{
    if (!mTrainer)
        return;
    mShown = snapshot;
    mHistoryAttention.push_back(snapshot.attention); // every redraw is kept for the replay (a few hundred small matrices)
    mHistory.add(snapshot.steps, snapshot.evaluation);
    emit progressed();
}

} // namespace attention
