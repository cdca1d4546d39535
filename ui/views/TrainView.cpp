#include "ui/views/TrainView.h"

#include "ui/document/TrainingRun.h"
#include "ui/formats/MessageText.h"

#include "ui/plots/HeatmapView.h"
#include "ui/plots/LineChartView.h"
#include "ui/views/TrainingPlots.h"
#include "ui/widgets/ElidingComboBox.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QElapsedTimer>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSlider>

namespace attention {

TrainView::TrainView(TrainingRun *run, QWidget *parent) : QWidget(parent), mRun(run ? run : new TrainingRun(this))
{
    auto *layout = new QHBoxLayout(this);
    auto *side = new QFormLayout;
    mTask = new ElidingComboBox(this);
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
    mScore = new ElidingComboBox(this);
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
    mRate->setToolTip(tr("How big a step Adam takes: too small learns slowly, too large jumps about."));
    mSpeed = new QSlider(Qt::Horizontal, this);
    mSpeed->setObjectName(QStringLiteral("trainSpeed"));
    mSpeed->setRange(1, 100);
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
        combo->setMinimumContentsLength(6); // the Train tab fits 1024 pixels at 20 pt; longer items end in "…"
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

    showSettings(); // a window drawn anew shows the run as it is
    connect(mPlayButton, &QPushButton::clicked, mRun, [this] { mRun->isPlaying() ? mRun->pause() : mRun->play(); });
    connect(stepButton, &QPushButton::clicked, mRun, &TrainingRun::stepOnce);
    connect(mReplay, &QSlider::valueChanged, this, [this](int index) {
        const std::vector<training::MatrixD> &attention = mRun->historyAttention();
        if (index >= 0 && index + 1 < int(attention.size()))
            drawAttention(long(mRun->history().steps[std::size_t(index)]), attention[std::size_t(index)]);
        else if (!attention.empty())
            drawAttention(mRun->steps(), mRun->shown().attention);
    });
    connect(resetButton, &QPushButton::clicked, mRun, &TrainingRun::reset);
    connect(useButton, &QPushButton::clicked, this, [this] {
        mRun->ensureModel();
        emit useInLesson();
    });
    connect(mTask, qOverload<int>(&QComboBox::activated), this, [this] {
        // A task that needs another score than the default starts on it (it can still be switched).
        const auto task = static_cast<training::TaskKind>(mTask->currentData().toInt());
        const ScoreFunction preferred = training::Task::preferredScore(task);
        if (preferred != training::ModelShape().score)
            mScore->setCurrentIndex(mScore->findData(static_cast<int>(preferred)));
        mRun->setTask(task, static_cast<ScoreFunction>(mScore->currentData().toInt()));
    });
    connect(mScore, qOverload<int>(&QComboBox::activated), this,
            [this] { mRun->setTask(mRun->task(), static_cast<ScoreFunction>(mScore->currentData().toInt())); });
    connect(mRate, &QDoubleSpinBox::valueChanged, mRun, &TrainingRun::setLearningRate);
    connect(mSpeed, &QSlider::valueChanged, mRun, &TrainingRun::setSpeed);
    connect(mRun, &TrainingRun::progressed, this, &TrainView::showProgress);
    connect(mRun, &TrainingRun::playingChanged, this, [this](bool playing) {
        mPlayButton->setText(playing ? tr("Pause") : tr("Train"));
        showSettings(); // trainAndUse() chose the task, the score and the speed
    });
    connect(mRun, &TrainingRun::readyToUse, this, &TrainView::useInLesson);
    // The model is built when the tab is first shown: most lessons never train, and building it
    // (with a first evaluation of 200 examples) doubled the window's start-up time.
    if (!mRun->isEmpty())
        showProgress();
}

void TrainView::showSettings()
{
    mTask->setCurrentIndex(mTask->findData(static_cast<int>(mRun->task())));
    mScore->setCurrentIndex(mScore->findData(static_cast<int>(mRun->score())));
    mRate->setValue(mRun->learningRate());
    mSpeed->setValue(mRun->speed());
    mPlayButton->setText(mRun->isPlaying() ? tr("Pause") : tr("Train"));
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
    mRun->ensureModel();
}

TrainView::~TrainView() = default;

void TrainView::drawAttention(long steps, const training::MatrixD &attention)
{
    mPlots->showAttention(heldOutAttention(mRun->trainer()->task(), mRun->trainer()->showcase(), steps, attention));
}

void TrainView::showProgress()
{
    const TrainingRun::Snapshot &snapshot = mRun->shown();
    {
        const QSignalBlocker blocker(mReplay);
        mReplay->setRange(0, int(mRun->historyAttention().size()) - 1);
        mReplay->setValue(mReplay->maximum());
    }
    drawAttention(snapshot.steps, snapshot.attention);
    mPlots->showHistory(mRun->history());
    QString status = tr("Step %1. Loss %2. Right tokens: %3\u00A0%. Attention on the true source: %4\u00A0%.")
                         .arg(snapshot.steps)
                         .arg(snapshot.evaluation.loss, 0, 'f', 4)
                         .arg(100 * snapshot.evaluation.tokenAccuracy, 0, 'f', 1)
                         .arg(100 * snapshot.evaluation.alignmentAccuracy, 0, 'f', 1);
    if (mRun->isTrainingToUse())
        status += QLatin1Char(' ')
                  + tr("Training until attention finds the true source for %1\u00A0% of the words; "
                       "then the lesson uses this model.")
                        .arg(100 * TrainingRun::kGoodEnough, 0, 'f', 0);
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

std::shared_ptr<const training::TrainedModel> TrainView::trainedModel() const
{
    return mRun->shown().model;
}

QString TrainView::showcaseSource() const
{
    const training::Trainer *trainer = mRun->trainer();
    return trainer ? QString::fromStdString(trainer->task().sentence(trainer->showcase().source)) : QString();
}

} // namespace attention
