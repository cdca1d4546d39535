#include "ui/teach/explain/ExplainMeasuresPage.h"

#include "core/explain/Agreement.h"
#include "core/explain/GradientTimesInput.h"
#include "core/explain/LeaveOneOut.h"
#include "core/explain/ValueNorm.h"
#include "core/pipeline/RowSummaries.h"
#include "ui/formats/MessageText.h"
#include "ui/plots/HeatmapView.h"
#include "ui/plots/LineChartView.h"
#include "ui/teach/explain/ExplainMaps.h"
#include "ui/views/ResultPresentation.h"

#include <QGridLayout>
#include <QLabel>
#include <QLocale>
#include <QVBoxLayout>

namespace attention {

namespace {

// A disagreement is shown where the weights' square is: their key preferred by the margin the
// squares use, not a tie of 0.17 against 0.17.
constexpr double kShownWeightGap = kVisibleWeightMargin;

} // namespace

ExplainMeasuresPage::ExplainMeasuresPage(QWidget *parent) : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *note = new QLabel(tr("Weights say where a query looks, not what changes its output. Beside them, measures of what "
                               "does; where the squares move, the weights mislead."),
                            this);
    note->setToolTip(tr("\u03B1 \u00D7 \u2016v\u2016: each weight times the size of the value it mixes in (Kobayashi et al. "
                        "2020). Key left out: how far the context moves without the key. Gradient \u00D7 input (trained "
                        "models): how much the written token's probability depends on each input."));
    note->setWordWrap(true);
    mWeights = new HeatmapView(this);
    mWeights->setObjectName(QStringLiteral("explainWeights"));
    mValueNorms = new HeatmapView(this);
    mValueNorms->setObjectName(QStringLiteral("explainValueNorms"));
    mLeftOut = new HeatmapView(this);
    mLeftOut->setObjectName(QStringLiteral("explainLeaveOneOut"));
    mGradient = new HeatmapView(this);
    mGradient->setObjectName(QStringLiteral("explainGradient"));
    mGradient->hide();
    auto *maps = new QGridLayout;
    int column = 0;
    for (HeatmapView *map : {mWeights, mValueNorms, mLeftOut, mGradient}) {
        map->setCompact(true);
        maps->addWidget(map, 0, column++);
    }
    mAgreement = new LineChartView(this);
    mAgreement->setObjectName(QStringLiteral("explainAgreement"));
    mAgreement->setTitle(tr("Rank agreement with the weights, row by row"));
    mAgreement->setAxisLabels(tr("query (row)"), tr("Spearman"));
    mSummary = explanationSummary(this, QStringLiteral("explainSummary"));
    layout->addWidget(note);
    layout->addLayout(maps, 3);
    layout->addWidget(mAgreement, 1);
    layout->addWidget(mSummary);
}

QString ExplainMeasuresPage::summary() const
{
    return mSummary->text();
}

void ExplainMeasuresPage::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    // Below about 26 lines of text (20 pt on a 1280x800 projector) the chart left the maps 80 px
    // high and pushed the summary out of sight; the summary gives its means.
    mAgreement->setVisible(height() >= 26 * fontMetrics().lineSpacing());
}

void ExplainMeasuresPage::showResult(const LessonState &state, const AttentionResult &r)
{
    const auto norms = valueWeightedNorms(r);
    const auto leftOut = leaveOneOut(r);
    if (!norms || !leftOut) {
        mSummary->setText(messageText(norms ? leftOut.problem() : norms.problem()).toHtmlEscaped());
        return;
    }
    // A trained model can be differentiated: gradient x input follows every path to the output.
    std::optional<Matrix> gradient;
    if (const auto trained = training::trainedModelOf(state.lesson); trained && r.origin.empty())
        if (auto g = gradientTimesInput(*trained, state.lesson.source); g && g->rows() == r.queryCount() && g->cols() == r.keyCount())
            gradient = std::move(*g);
    const MapLabels labels = queryKeyLabels(r);
    // Short titles: three maps side by side at 20 pt wrapped longer ones onto three lines.
    showExplanationMap(*mWeights, r.weights, r.mask, labels, state.colorMap, tr("Weights \u03B1"));
    showExplanationMap(*mValueNorms, *norms, r.mask, labels, state.colorMap, tr("\u03B1 \u00D7 \u2016v\u2016"));
    showExplanationMap(*mLeftOut, *leftOut, r.mask, labels, state.colorMap, tr("Key left out"));
    mGradient->setVisible(gradient.has_value());
    if (gradient)
        showExplanationMap(*mGradient, *gradient, r.mask, labels, state.colorMap, tr("Gradient \u00D7 input"));

    // Each measure's agreement with the weights, row by row, drawn; their means in the summary.
    const std::vector<double> valueNormAgreement = rowRankCorrelations(r.weights, *norms, r.mask),
                              leftOutAgreement = rowRankCorrelations(r.weights, *leftOut, r.mask),
                              gradientAgreement = gradient ? rowRankCorrelations(r.weights, *gradient, r.mask) : std::vector<double>();
    std::vector<double> rows(valueNormAgreement.size());
    for (std::size_t i = 0; i < rows.size(); ++i)
        rows[i] = double(i + 1);
    mAgreement->clear();
    mAgreement->addSeries(tr("\u03B1 \u00D7 \u2016v\u2016"), rows, valueNormAgreement, QColor(0x31, 0x82, 0xBD));
    mAgreement->addSeries(tr("key left out"), rows, leftOutAgreement, QColor(0xE6, 0x55, 0x0D), true);
    if (gradient)
        mAgreement->addSeries(tr("gradient \u00D7 input"), rows, gradientAgreement, QColor(0x31, 0xA3, 0x54));
    mAgreement->rescale();

    const QLocale locale;
    const auto agreement = [&](const std::vector<double> &perRow) { return locale.toString(meanOf(perRow), 'f', 2); };
    QString text = gradient ? tr("Rank agreement with the weights (Spearman, mean over rows): value-weighted %1, left out %2, "
                                 "gradient \u00D7 input %3.")
                                  .arg(agreement(valueNormAgreement), agreement(leftOutAgreement), agreement(gradientAgreement))
                            : tr("Rank agreement with the weights (Spearman, mean over rows): value-weighted %1, left out %2.")
                                  .arg(agreement(valueNormAgreement), agreement(leftOutAgreement));
    const auto token = [](const std::vector<Token> &tokens, int k) { return tokenText(tokens[std::size_t(k)]).toHtmlEscaped(); };
    // A trained model's gradient follows the keys too: where it parts from the weights is the
    // sharper lesson ("rouges" attends to "red" but its ending depends on "windows").
    if (const auto d = gradient ? strongestDisagreement(r.weights, *gradient, r.mask, kShownWeightGap) : std::nullopt) {
        text += QLatin1Char(' ')
                + tr("<b>\u201C%1\u201D</b> looks most at \u201C%2\u201D (weight %3), but what the model writes there "
                     "depends most on \u201C%4\u201D (gradient \u00D7 input %5 against %6).")
                      .arg(token(r.queryTokens, d->row), token(r.keyTokens, d->attended),
                           locale.toString(r.weights(d->row, d->attended), 'f', 3), token(r.keyTokens, d->influential),
                           locale.toString((*gradient)(d->row, d->influential), 'f', 2),
                           locale.toString((*gradient)(d->row, d->attended), 'f', 2));
    } else if (const auto d = strongestDisagreement(r.weights, *leftOut, r.mask, kShownWeightGap)) {
        text += QLatin1Char(' ')
                + tr("<b>\u201C%1\u201D</b> looks most at \u201C%2\u201D (weight %3), but leaving out \u201C%4\u201D moves its "
                     "context most (weight %5).")
                      .arg(token(r.queryTokens, d->row), token(r.keyTokens, d->attended),
                           locale.toString(r.weights(d->row, d->attended), 'f', 3), token(r.keyTokens, d->influential),
                           locale.toString(r.weights(d->row, d->influential), 'f', 3));
    } else {
        text += QLatin1Char(' ') + tr("Here no row clearly attends to one key while another moves its context most.");
    }
    mSummary->setText(text);
}

} // namespace attention
