#include "ui/teach/ScalingPanel.h"
#include "ui/formats/MessageText.h"
#include "ui/plots/LineChartView.h"

#include <QGridLayout>
#include <QLabel>

#include "ui/document/BackgroundJob.h"

#include <cmath>

namespace attention {

namespace {
const QColor kUnscaled(0xD9, 0x4F, 0x00);
const QColor kScaled(0x08, 0x51, 0x9C);
const QColor kTheory(0x96, 0x96, 0x96);
} // namespace

ScalingPanel::ScalingPanel(QWidget *parent)
    : TeachingPanel(parent),
      mJob(std::make_unique<LatestJob<Outcome<std::vector<ScalingPoint>>>>([this](Outcome<std::vector<ScalingPoint>> points) {
          if (points) {
              mHaveStudy = true;
              show(*points, mCurrentDk);
          } else {
              mNote->setText(messageText(points.problem()));
          }
      }))
{
    auto *layout = new QGridLayout(this);
    mNote = new QLabel(tr("Why divide by \u221A"
                          "d_k? The same sentences at growing d_k: the raw dot products spread out, "
                          "so without scaling the softmax collapses to one key (entropy falls to 0, the largest weight "
                          "rises to 1). Dividing by \u221A"
                          "d_k keeps them comparable. Measured on the lesson's sentences with random "
                          "queries and keys, as an untrained network has them (the case the scaling is for), averaged over "
                          "4 draws."),
                       this);
    mNote->setWordWrap(true);
    mVariance = new LineChartView(this);
    mVariance->setObjectName(QStringLiteral("scalingVariance"));
    mEntropy = new LineChartView(this);
    mEntropy->setObjectName(QStringLiteral("scalingEntropy"));
    mMaxWeight = new LineChartView(this);
    mMaxWeight->setObjectName(QStringLiteral("scalingMaxWeight"));
    mVariance->setTitle(tr("Variance of q\u00B7k"));
    // In a tooltip, not in the note above: a longer note, wrapped in German, made the panel's
    // scroll area add and drop its scroll bar without end.
    mVariance->setToolTip(tr("Divided by \u221A"
                             "d_k, the variance stays flat. With q and k of unit variance, q\u00B7k has variance d_k "
                             "(the grey line); the embeddings plus the positional encoding spread them more, so the "
                             "measured line lies above it."));
    mEntropy->setTitle(tr("Softmax entropy (nats)"));
    mMaxWeight->setTitle(tr("Largest weight of a row"));
    for (LineChartView *chart : {mVariance, mEntropy, mMaxWeight}) {
        chart->setAxisLabels(tr("d_k"), QString());
        chart->setLogarithmic(true, chart == mVariance);
    }
    layout->addWidget(mNote, 0, 0, 1, 3);
    layout->addWidget(mVariance, 1, 0);
    layout->addWidget(mEntropy, 1, 1);
    layout->addWidget(mMaxWeight, 1, 2);
    layout->setRowStretch(1, 1);
}

ScalingPanel::~ScalingPanel() = default;

bool ScalingPanel::isComputing() const
{
    return mJob->isRunning();
}

void ScalingPanel::showResult(const LessonState &state, std::shared_ptr<const AttentionResult> result)
{
    const AttentionConfig &c = state.lesson.config;
    mCurrentDk = c.score == ScoreFunction::MultiHead ? c.dModel / std::max(c.heads, 1) : c.dModel;
    // The study depends on the sentences and the embedding settings, not on d_model or the score.
    Lesson lesson = state.lesson;
    lesson.model.reset(); // the study varies d_k, a setting a trained model does not have
    Lesson key = lesson;
    key.config.dModel = 0;
    key.config.score = ScoreFunction::Dot;
    key.config.temperature = 1;
    key.config.heads = 1;
    if (key == mStudied && (mHaveStudy || mJob->isRunning())) { // the same study: only the marker moves
        if (mHaveStudy)
            for (LineChartView *chart : {mVariance, mEntropy, mMaxWeight})
                chart->setMarker(mCurrentDk, tr("now: %1").arg(mCurrentDk));
        return;
    }
    if (!result)
        return;
    mStudied = key;
    mHaveStudy = false;
    mJob->start(
        [lesson](const std::function<bool()> &stillWanted) { return scalingStudy(lesson, defaultScalingDimensions(), 4, stillWanted); });
}

void ScalingPanel::show(const std::vector<ScalingPoint> &points, int currentDk)
{
    std::vector<double> dk, variance, scaledVariance, hu, hs, mu, ms;
    for (const ScalingPoint &p : points) {
        dk.push_back(p.dk);
        variance.push_back(std::max(p.rawVariance, 1e-6));
        scaledVariance.push_back(std::max(p.rawVariance / p.dk, 1e-6)); // Var(q·k / √d_k) = Var(q·k) / d_k
        hu.push_back(p.entropyUnscaled);
        hs.push_back(p.entropyScaled);
        mu.push_back(p.maxWeightUnscaled);
        ms.push_back(p.maxWeightScaled);
    }
    for (LineChartView *chart : {mVariance, mEntropy, mMaxWeight})
        chart->clear();
    mVariance->addSeries(tr("q\u00B7k"), dk, variance, kUnscaled);
    mVariance->addSeries(tr("q\u00B7k / \u221A"
                            "d_k"),
                         dk, scaledVariance, kScaled, true);
    // Theory's line: q and k of unit variance give q·k the variance d_k. The lesson's embeddings
    // plus the positional encoding have more, so the measured line lies above it (about twice, at
    // d_k 64: a class asked why it read 130, not 64).
    mVariance->addSeries(tr("d_k (unit-variance q and k)"), dk, dk, kTheory);
    mEntropy->addSeries(tr("without scaling"), dk, hu, kUnscaled);
    mEntropy->addSeries(tr("scaled by \u221A"
                           "d_k"),
                        dk, hs, kScaled, true);
    mMaxWeight->addSeries(tr("without scaling"), dk, mu, kUnscaled);
    mMaxWeight->addSeries(tr("scaled by \u221A"
                             "d_k"),
                          dk, ms, kScaled, true);
    for (LineChartView *chart : {mVariance, mEntropy, mMaxWeight})
        chart->setMarker(currentDk, tr("now: %1").arg(currentDk));
    emit studyShown();
}

} // namespace attention
