#include "ui/views/TrainView.h"
#include "ui/formats/MessageText.h"

#include "ui/plots/HeatmapView.h"
#include "ui/plots/LineChartView.h"
#include "ui/views/TrainingPlots.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QElapsedTimer>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSlider>

#include "ui/document/BackgroundJob.h"

namespace attention {

TrainView::TrainView(QWidget *parent)
    : QWidget(parent), mJob(std::make_unique<LatestJob<Snapshot>>([this](Snapshot snapshot) {
          showSnapshot(snapshot);
          if (mUseWhenReady && isGoodEnough(snapshot)) {
              pause();
              emit useInLesson();
          } else if (mPlaying) {
              // At the slow end a redraw waits a moment, so a class can watch the alignment form:
              // ten single steps took 30 ms and the whole training under a second.
              const int speed = mSpeed->value();
              if (speed <= kPacedSpeeds && !mUseWhenReady)
                  mPace.start(kPaceMs * (kPacedSpeeds + 1 - speed) / kPacedSpeeds);
              else
                  runChunk();
          }
      }))
{
    auto *layout = new QHBoxLayout(this);
    auto *side = new QFormLayout;
    mTask = new QComboBox(this);
    mTask->setObjectName(QStringLiteral("trainTask"));
    // Short names that fit the box at 20 pt; the example is in each item's tooltip.
    const auto addTask = [this](const QString &name, const QString &example, training::TaskKind kind) {
        mTask->addItem(name, static_cast<int>(kind));
        mTask->setItemData(mTask->count() - 1, example, Qt::ToolTipRole);
    };
    addTask(tr("Reverse"), tr("Reverse a sequence: 3 1 4 \u2192 4 1 3"), training::TaskKind::Reverse);
    addTask(tr("Dates"), tr("Normalise dates: 3 March 2021 \u2192 2021-03-03"), training::TaskKind::Dates);
    addTask(tr("Translate words"), tr("Translate word by word, English \u2192 French, from the lexicon"), training::TaskKind::Translate);
    addTask(tr("Translate phrases"), tr("Translate phrases, the adjective moves: the red cars \u2192 les voitures rouges"),
            training::TaskKind::Phrases);
    mTask->setToolTip(tr("A task whose true alignment is known, so we can score how well attention finds it."));
    mScore = new QComboBox(this);
    mScore->setObjectName(QStringLiteral("trainScore"));
    for (ScoreFunction f : {ScoreFunction::ScaledDot, ScoreFunction::Dot, ScoreFunction::General, ScoreFunction::Additive}) {
        mScore->addItem(translatedName(scoreFunctionName(f)), static_cast<int>(f));
    }
    mScore->setToolTip(tr("The score function the model learns with."));
    mRate = new QDoubleSpinBox(this);
    mRate->setObjectName(QStringLiteral("trainRate"));
    mRate->setDecimals(4);
    mRate->setRange(0.0001, 0.1);
    mRate->setSingleStep(0.001);
    mRate->setValue(0.01);
    mRate->setToolTip(tr("How big a step Adam takes: too small learns slowly, too large jumps about."));
    mSpeed = new QSlider(Qt::Horizontal, this);
    mSpeed->setObjectName(QStringLiteral("trainSpeed"));
    mSpeed->setRange(1, 100);
    mSpeed->setValue(3); // slow enough to watch the diagonal form
    mSpeed->setToolTip(tr("Training steps between two redraws: slow it down to watch the alignment form."));
    mPlayButton = new QPushButton(tr("Train"), this);
    mPlayButton->setObjectName(QStringLiteral("trainPlay"));
    auto *stepButton = new QPushButton(tr("One step"), this);
    stepButton->setObjectName(QStringLiteral("trainStep"));
    stepButton->setToolTip(tr("Train a single step (one batch, one update of every weight) and show it."));
    mReplay = new QSlider(Qt::Horizontal, this);
    mReplay->setObjectName(QStringLiteral("trainReplay"));
    mReplay->setRange(0, 0);
    mReplay->setToolTip(tr("Replay: the attention as it was at each redraw of this training."));
    auto *resetButton = new QPushButton(tr("Reset"), this);
    resetButton->setObjectName(QStringLiteral("trainReset"));
    auto *useButton = new QPushButton(tr("Use in the lesson"), this);
    useButton->setObjectName(QStringLiteral("trainUse"));
    useButton->setToolTip(tr("The lesson keeps the trained weights (and saves them in its file): type a new source and "
                             "every tab shows what the trained model does with it."));
    for (QComboBox *combo : {mTask, mScore}) {
        combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        combo->setMinimumContentsLength(10); // the Train tab fits 1024 pixels at 20 pt
    }
    mStatus = new QLabel(this);
    mStatus->setObjectName(QStringLiteral("trainStatus"));
    mStatus->setWordWrap(true);
    side->addRow(tr("Task"), mTask);
    side->addRow(tr("Score"), mScore);
    side->addRow(tr("Learning rate"), mRate);
    side->addRow(tr("Speed"), mSpeed);
    auto *playRow = new QHBoxLayout;
    playRow->addWidget(mPlayButton);
    playRow->addWidget(stepButton);
    side->addRow(playRow);
    side->addRow(tr("Replay"), mReplay);
    side->addRow(resetButton);
    side->addRow(useButton);
    side->addRow(mStatus);
    mSide = new QWidget(this);
    mSide->setLayout(side);
    mSide->setSizePolicy(QSizePolicy::Maximum, QSizePolicy::Preferred); // the plots take the rest
    layout->addWidget(mSide);
    mPlots = new TrainingPlots(this);
    layout->addWidget(mPlots, 1);

    connect(mPlayButton, &QPushButton::clicked, this, [this] { mPlaying ? pause() : play(); });
    connect(stepButton, &QPushButton::clicked, this, &TrainView::stepOnce);
    connect(mReplay, &QSlider::valueChanged, this, [this](int index) {
        if (index >= 0 && index + 1 < int(mHistoryAttention.size()))
            drawAttention(long(mHistory.steps[std::size_t(index)]), mHistoryAttention[std::size_t(index)]);
        else if (!mHistoryAttention.empty())
            drawAttention(mShown.steps, mShown.attention);
    });
    mPace.setSingleShot(true);
    connect(&mPace, &QTimer::timeout, this, [this] {
        if (mPlaying)
            runChunk();
    });
    connect(resetButton, &QPushButton::clicked, this, &TrainView::reset);
    connect(useButton, &QPushButton::clicked, this, [this] {
        if (!mTrainer)
            rebuild();
        emit useInLesson();
    });
    connect(mTask, qOverload<int>(&QComboBox::activated), this, [this] {
        // A task that needs another score than the default starts on it (it can still be switched).
        const ScoreFunction preferred = training::Task::preferredScore(static_cast<training::TaskKind>(mTask->currentData().toInt()));
        if (preferred != training::ModelShape().score)
            mScore->setCurrentIndex(mScore->findData(static_cast<int>(preferred)));
        reset();
    });
    connect(mScore, qOverload<int>(&QComboBox::activated), this, &TrainView::reset);
    // The model is built when the tab is first shown: most lessons never train, and building it
    // (with a first evaluation of 200 examples) doubled the window's start-up time.
}

void TrainView::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    // About 28 characters: at 20 pt the controls' own width took half a 1024-pixel screen.
    if (event->type() == QEvent::FontChange)
        mSide->setMaximumWidth(std::max(mSide->minimumSizeHint().width(), fontMetrics().averageCharWidth() * 28));
}

void TrainView::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (!mTrainer)
        rebuild();
}

TrainView::~TrainView() = default;

bool TrainView::isBusy() const
{
    return mJob->isRunning();
}

void TrainView::play()
{
    if (!mTrainer)
        rebuild();
    mPlaying = true;
    mPlayButton->setText(tr("Pause"));
    if (!mJob->isRunning())
        runChunk();
}

void TrainView::trainAndUse(training::TaskKind task)
{
    mTask->setCurrentIndex(mTask->findData(static_cast<int>(task)));
    mScore->setCurrentIndex(mScore->findData(static_cast<int>(training::Task::preferredScore(task))));
    mSpeed->setValue(std::max(mSpeed->value(), kStepsPerChunkToUse));
    rebuild();
    mUseWhenReady = true;
    play();
}

bool TrainView::isGoodEnough(const Snapshot &snapshot)
{
    return snapshot.evaluation.alignmentAccuracy >= kGoodEnough || snapshot.steps >= kMostStepsToUse;
}

void TrainView::pause()
{
    mUseWhenReady = false;
    mPlaying = false;
    mPace.stop();
    mPlayButton->setText(tr("Train"));
}

void TrainView::reset()
{
    mUseWhenReady = false;
    rebuild();
    if (mPlaying)
        runChunk();
}

void TrainView::rebuild()
{
    mJob->cancel(); // a chunk still running trains the old model, which nobody shows any more
    training::ModelShape shape;
    shape.score = static_cast<ScoreFunction>(mScore->currentData().toInt());
    mTrainer = std::make_shared<training::Trainer>(static_cast<training::TaskKind>(mTask->currentData().toInt()), shape, 7);
    mTrainer->learningRate = mRate->value();
    mHistoryAttention.clear();
    mHistory = {};
    const training::Evaluation evaluation = mTrainer->evaluate();
    showSnapshot({0, evaluation, mTrainer->attentionOn(mTrainer->showcase()),
                  std::make_shared<const training::TrainedModel>(mTrainer->trainedModel(evaluation))});
}

void TrainView::stepOnce()
{
    if (!mTrainer)
        rebuild();
    if (mPlaying)
        pause();
    if (!mJob->isRunning())
        runChunk(1);
}

void TrainView::runChunk(int steps)
{
    const int stepsPerChunk = steps > 0 ? steps : mSpeed->value();
    const double learningRate = mRate->value();
    mJob->start([trainer = mTrainer, stepsPerChunk, learningRate](const std::function<bool()> &stillWanted) {
        trainer->learningRate = learningRate; // only this chunk touches the trainer now
        for (int i = 0; i < stepsPerChunk && stillWanted(); ++i)
            trainer->step();
        if (!stillWanted())
            return Snapshot{}; // dropped anyway: the view was reset meanwhile
        const training::Evaluation evaluation = trainer->evaluate();
        return Snapshot{trainer->steps(), evaluation, trainer->attentionOn(trainer->showcase()),
                        std::make_shared<const training::TrainedModel>(trainer->trainedModel(evaluation))};
    });
}

void TrainView::drawAttention(long steps, const training::MatrixD &attention)
{
    mPlots->showAttention(heldOutAttention(mTrainer->task(), mTrainer->showcase(), steps, attention));
}

void TrainView::showSnapshot(const Snapshot &snapshot)
{
    if (!mTrainer)
        return;
    mShown = snapshot;
    // Every redraw is kept for the replay (a few hundred small matrices).
    mHistoryAttention.push_back(snapshot.attention);
    {
        const QSignalBlocker blocker(mReplay);
        mReplay->setRange(0, int(mHistoryAttention.size()) - 1);
        mReplay->setValue(mReplay->maximum());
    }
    drawAttention(snapshot.steps, snapshot.attention);
    mHistory.add(snapshot.steps, snapshot.evaluation);
    mPlots->showHistory(mHistory);
    QString status = tr("Step %1. Loss %2. Right tokens: %3\u00A0%. Attention on the true source: %4\u00A0%.")
                         .arg(snapshot.steps)
                         .arg(snapshot.evaluation.loss, 0, 'f', 4)
                         .arg(100 * snapshot.evaluation.tokenAccuracy, 0, 'f', 1)
                         .arg(100 * snapshot.evaluation.alignmentAccuracy, 0, 'f', 1);
    if (mUseWhenReady)
        status += QLatin1Char(' ')
                  + tr("Training until attention finds the true source for %1\u00A0% of the words; "
                       "then the lesson uses this model.")
                        .arg(100 * kGoodEnough, 0, 'f', 0);
    mStatus->setText(status);
}

HeatmapView *TrainView::heatmap() const
{
    return mPlots->heatmap();
}

LineChartView *TrainView::curves() const
{
    return mPlots->curves();
}

QString TrainView::shownTitle() const
{
    return heatmap()->title();
}

QString TrainView::showcaseSource() const
{
    return mTrainer ? QString::fromStdString(mTrainer->task().sentence(mTrainer->showcase().source)) : QString();
}

} // namespace attention
