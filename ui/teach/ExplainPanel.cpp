#include "ui/teach/ExplainPanel.h"

#include "core/explain/Agreement.h"
#include "core/explain/LeaveOneOut.h"
#include "core/explain/ValueNorm.h"
#include "core/pipeline/RowSummaries.h"
#include "ui/formats/MessageText.h"
#include "ui/plots/HeatmapView.h"
#include "ui/views/ResultPresentation.h"

#include <QGridLayout>
#include <QLabel>
#include <QLocale>
#include <QVBoxLayout>

#include <numeric>

namespace attention {

namespace {

void showMeasure(HeatmapView &map, const Matrix &values, const AttentionResult &r, ColorMapId colors, const QString &title)
{
    map.setColorMap(colors);
    map.setValueRange(0, 1);
    map.setMatrix(values, r.mask);
    map.setRowLabels(tokenLabels(r.queryTokens));
    map.setColumnLabels(tokenLabels(r.keyTokens));
    map.setAxisTitles(QObject::tr("queries"), QObject::tr("keys"));
    map.setTitle(title);
    map.setArgmax(distinctArgmaxes(values, r.mask));
}

// A disagreement is shown where the weights' square is: their key preferred by the margin the
// squares use, not a tie of 0.17 against 0.17.
constexpr double kShownWeightGap = kVisibleWeightMargin;

double mean(const std::vector<double> &values)
{
    return values.empty() ? 0 : std::accumulate(values.begin(), values.end(), 0.0) / double(values.size());
}

} // namespace

ExplainPanel::ExplainPanel(QWidget *parent) : TeachingPanel(parent)
{
    auto *layout = new QVBoxLayout(this);
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
    auto *maps = new QGridLayout;
    maps->addWidget(mWeights, 0, 0);
    maps->addWidget(mValueNorms, 0, 1);
    maps->addWidget(mLeftOut, 0, 2);
    for (HeatmapView *map : {mWeights, mValueNorms, mLeftOut})
        map->setCompact(true);
    mSummary = new QLabel(this);
    mSummary->setObjectName(QStringLiteral("explainSummary"));
    mSummary->setWordWrap(true);
    mSummary->setTextFormat(Qt::RichText);
    layout->addWidget(note);
    layout->addLayout(maps, 1);
    layout->addWidget(mSummary);
}

QString ExplainPanel::summary() const { return mSummary->text(); }

void ExplainPanel::showResult(const LessonState &state, std::shared_ptr<const AttentionResult> result)
{
    if (!result)
        return;
    const AttentionResult &r = *result;
    const auto norms = valueWeightedNorms(r);
    const auto leftOut = leaveOneOut(r);
    if (!norms || !leftOut) {
        mSummary->setText(messageText(norms ? leftOut.problem() : norms.problem()).toHtmlEscaped());
        return;
    }
    // Short titles: three maps side by side at 20 pt wrapped longer ones onto three lines.
    showMeasure(*mWeights, r.weights, r, state.colorMap, tr("Weights \u03B1"));
    showMeasure(*mValueNorms, *norms, r, state.colorMap, tr("\u03B1 \u00D7 \u2016v\u2016"));
    showMeasure(*mLeftOut, *leftOut, r, state.colorMap, tr("Key left out"));
    const QLocale locale;
    QString text = tr("Rank agreement with the weights (Spearman, mean over rows): value-weighted %1, left out %2.")
                       .arg(locale.toString(mean(rowRankCorrelations(r.weights, *norms, r.mask)), 'f', 2),
                            locale.toString(mean(rowRankCorrelations(r.weights, *leftOut, r.mask)), 'f', 2));
    if (const auto d = strongestDisagreement(r.weights, *leftOut, r.mask, kShownWeightGap)) {
        const auto token = [](const std::vector<Token> &tokens, int k) { return tokenText(tokens[std::size_t(k)]).toHtmlEscaped(); };
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
