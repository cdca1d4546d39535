#include "ui/views/LanguageTrainingPanel.h"

#include "ui/document/LanguageTrainingRun.h"
#include "ui/plots/LineChartView.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>

namespace attention {

LanguageTrainingPanel::LanguageTrainingPanel(LanguageTrainingRun &run, QWidget *parent) : QWidget(parent), mRun(run)
{
    mTask = new QComboBox(this);
    mTask->setObjectName(QStringLiteral("generateTrainTask"));
    mTask->addItem(tr("Induction"), int(training::LanguageTaskKind::Induction));
    mTask->addItem(tr("Grammar"), int(training::LanguageTaskKind::Grammar));
    mTask->setCurrentIndex(mTask->findData(int(run.task())));
    mTask->setToolTip(tr("What the new model learns: to continue a repeated run of letters, or to write sentences "
                         "whose verb agrees with its subject."));
    mTask->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon); // fits a projector at 20 pt
    mTask->setMinimumContentsLength(12);
    mTrainButton = new QPushButton(this);
    mTrainButton->setObjectName(QStringLiteral("generateTrain"));
    mTrainButton->setToolTip(tr("Train a new model here, in the background: the maps show its heads as they learn."));
    auto *resetButton = new QPushButton(tr("Reset"), this);
    resetButton->setObjectName(QStringLiteral("generateTrainReset"));
    resetButton->setToolTip(tr("Back to an untrained model of the chosen task."));
    mProgress = new QProgressBar(this);
    mProgress->setObjectName(QStringLiteral("generateTrainProgress"));
    mProgress->setRange(0, int(LanguageTrainingRun::kStepsToTrain));
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

    connect(mTrainButton, &QPushButton::clicked, this, [this] { mRun.isTraining() ? mRun.pause() : mRun.train(); });
    connect(resetButton, &QPushButton::clicked, &mRun, &LanguageTrainingRun::reset);
    connect(mTask, &QComboBox::activated, this, [this] { mRun.setTask(training::LanguageTaskKind(mTask->currentData().toInt())); });
    connect(&mRun, &LanguageTrainingRun::trainingChanged, this, &LanguageTrainingPanel::showTraining);
    connect(&mRun, &LanguageTrainingRun::progressed, this, &LanguageTrainingPanel::showProgress);
    showTraining(mRun.isTraining());
    if (!mRun.isEmpty()) // a window drawn anew shows the run as it is
        showProgress();
}

void LanguageTrainingPanel::showTraining(bool training)
{
    mTrainButton->setText(training ? tr("Pause") : tr("Trai&n"));
}

void LanguageTrainingPanel::showProgress()
{
    const LanguageTrainingRun::Progress &progress = mRun.shown();
    const LanguageTrainingRun::Curves &curves = mRun.curves();
    const training::LanguageTaskKind kind = mRun.task();
    const bool grammar = kind == training::LanguageTaskKind::Grammar;
    const double measure = progress.measure(kind);
    const NamedHead head = probeHead(progress.evaluation, kind);
    const QString measureName = grammar ? tr("grammatical sentences") : tr("copied letters");
    const QString headName = grammar ? tr("agreement head on the subject") : tr("induction head on its target");
    mCurves->setTitle(grammar ? tr("Training to write sentences, step %1").arg(progress.steps)
                              : tr("Training to copy a repeated run, step %1").arg(progress.steps));
    mCurves->clear();
    mCurves->addSeries(tr("loss"), curves.steps, curves.loss, QColor(0xD9, 0x4F, 0x00));
    mCurves->addSeries(measureName, curves.steps, curves.measure, QColor(0x31, 0xA3, 0x54), false, LineChartView::Axis::Share);
    mCurves->addSeries(headName, curves.steps, curves.headScore, QColor(0x08, 0x51, 0x9C), true, LineChartView::Axis::Share);
    mProgress->setValue(int(std::min(progress.steps, LanguageTrainingRun::kStepsToTrain)));
    const QLocale locale;
    QString status = tr("Loss %1; %2: %3 %; layer %4 head %5 puts %6 % of its attention where theory says.")
                         .arg(locale.toString(progress.evaluation.loss, 'f', 3), measureName, locale.toString(100 * measure, 'f', 1))
                         .arg(head.layer + 1)
                         .arg(head.head + 1)
                         .arg(locale.toString(100 * head.score, 'f', 0));
    if (!grammar) // the circuit it actually learns may read further back than theory's
        status += QLatin1Char(' ') + tr("What the heads do: %1.").arg(inductionCircuitText(progress.evaluation));
    mStatus->setText(status);
}

} // namespace attention
