#include "ui/document/LanguageTrainingRun.h"

#include "ui/document/BackgroundJob.h"

namespace attention {

namespace {
// About 0.15 s of training a chunk here (10-15 ms a step): four redraws a second to watch.
constexpr std::uint64_t kSeed = 7; // the bundled models' seed
} // namespace

double LanguageTrainingRun::Progress::measure(training::LanguageTaskKind task) const
{
    return task == training::LanguageTaskKind::Grammar ? grammatical : evaluation.accuracy;
}

LanguageTrainingRun::LanguageTrainingRun(QObject *parent)
    : QObject(parent), mJob(std::make_unique<LatestJob<Progress>>([this](Progress progress) {
          deliver(progress);
          if (mShown.steps >= kStepsToTrain)
              pause();
          else if (mTraining)
              runChunk();
      }))
{
}

LanguageTrainingRun::~LanguageTrainingRun() = default;

void LanguageTrainingRun::setTask(training::LanguageTaskKind task)
{
    mTask = task;
    reset();
}

void LanguageTrainingRun::train()
{
    if (!mTrainer || mShown.steps >= kStepsToTrain)
        reset();
    mTraining = true;
    mClock.start();
    if (!mJob->isRunning())
        runChunk();
    emit trainingChanged(true);
}

void LanguageTrainingRun::pause()
{
    if (mTraining)
        mSecondsBefore += mClock.elapsed() / 1000.0;
    mTraining = false;
    emit trainingChanged(false);
}

void LanguageTrainingRun::reset()
{
    mJob->cancel(); // a chunk still running trains the old model, which nobody shows any more
    mTrainer = std::make_shared<training::DecoderTrainer>(mTask, kSeed);
    mCurves = {};
    mSecondsBefore = 0;
    mClock.start();
    // The untrained model's figures come from the worker like every later one's: evaluating it
    // (and, for grammar, sampling 200 sentences) held the window up to now.
    runChunk(0);
}

LanguageTrainingRun::Progress LanguageTrainingRun::progressOf(const training::DecoderTrainer &trainer)
{
    Progress progress{trainer.steps(), trainer.evaluate(), 0.0,
                      std::make_shared<const generation::DecoderModel>(trainer.decoder().model())};
    if (trainer.task().kind() == training::LanguageTaskKind::Grammar)
        progress.grammatical = training::grammaticalShare(*progress.model, trainer.task(), kGrammarTemperature, kGrammarSentences, kSeed);
    return progress;
}

bool LanguageTrainingRun::isBusy() const
{
    return mJob->isRunning();
}

void LanguageTrainingRun::runChunk(int steps)
{
    mJob->start([trainer = mTrainer, steps](const std::function<bool()> &stillWanted) {
        for (int i = 0; i < steps && stillWanted(); ++i)
            trainer->step();
        if (!stillWanted())
            return Progress{}; // dropped anyway: reset meanwhile
        return progressOf(*trainer);
    });
}

void LanguageTrainingRun::deliver(const Progress &progress)
{
    if (!mTrainer)
        return;
    mShown = progress;
    const training::LanguageTaskKind kind = mTrainer->task().kind();
    mCurves.steps.push_back(double(progress.steps));
    mCurves.loss.push_back(progress.evaluation.loss);
    mCurves.measure.push_back(progress.measure(kind));
    mCurves.headScore.push_back(probeHead(progress.evaluation, kind).score);
    emit progressed();

    LanguageModelFile file;
    file.model = *progress.model;
    file.vocabulary = mTrainer->task().vocabulary();
    file.task = QString::fromLatin1(mTrainer->task().name());
    const double seconds = mSecondsBefore + (mTraining ? mClock.elapsed() / 1000.0 : 0.0);
    file.training = languageTrainingSummary(kind, progress.steps, seconds, progress.evaluation, progress.grammatical);
    emit modelTrained(file);
}

} // namespace attention
