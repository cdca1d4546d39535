#include "ui/teach/explain/ExplainSwapPage.h"

#include "core/explain/AttentionSwap.h"
#include "ui/formats/MessageText.h"
#include "ui/plots/HeatmapView.h"
#include "ui/teach/explain/ExplainMaps.h"
#include "ui/views/ResultPresentation.h"

#include <QGridLayout>
#include <QLabel>
#include <QLocale>
#include <QVBoxLayout>

#include <algorithm>

namespace attention {

ExplainSwapPage::ExplainSwapPage(QWidget *parent) : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    // The summary is the caption, above the maps: at 20 pt on a 1280x800 projector a caption and
    // a summary below the maps pushed the summary out of sight.
    setToolTip(tr("For each output the learned weights are shuffled over the keys, traded with another key's, or "
                  "moved step by step towards one key; the candidate furthest from the learned weights (Jensen-Shannon "
                  "divergence) that writes the same token, its output distribution within 0.05 of the learned one, is "
                  "kept."));
    mLearned = new HeatmapView(this);
    mLearned->setObjectName(QStringLiteral("explainLearned"));
    mSwapped = new HeatmapView(this);
    mSwapped->setObjectName(QStringLiteral("explainSwapped"));
    auto *maps = new QGridLayout;
    maps->addWidget(mLearned, 0, 0);
    maps->addWidget(mSwapped, 0, 1);
    mSummary = explanationSummary(this, QStringLiteral("explainSwapSummary"));
    layout->addWidget(mSummary);
    layout->addLayout(maps, 1);
}

QString ExplainSwapPage::summary() const
{
    return mSummary->text();
}

void ExplainSwapPage::showResult(const LessonState &state, const AttentionResult &result)
{
    mState = state;
    mResult = result;
    search();
}

void ExplainSwapPage::search()
{
    const bool trained = training::trainedModelOf(mState.lesson) && mResult.origin.empty();
    mLearned->setVisible(trained);
    mSwapped->setVisible(trained);
    if (!trained) {
        mSummary->setText(tr("This needs a trained model, whose output is a token it writes: train one on the Train tab and "
                             "press <b>Use in the lesson</b>."));
        return;
    }
    const auto swap = swapAttention(*training::trainedModelOf(mState.lesson), mState.lesson.source);
    if (!swap) {
        mSummary->setText(messageText(swap.problem()).toHtmlEscaped());
        return;
    }
    const MapLabels labels = queryKeyLabels(mResult);
    showExplanationMap(*mLearned, swap->learned, mResult.mask, labels, mState.colorMap, tr("Learned"));
    showExplanationMap(*mSwapped, swap->swapped, mResult.mask, labels, mState.colorMap, tr("Swapped"));

    const QLocale locale;
    // Short: at 20 pt on a 1280x800 projector five lines pushed the end out of sight.
    QString text = tr("Can other attention give the same output (Jain & Wallace 2019)? Both write \u201C%1\u201D: %2 of %3 "
                      "outputs with their attention moved (Jensen-Shannon %4 bits on average, 1 = nothing shared; "
                      "probability %5 \u2192 %6).")
                       .arg(tokenLabels(mResult.queryTokens).join(QLatin1Char(' ')).toHtmlEscaped())
                       .arg(swap->rowsSwapped())
                       .arg(swap->written.size())
                       .arg(locale.toString(swap->meanDivergence(), 'f', 2), locale.toString(meanOf(swap->learnedProbability), 'f', 3),
                            locale.toString(meanOf(swap->swappedProbability), 'f', 3));
    // The sharpest case: a row whose most attended key moved, the furthest of those.
    int row = -1;
    Eigen::Index learnedKey = 0, swappedKey = 0;
    for (int t = 0; t < int(swap->written.size()); ++t) {
        Eigen::Index learnedTop, swappedTop;
        swap->learned.row(t).maxCoeff(&learnedTop);
        swap->swapped.row(t).maxCoeff(&swappedTop);
        if (learnedTop != swappedTop && (row < 0 || swap->divergence[std::size_t(t)] > swap->divergence[std::size_t(row)])) {
            row = t;
            learnedKey = learnedTop;
            swappedKey = swappedTop;
        }
    }
    if (row < 0) {
        text += QLatin1Char(' ')
                + tr("No output keeps its token once its most attended key changes: here the weights do point "
                     "at what the model needs (Wiegreffe & Pinter 2019).");
    } else {
        const auto key = [this](Eigen::Index k) { return tokenText(mResult.keyTokens[std::size_t(k)]).toHtmlEscaped(); };
        text += QLatin1Char(' ')
                + tr("<b>\u201C%1\u201D</b> looks most at \u201C%2\u201D as learned, at \u201C%3\u201D swapped.")
                      .arg(tokenText(mResult.queryTokens[std::size_t(row)]).toHtmlEscaped(), key(learnedKey), key(swappedKey));
    }
    mSummary->setText(text);
}

} // namespace attention
