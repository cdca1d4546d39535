#include "ui/teach/CostPanel.h"
#include "core/pipeline/AttentionPipeline.h"
#include "core/pipeline/ComputeCache.h"
#include "core/teaching/AttentionCost.h"
#include "ui/plots/LineChartView.h"

#include <QElapsedTimer>
#include <QLabel>
#include <QLocale>
#include <QVBoxLayout>

#include <cmath>

#include "ui/document/BackgroundJob.h"

namespace attention {

namespace {

QString bytes(double value)
{
    return QLocale().formattedDataSize(static_cast<qint64>(value));
}
/** Whole counts with the locale's grouping ("122,880"): 'g' wrote 1.229e+05 for a class to decode. */
QString count(double value)
{
    return QLocale().toString(qint64(std::llround(value)));
}

std::string words(const char *stem, int n)
{
    std::string out;
    for (int i = 0; i < n; ++i)
        out += stem + std::to_string(i % 997) + ' ';
    return out;
}

/** Times the lesson's configuration at 16, 32, 64, ... tokens: the median of three runs, with
 *  weights and embeddings cached as the window has them. Stops early once no longer wanted. */
std::vector<std::pair<int, double>> measureLengths(Lesson lesson, const std::function<bool()> &stillWanted)
{
    lesson.model.reset(); // the cost of the lesson's settings at growing lengths
    std::vector<std::pair<int, double>> points;
    ComputeCache cache;
    for (int n = 16; n <= 2048 && stillWanted(); n *= 2) {
        lesson.source = words("s", n);
        lesson.target = words("t", n);
        lesson.config.maxTokens = n;
        lesson.config.padKeysTo = 0;
        if (!computeAttention(lesson, &cache)) // warms the cache
            break;
        std::vector<double> runs;
        for (int run = 0; run < 3; ++run) {
            QElapsedTimer timer;
            timer.start();
            const auto timed = computeAttention(lesson, &cache); // freed after the time is taken
            runs.push_back(timer.nsecsElapsed() / 1e6);
        }
        std::sort(runs.begin(), runs.end());
        points.emplace_back(n, runs[1]);
        if (runs[1] > 400)
            break; // enough to see the curve; the next would take four times as long
    }
    return points;
}

} // namespace

CostPanel::CostPanel(QWidget *parent)
    : TeachingPanel(parent),
      mJob(std::make_unique<LatestJob<std::vector<std::pair<int, double>>>>(
          [this](std::vector<std::pair<int, double>> points) { showTiming(points); }))
{
    auto *layout = new QVBoxLayout(this);
    mSummary = new QLabel(this);
    mSummary->setObjectName(QStringLiteral("costSummary"));
    mSummary->setWordWrap(true);
    mSummary->setTextFormat(Qt::RichText);
    mTiming = new LineChartView(this);
    mTiming->setObjectName(QStringLiteral("costTiming"));
    mTiming->setTitle(tr("Measured time of the whole computation against sequence length"));
    mTiming->setAxisLabels(tr("tokens in each sentence"), tr("milliseconds"));
    mTiming->setLogarithmic(true, true);
    layout->addWidget(mSummary);
    layout->addWidget(mTiming, 1);
}

CostPanel::~CostPanel() = default;

bool CostPanel::isComputing() const
{
    return mJob->isRunning();
}

void CostPanel::showTiming(const std::vector<std::pair<int, double>> &points)
{
    std::vector<double> ns, ms, quadratic;
    for (const auto &[n, time] : points) {
        ns.push_back(n);
        ms.push_back(std::max(time, 1e-3));
    }
    if (!points.empty()) {
        const double first = ms.back() / (ns.back() * ns.back()); // anchored where the square dominates
        for (double n : ns)
            quadratic.push_back(first * n * n);
    }
    mTiming->clear();
    mTiming->addSeries(tr("measured"), ns, ms, QColor(0x08, 0x51, 0x9C));
    mTiming->addSeries(tr("\u221D n\u00B2 (quadratic)"), ns, quadratic, QColor(0xD9, 0x4F, 0x00), true);
    mHaveMeasure = true;
}

void CostPanel::showResult(const LessonState &state, std::shared_ptr<const AttentionResult> result)
{
    if (!result)
        return;
    const AttentionConfig &c = state.lesson.config;
    const AttentionCost cost = attentionCost(c, result->queryCount(), result->keyCount());
    const AttentionCost twice = attentionCost(c, 2 * result->queryCount(), 2 * result->keyCount());
    mSummary->setText(tr("<p><b>Now</b>: %1 queries \u00D7 %2 keys, d_model %3%4.</p>"
                         "<p>Scores: %5 multiply-adds; context: %6; projections: %7; softmax: %8 exponentials.<br>"
                         "Memory for the scores and the weights: %9 + %10.</p>"
                         "<p><b>Twice as many tokens</b> would need %11 + %12: four times as much. Attention compares "
                         "every query with every key, so its cost grows with the square of the length.</p>")
                          .arg(result->queryCount())
                          .arg(result->keyCount())
                          .arg(c.dModel)
                          .arg(c.score == ScoreFunction::MultiHead ? tr(", %1 heads").arg(c.heads) : QString())
                          .arg(count(cost.scoreMultiplyAdds), count(cost.contextMultiplyAdds), count(cost.projectionMultiplyAdds),
                               count(cost.exponentials))
                          .arg(bytes(cost.scoreBytes), bytes(cost.weightBytes), bytes(twice.scoreBytes), bytes(twice.weightBytes)));
    Lesson key = state.lesson;
    key.source.clear();
    key.target.clear();
    if (key == mMeasured && (mHaveMeasure || mJob->isRunning()))
        return; // the same settings: the curve on show (or on its way) is theirs
    mMeasured = key;
    mHaveMeasure = false;
    mJob->start([lesson = state.lesson](const std::function<bool()> &stillWanted) { return measureLengths(lesson, stillWanted); });
}

QString CostPanel::summary() const
{
    return mSummary->text();
}

} // namespace attention
