#include "ui/teach/explain/ExplainLayersPage.h"

#include "core/explain/Agreement.h"
#include "core/explain/AttentionFlow.h"
#include "ui/document/BackgroundJob.h"
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

Outcome<TracedLayers> trace(std::vector<Matrix> layers)
{
    TracedLayers traced;
    auto rollout = attentionRollout(layers);
    if (!rollout)
        return rollout.problem();
    traced.rollout = std::move(*rollout);
    if (traced.rollout.rows() <= kMostFlowTokens) {
        auto flow = attentionFlow(layers);
        if (flow)
            traced.flow = flowShares(*flow);
        else
            traced.flowRefused = flow.problem(); // beyond the budget: rollout is still shown
    }
    traced.layers = int(layers.size());
    traced.last = std::move(layers.back());
    return traced;
}

} // namespace

ExplainLayersPage::ExplainLayersPage(QWidget *parent)
    : QWidget(parent),
      mJob(std::make_unique<LatestJob<Outcome<TracedLayers>>>([this](Outcome<TracedLayers> traced) { showTraced(std::move(traced)); }))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *note = new QLabel(tr("The last layer mixes positions already mixed below: which input tokens reach the top? "
                               "Rollout and flow trace every layer (Abnar & Zuidema 2020)."),
                            this);
    note->setToolTip(tr("Rollout multiplies the layers' attention, each mixed half and half with the residual path. Flow "
                        "is the maximum flow from an input token to a position through the layers, their weights the "
                        "capacities, shown as shares of each row."));
    note->setWordWrap(true);
    mLast = new HeatmapView(this);
    mLast->setObjectName(QStringLiteral("explainLastLayer"));
    mRollout = new HeatmapView(this);
    mRollout->setObjectName(QStringLiteral("explainRollout"));
    mFlow = new HeatmapView(this);
    mFlow->setObjectName(QStringLiteral("explainFlow"));
    auto *maps = new QGridLayout;
    int column = 0;
    for (HeatmapView *map : {mLast, mRollout, mFlow}) {
        map->setCompact(true);
        map->setColorBar(true); // each its own scale: rollout's and flow's top is their largest share, not 1
        maps->addWidget(map, 0, column++);
    }
    mSummary = explanationSummary(this, QStringLiteral("explainLayersSummary"));
    layout->addWidget(note);
    layout->addLayout(maps, 1);
    layout->addWidget(mSummary);
}

ExplainLayersPage::~ExplainLayersPage() = default;

QString ExplainLayersPage::summary() const
{
    return mSummary->text();
}

bool ExplainLayersPage::isComputing() const
{
    return mJob->isRunning();
}

void ExplainLayersPage::setImported(std::optional<ImportedAttention> imported)
{
    mImported = std::move(imported);
}

void ExplainLayersPage::showResult(const LessonState &state, const AttentionResult &result)
{
    mState = state;
    const bool imported = mImported && !result.origin.empty();
    const bool model = !result.layerMeans.empty(); // a real model's every layer
    if (!imported && result.config.mode == AttentionMode::Cross) {
        mJob->cancel();
        mSummary->setText(!result.model.empty()
                              ? tr("Rollout and flow follow self attention up through a model's layers; cross attention reads "
                                   "the other sentence. Choose the encoder's or the decoder's attention in the model's tool bar.")
                              : tr("Rollout and flow follow self attention up through a model's layers; this lesson attends from one "
                                   "sentence to the other. Choose self attention, or import a model's attention (File \u2192 Import)."));
        for (HeatmapView *map : {mLast, mRollout, mFlow}) { // the sentence alone, not three empty axes
            map->setMatrix(Matrix());
            map->hide();
        }
        return;
    }
    mRows = imported ? mImported->queryTokens : tokenLabels(result.queryTokens);
    mColumns = imported ? mImported->keyTokens : tokenLabels(result.keyTokens);
    mSummary->setText(tr("Tracing the layers\u2026"));
    if (model)
        mJob->start([layers = result.layerMeans](const auto &) { return trace(layers); });
    else if (imported)
        mJob->start([file = *mImported](const auto &) -> Outcome<TracedLayers> {
            auto layers = layerMeans(file);
            if (!layers)
                return layers.problem();
            return trace(std::move(*layers));
        });
    else
        mJob->start([weights = result.weights](const auto &) { return trace({weights}); });
}

void ExplainLayersPage::showTraced(Outcome<TracedLayers> traced)
{
    if (!traced) {
        mSummary->setText(messageText(traced.problem()).toHtmlEscaped());
        return;
    }
    mLast->show();
    mRollout->show();
    const MapLabels labels{mRows, mColumns, tr("position at the top"), tr("input token")};
    const Mask none;
    showExplanationMap(*mLast, traced->last, none, {mRows, mColumns, tr("queries"), tr("keys")}, mState.colorMap,
                       traced->layers > 1 ? tr("Last layer (layer %1)").arg(traced->layers) : tr("The one layer"));
    showExplanationMap(*mRollout, traced->rollout, none, labels, mState.colorMap, tr("Rollout"), traced->rollout.maxCoeff());
    mFlow->setVisible(traced->flow.has_value());
    if (traced->flow)
        showExplanationMap(*mFlow, *traced->flow, none, labels, mState.colorMap, tr("Flow, row shares"), traced->flow->maxCoeff());

    // Where the top's most used input differs from what the last layer attends to most.
    int differ = 0;
    const Eigen::Index rows = traced->last.rows();
    for (Eigen::Index i = 0; i < rows; ++i) {
        Eigen::Index attended, reached;
        traced->last.row(i).maxCoeff(&attended);
        traced->rollout.row(i).maxCoeff(&reached);
        differ += attended != reached;
    }
    const QLocale locale;
    const Mask open = Mask::Constant(rows, traced->last.cols(), false);
    QString text = traced->layers > 1
                       ? tr("Through %1 layers: in %2 of %3 positions the input token that reaches the top most (rollout) is not "
                            "the one the last layer attends to most; rank agreement of rollout with the last layer %4.")
                             .arg(traced->layers)
                             .arg(differ)
                             .arg(rows)
                             .arg(locale.toString(meanOf(rowRankCorrelations(traced->last, traced->rollout, open)), 'f', 2))
                       : tr("A lesson is one layer: rollout is its weights mixed half and half with the residual path. Import "
                            "a model's attention (File \u2192 Import) to trace a dozen layers.");
    if (traced->flowRefused)
        text += QLatin1Char(' ') + messageText(*traced->flowRefused).toHtmlEscaped();
    else if (!traced->flow)
        text += QLatin1Char(' ') + tr("Flow is drawn up to %1 tokens (a max-flow for every pair).").arg(kMostFlowTokens);
    mSummary->setText(text);
}

} // namespace attention
