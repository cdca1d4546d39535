#include "ui/teach/ContextComparisonPanel.h"
#include "core/teaching/AlignmentMeasures.h"
#include "ui/plots/HeatmapView.h"
#include "ui/plots/LineChartView.h"
#include "ui/views/ResultPresentation.h"

#include <QLabel>
#include <QVBoxLayout>

#include <algorithm>

namespace attention {

ContextComparisonPanel::ContextComparisonPanel(QWidget *parent) : TeachingPanel(parent)
{
    auto *layout = new QVBoxLayout(this);
    auto *note = new QLabel(tr("Without attention a seq2seq decoder gets one fixed context for every step (here the mean "
                               "of the source values, what equal weights give). With attention each step builds its own. "
                               "The chart shows how similar each step's context is to the fixed one (cosine; 1 = the same)."),
                            this);
    note->setWordWrap(true);
    mContexts = new HeatmapView(this);
    mContexts->setObjectName(QStringLiteral("contextComparison"));
    mSimilarity = new LineChartView(this);
    mSimilarity->setObjectName(QStringLiteral("contextSimilarity"));
    mSimilarity->setTitle(tr("Cosine similarity of each step's context to the fixed context"));
    mSimilarity->setAxisLabels(tr("decoder step"), tr("cosine"));
    mSimilarity->setLegendShown(false); // its one line is what the title says
    layout->addWidget(note);
    layout->addWidget(mContexts, 3);
    layout->addWidget(mSimilarity, 2);
}

void ContextComparisonPanel::showResult(const LessonState &, std::shared_ptr<const AttentionResult> result)
{
    if (!result)
        return;
    const ContextComparison comparison = compareWithFixedContext(*result);
    Matrix rows(result->queryCount() + 1, result->context.cols());
    rows.row(0) = comparison.fixedContext;
    rows.bottomRows(result->queryCount()) = result->context;
    QStringList labels{tr("fixed (no attention)")};
    labels += tokenLabels(result->queryTokens);
    mContexts->setColorMap(ColorMapId::RedBlue);
    mContexts->setAutomaticRange();
    mContexts->setMatrix(rows);
    mContexts->setRowLabels(labels);
    mContexts->setColumnLabels(dimensionLabels(rows.cols()));
    mContexts->setTitle(tr("The fixed context, then the context vector of each decoder step"));
    std::vector<double> steps;
    for (std::size_t i = 0; i < comparison.cosine.size(); ++i)
        steps.push_back(double(i));
    mSimilarity->clear();
    mSimilarity->addSeries(tr("cosine to the fixed context"), steps, comparison.cosine, QColor(0x08, 0x51, 0x9C));
    // Up to 1 (the same as the fixed context) whatever the lesson, so that a step far from it
    // looks far; below 0 only where a context points away from it.
    const double lowest = comparison.cosine.empty() ? 0.0 : *std::min_element(comparison.cosine.begin(), comparison.cosine.end());
    mSimilarity->setValueRange(std::min(0.0, lowest - 0.05), 1.05);
    mSimilarity->setKeyLabels(tokenLabels(result->queryTokens)); // each step's target word
}

} // namespace attention
