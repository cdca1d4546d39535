#include "ui/views/NextTokenCharts.h"

#include "core/generation/Sampling.h"
#include "ui/formats/MessageText.h"
#include "ui/plots/DistributionView.h"

#include <QHBoxLayout>
#include <QLocale>
#include <QPainter>

#include <algorithm>
#include <limits>

namespace attention {

namespace {
constexpr int kMostShownTokens = 10;
constexpr int kFewestShownTokens = 3;
} // namespace

NextTokenCharts::NextTokenCharts(QWidget *parent) : QWidget(parent)
{
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    mModel = new DistributionView(this);
    mModel->setObjectName(QStringLiteral("generateModelDistribution"));
    mFiltered = new DistributionView(this);
    mFiltered->setObjectName(QStringLiteral("generateFilteredDistribution"));
    // Both charts show the same tokens in the same order: a bar's number before the filters is
    // the model chart's bar.
    mFiltered->setHoverTextProvider([this](int bar) {
        const QLocale locale = numberLocale();
        const std::vector<double> &model = mModel->weights();
        const QString before = bar < int(model.size()) ? locale.toString(model[std::size_t(bar)], 'g', 6) : QString();
        const double kept = mFiltered->weights()[std::size_t(bar)];
        return kept > 0 ? tr("\u201C%1\u201D: %2 after the filters (the model: %3)")
                              .arg(mFiltered->key(bar), locale.toString(kept, 'g', 6), before)
                        : tr("\u201C%1\u201D: removed by the filters (the model: %2)").arg(mFiltered->key(bar), before);
    });
    layout->addWidget(mModel);
    layout->addWidget(mFiltered);
}

int NextTokenCharts::tokensThatFit() const
{
    // As many bars as labels fit the chart's height, less its title and axis (five lines): six
    // labels of 20 pt overlapped in the 115 px a chart has on a 1280x800 projector.
    const int line = mModel->fontMetrics().height();
    return std::clamp((mModel->height() - 5 * line) / std::max(line, 1), kFewestShownTokens, kMostShownTokens);
}

void NextTokenCharts::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    // The bars follow the charts' own height (at F5 they kept the 3 bars of the smaller window).
    if (mHasChoice && tokensThatFit() != mShownTokens)
        redraw();
}

void NextTokenCharts::showNothing(const QString &title)
{
    mHasChoice = false;
    mModel->clear(title);
    mFiltered->clear(QString());
}

void NextTokenCharts::showChoice(Choice choice)
{
    mChoice = std::move(choice);
    mHasChoice = true;
    redraw();
}

void NextTokenCharts::redraw()
{
    const generation::SessionStep &step = mChoice.step;
    const std::vector<double> &model = step.modelDistribution;
    // The most likely tokens only, most likely first: 26 bars in a third of a projector's
    // height overlapped their labels. Tokens the filter removed show as empty grey slots.
    std::vector<int> order(model.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = int(i);
    std::stable_sort(order.begin(), order.end(), [&model](int a, int b) { return model[std::size_t(a)] > model[std::size_t(b)]; });
    mShownTokens = tokensThatFit();
    order.resize(std::min(order.size(), std::size_t(mShownTokens)));
    if (step.token >= 0 && std::find(order.begin(), order.end(), step.token) == order.end())
        order.back() = step.token; // a sample from the tail still shows
    QStringList keys;
    std::vector<double> before, after;
    std::vector<bool> none, removed;
    int chosenBar = -1; // none while a draw is still to come
    for (int id : order) {
        if (id == step.token)
            chosenBar = int(keys.size());
        keys.append(mChoice.word(id));
        before.push_back(model[std::size_t(id)]);
        after.push_back(step.filteredDistribution[std::size_t(id)]);
        none.push_back(false);
        removed.push_back(step.filteredDistribution[std::size_t(id)] <= 0);
    }
    // The step that wrote the last word read the word before it; the step to come reads the last.
    const QStringList &text = mChoice.text;
    const QString read = text[text.size() - (mChoice.coming ? 1 : 2)];
    const QString chosen = step.token >= 0 ? mChoice.word(step.token) : QString();
    mModel->setDistribution(
        mChoice.coming
            ? tr("Next: top %1 of %2 after \u201C%3\u201D").arg(order.size()).arg(model.size()).arg(read)
            : tr("Wrote \u201C%4\u201D: top %1 of %2 after \u201C%3\u201D").arg(order.size()).arg(model.size()).arg(read, chosen),
        keys, before, none, chosenBar);
    const QString filtered = mChoice.greedy   ? (mChoice.coming ? tr("Greedy: Step writes \u201C%1\u201D, the most likely").arg(chosen)
                                                                : tr("Greedy wrote \u201C%1\u201D, the most likely").arg(chosen))
                             : mChoice.coming ? tr("Filtered: %1 kept; Step draws one").arg(step.kept)
                                              : tr("Filtered: %1 kept, drew \u201C%2\u201D").arg(step.kept).arg(chosen);
    mFiltered->setDistribution(filtered, keys, after, removed, chosenBar);
    if (!step.beforeTopP.empty()) {
        // Top-p walks down the tokens, most likely first, adding their probabilities (after
        // temperature and top-k) until the total reaches p: the line is that running total.
        std::vector<double> totalThrough(step.beforeTopP.size());
        double total = 0;
        for (std::size_t id : generation::mostLikelyFirst(step.beforeTopP))
            totalThrough[id] = total += step.beforeTopP[id];
        std::vector<double> cumulative;
        for (int id : order)
            cumulative.push_back(totalThrough[std::size_t(id)]);
        const double p = mChoice.topP;
        mFiltered->setCumulative(cumulative, p < 1 ? p : std::numeric_limits<double>::quiet_NaN(),
                                 tr("top-p %1").arg(QLocale().toString(p, 'f', 2)));
    }
}

QPicture NextTokenCharts::renderPicture(int width, int height)
{
    QPicture picture;
    QPainter painter(&picture);
    painter.drawPicture(0, 0, mModel->renderPicture(width / 2, height));
    painter.drawPicture(width / 2, 0, mFiltered->renderPicture(width / 2, height));
    painter.end();
    return picture;
}

} // namespace attention
