#include "ui/teach/explain/ExplainMeasuresPage.h"

#include "core/explain/Agreement.h"
#include "core/explain/GradientTimesInput.h"
#include "core/explain/LeaveOneOut.h"
#include "core/explain/ValueNorm.h"
#include "core/pipeline/RowSummaries.h"
#include "ui/formats/MessageText.h"
#include "ui/plots/HeatmapView.h"
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
    auto *note = new QLabel(tr("Attention weights say where a query looks, not how much each key changes the output. Beside "
                               "them: the weights times each value's size (Kobayashi et al. 2020), and how far the context moves "
                               "when the key is left out. Where the squares move, the weights mislead."),
                            this);
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
    mSummary = new QLabel(this);
    mSummary->setObjectName(QStringLiteral("explainSummary"));
    mSummary->setWordWrap(true);
    mSummary->setTextFormat(Qt::RichText);
    layout->addWidget(note);
    layout->addLayout(maps, 1);
    layout->addWidget(mSummary);
}

QString ExplainMeasuresPage::summary() const { return mSummary->text(); }

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
    if (state.lesson.trained && r.origin.empty())
        if (auto g = gradientTimesInput(*state.lesson.trained, state.lesson.source); g && g->rows() == r.queryCount()
                                                                                      && g->cols() == r.keyCount())
            gradient = std::move(*g);
    const MapLabels labels = queryKeyLabels(r);
    // Short titles: three maps side by side at 20 pt wrapped longer ones onto three lines.
    showExplanationMap(*mWeights, r.weights, r.mask, labels, state.colorMap, tr("Weights \u03B1"));
    showExplanationMap(*mValueNorms, *norms, r.mask, labels, state.colorMap, tr("\u03B1 \u00D7 \u2016v\u2016"));
    showExplanationMap(*mLeftOut, *leftOut, r.mask, labels, state.colorMap, tr("Key left out"));
    mGradient->setVisible(gradient.has_value());
    if (gradient)
        showExplanationMap(*mGradient, *gradient, r.mask, labels, state.colorMap, tr("Gradient \u00D7 input"));

    const QLocale locale;
    const auto agreement = [&](const Matrix &measure) {
        return locale.toString(meanOf(rowRankCorrelations(r.weights, measure, r.mask)), 'f', 2);
    };
    QString text = gradient ? tr("Rank agreement with the weights (Spearman, mean over rows): value-weighted %1, left out %2, "
                                 "gradient \u00D7 input %3.")
                                  .arg(agreement(*norms), agreement(*leftOut), agreement(*gradient))
                            : tr("Rank agreement with the weights (Spearman, mean over rows): value-weighted %1, left out %2.")
                                  .arg(agreement(*norms), agreement(*leftOut));
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
