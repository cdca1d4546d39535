#include "ui/views/LanguageTrainingPanel.h"

#include "ui/document/BackgroundJob.h"
#include "ui/formats/LanguageTrainingSummary.h"
#include "ui/plots/LineChartView.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>

namespace attention {

namespace {

// About 0.15 s of training a chunk here (10-15 ms a step): four redraws a second to watch.
constexpr std::uint64_t kSeed = 7; // the bundled models' seed

} // namespace

LanguageTrainingPanel::LanguageTrainingPanel(QWidget *parent)
    : QWidget(parent), mJob(std::make_unique<LatestJob<Snapshot>>([this](Snapshot snapshot) {
          show(snapshot);
          if (mShown.steps >= kStepsToTrain)
              pause();
          else if (mTraining)
              runChunk();
      }))
{
    mTask = new QComboBox(this);
    mTask->setObjectName(QStringLiteral("generateTrainTask"));
    mTask->addItem(tr("Induction"), int(training::LanguageTaskKind::Induction));
    mTask->addItem(tr("Grammar"), int(training::LanguageTaskKind::Grammar));
    mTask->setToolTip(tr("What the new model learns: to continue a repeated run of letters, or to write sentences "
                         "whose verb agrees with its subject."));
    mTask->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon); // fits a projector at 20 pt
    mTask->setMinimumContentsLength(12);
    mTrainButton = new QPushButton(tr("Trai&n"), this);
    mTrainButton->setObjectName(QStringLiteral("generateTrain"));
    mTrainButton->setToolTip(tr("Train a new model here, in the background: the maps show its heads as they learn."));
    auto *resetButton = new QPushButton(tr("Reset"), this);
    resetButton->setObjectName(QStringLiteral("generateTrainReset"));
    resetButton->setToolTip(tr("Back to an untrained model of the chosen task."));
    mProgress = new QProgressBar(this);
    mProgress->setObjectName(QStringLiteral("generateTrainProgress"));
    mProgress->setRange(0, int(kStepsToTrain));
    mProgress->setValue(0);
    mProgress->setFormat(tr("%v of %m steps"));
    mStatus = new QLabel(this);
    mStatus->setObjectName(QStringLiteral("generateTrainStatus"));
    mStatus->setWordWrap(true);
    auto *layout = new QFormLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addRow(tr("Tas&k"), mTask);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(mTrainButton);
    buttons->addWidget(resetButton);
    layout->addRow(buttons);
    layout->addRow(mProgress);
    layout->addRow(mStatus);

    mCurves = new LineChartView(this); // the owner places it (a layout of its own takes it over)
    mCurves->hide();
    mCurves->setObjectName(QStringLiteral("generateTrainCurves"));
    mCurves->setAxisLabels(tr("training steps"), tr("loss"), tr("share"));

    connect(mTrainButton, &QPushButton::clicked, this, [this] { mTraining ? pause() : train(); });
    connect(resetButton, &QPushButton::clicked, this, &LanguageTrainingPanel::reset);
    connect(mTask, &QComboBox::activated, this, &LanguageTrainingPanel::reset);
}

LanguageTrainingPanel::~LanguageTrainingPanel() = default;

training::LanguageTaskKind LanguageTrainingPanel::task() const
{
    return training::LanguageTaskKind(mTask->currentData().toInt());
}

void LanguageTrainingPanel::train()
{
    if (!mTrainer || mShown.steps >= kStepsToTrain)
        reset();
    mTraining = true;
    mTrainButton->setText(tr("Pause"));
    mClock.start();
    if (!mJob->isRunning())
        runChunk();
}

void LanguageTrainingPanel::pause()
{
    if (mTraining)
        mSecondsBefore += mClock.elapsed() / 1000.0;
    mTraining = false;
    mTrainButton->setText(tr("Trai&n"));
}

void LanguageTrainingPanel::reset()
{
    mJob->cancel(); // a chunk still running trains the old model, which nobody shows any more
    mTrainer = std::make_shared<training::DecoderTrainer>(task(), kSeed);
    mSteps.clear();
    mLoss.clear();
    mMeasure.clear();
    mHeadScore.clear();
    mSecondsBefore = 0;
    mClock.start();
    // The untrained model's figures come from the worker like every later one's: evaluating it
    // (and, for grammar, sampling 200 sentences) held the window up to now.
    runChunk(0);
}

LanguageTrainingPanel::Snapshot LanguageTrainingPanel::snapshotOf(const training::DecoderTrainer &trainer)
{
    Snapshot snapshot{trainer.steps(), trainer.evaluate(), 0.0,
                      std::make_shared<const generation::DecoderModel>(trainer.decoder().model())};
    if (trainer.task().kind() == training::LanguageTaskKind::Grammar)
        snapshot.grammatical = training::grammaticalShare(*snapshot.model, trainer.task(), kGrammarTemperature, kGrammarSentences, kSeed);
    return snapshot;
}

bool LanguageTrainingPanel::isBusy() const
{
    return mJob->isRunning();
}

void LanguageTrainingPanel::runChunk(int steps)
{
    mJob->start([trainer = mTrainer, steps](const std::function<bool()> &stillWanted) {
        for (int i = 0; i < steps && stillWanted(); ++i)
            trainer->step();
        if (!stillWanted())
            return Snapshot{}; // dropped anyway: reset meanwhile
        return snapshotOf(*trainer);
    });
}

void LanguageTrainingPanel::show(const Snapshot &snapshot)
{
    if (!mTrainer)
        return;
    mShown = snapshot;
    const training::LanguageTaskKind kind = mTrainer->task().kind();
    const bool grammar = kind == training::LanguageTaskKind::Grammar;
    const double measure = grammar ? snapshot.grammatical : snapshot.evaluation.accuracy;
    const NamedHead head = probeHead(snapshot.evaluation, kind);
    mSteps.push_back(double(snapshot.steps));
    mLoss.push_back(snapshot.evaluation.loss);
    mMeasure.push_back(measure);
    mHeadScore.push_back(head.score);
    const QString measureName = grammar ? tr("grammatical sentences") : tr("copied letters");
    const QString headName = grammar ? tr("agreement head on the subject") : tr("induction head on its target");
    mCurves->setTitle(grammar ? tr("Training to write sentences, step %1").arg(snapshot.steps)
                              : tr("Training to copy a repeated run, step %1").arg(snapshot.steps));
    mCurves->clear();
    mCurves->addSeries(tr("loss"), mSteps, mLoss, QColor(0xD9, 0x4F, 0x00));
    mCurves->addSeries(measureName, mSteps, mMeasure, QColor(0x31, 0xA3, 0x54), false, LineChartView::Axis::Share);
    mCurves->addSeries(headName, mSteps, mHeadScore, QColor(0x08, 0x51, 0x9C), true, LineChartView::Axis::Share);
    mProgress->setValue(int(std::min(snapshot.steps, kStepsToTrain)));
    const QLocale locale;
    QString status = tr("Loss %1; %2: %3 %; layer %4 head %5 puts %6 % of its attention where theory says.")
                         .arg(locale.toString(snapshot.evaluation.loss, 'f', 3), measureName, locale.toString(100 * measure, 'f', 1))
                         .arg(head.layer + 1)
                         .arg(head.head + 1)
                         .arg(locale.toString(100 * head.score, 'f', 0));
    if (!grammar) // the circuit it actually learns may read further back than theory's
        status += QLatin1Char(' ') + tr("What the heads do: %1.").arg(inductionCircuitText(snapshot.evaluation));
    mStatus->setText(status);

    LanguageModelFile file;
    file.model = *snapshot.model;
    file.vocabulary = mTrainer->task().vocabulary();
    file.task = QString::fromLatin1(mTrainer->task().name());
    const double seconds = mSecondsBefore + (mTraining ? mClock.elapsed() / 1000.0 : 0.0);
    file.training = languageTrainingSummary(kind, snapshot.steps, seconds, snapshot.evaluation, snapshot.grammatical);
    emit modelTrained(file);
}

} // namespace attention
