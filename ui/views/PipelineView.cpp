#include "ui/views/PipelineView.h"

#include "core/pipeline/AttentionPipeline.h"
#include "ui/formats/MessageText.h"

#include "core/pipeline/AttentionResult.h"
#include "ui/plots/HeatmapView.h"
#include "ui/views/ResultPresentation.h"

#include <QGridLayout>
#include <QLabel>
#include <QScrollArea>
#include <QVBoxLayout>

namespace attention {

namespace {

constexpr int kColumns = 2;

QString shape(const Matrix &m)
{
    return QStringLiteral("%1\u00D7%2").arg(m.rows()).arg(m.cols());
}

struct Stage
{
    QString title;
    Matrix values;
    QStringList rows;
    QStringList columns;
    bool weights = false;
    bool masked = false;
};

QString scoreFormula(const AttentionResult &r)
{
    switch (r.config.score) {
    case ScoreFunction::Dot:
        return QStringLiteral("q\u00B7k");
    case ScoreFunction::ScaledDot:
        return QStringLiteral("q\u00B7k / \u221A%1").arg(r.config.dModel);
    case ScoreFunction::General:
        return QStringLiteral("q\u1D40 W k");
    case ScoreFunction::Additive:
        return QStringLiteral("v\u1D40 tanh(W\u2081q + W\u2082k)");
    case ScoreFunction::MultiHead:
        return QStringLiteral("mean over %1 heads of q\u00B7k / \u221A%2").arg(r.config.heads).arg(r.config.dModel / r.config.heads);
    }
    return {};
}

std::vector<Stage> stagesOf(const AttentionResult &r)
{
    const QStringList queries = tokenLabels(r.queryTokens);
    const QStringList keys = tokenLabels(r.keyTokens);
    const auto dims = [](const Matrix &m) { return dimensionLabels(static_cast<int>(m.cols())); };
    std::vector<Stage> stages;
    if (const Matrix *p = r.positionalEncoding.get())
        stages.push_back({QObject::tr("Positional encoding P  (%1)").arg(shape(*p)), *p, dimensionLabels(p->rows()), dims(*p)});
    const QString plusP = r.positionalEncoding ? QStringLiteral(" + P") : QString();
    const auto meaning = [&plusP](const std::optional<Message> &made) {
        return made ? messageText(*made) : QObject::tr("embedding") + plusP;
    };
    stages.push_back({QObject::tr("Query input X_q = %1  (%2)").arg(meaning(r.queryInputMeaning), shape(r.queryInput)), r.queryInput,
                      queries, dims(r.queryInput)});
    stages.push_back({QObject::tr("Key/value input X_k = %1  (%2)").arg(meaning(r.keyInputMeaning), shape(r.keyInput)), r.keyInput, keys,
                      dims(r.keyInput)});
    stages.push_back({QObject::tr("Q = X_q W_q\u1D40  (%1)").arg(shape(r.Q)), r.Q, queries, dims(r.Q)});
    stages.push_back({QObject::tr("K = X_k W_k\u1D40  (%1)").arg(shape(r.K)), r.K, keys, dims(r.K)});
    stages.push_back({QObject::tr("V = X_k W_v\u1D40  (%1)").arg(shape(r.V)), r.V, keys, dims(r.V)});
    stages.push_back({QObject::tr("Scores = %1  (%2)").arg(scoreFormula(r), shape(r.scores)), r.scores, queries, keys});
    stages.push_back({QObject::tr("\u00F7 temperature %1, masked  (%2)").arg(r.config.temperature).arg(shape(r.scores)), r.logits(),
                      queries, keys, false, true});
    stages.push_back({QObject::tr("Weights A = softmax(row)  (%1)").arg(shape(r.weights)), r.weights, queries, keys, true, true});
    stages.push_back({QObject::tr("Context C = A V  (%1)").arg(shape(r.context)), r.context, queries, dims(r.context)});
    if (r.config.score == ScoreFunction::MultiHead) {
        Matrix storage; // the window leaves the output for the view that shows it
        const Matrix &output = outputOf(r, storage);
        stages.push_back({QObject::tr("Output = C W_o\u1D40  (%1)").arg(shape(output)), output, queries, dims(output)});
    }
    return stages;
}

} // namespace

PipelineView::PipelineView(QWidget *parent) : QWidget(parent)
{
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    mMessage = new QLabel(this);
    mMessage->setAlignment(Qt::AlignCenter);
    mMessage->setWordWrap(true);
    mMessage->hide();
    outer->addWidget(mMessage);
    auto *scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    auto *content = new QWidget(scroll);
    mGrid = new QGridLayout(content);
    mGrid->setSpacing(12);
    scroll->setWidget(content);
    outer->addWidget(scroll, 1);
}

PipelineView::~PipelineView() = default;

HeatmapView *PipelineView::stage(int index)
{
    while (static_cast<int>(mViews.size()) <= index) {
        auto *view = new HeatmapView(mGrid->parentWidget());
        view->setObjectName(QStringLiteral("pipelineStage%1").arg(mViews.size()));
        view->setMinimumSize(440, 340);
        mGrid->addWidget(view, static_cast<int>(mViews.size()) / kColumns, static_cast<int>(mViews.size()) % kColumns);
        mViews.push_back(view);
    }
    return mViews[static_cast<std::size_t>(index)];
}

void PipelineView::showResult(const AttentionResult &result, ColorMapId colorMap)
{
    if (result.scores.size() == 0) {
        showMessage(!result.model.empty() ? tr("The model's attention weights are shown on the Alignment, Heads and Lines tabs; its Q, K "
                                               "and V are not drawn here yet.")
                                          : tr("Imported attention holds the weights only: there is no pipeline to show."));
        return;
    }
    mMessage->hide();
    const std::vector<Stage> stages = stagesOf(result);
    for (int i = 0; i < static_cast<int>(stages.size()); ++i) {
        const Stage &s = stages[static_cast<std::size_t>(i)];
        HeatmapView *view = stage(i);
        view->setColorMap(s.weights ? colorMap : ColorMapId::RedBlue);
        if (s.weights)
            view->setValueRange(0, 1);
        else
            view->setAutomaticRange();
        view->setMatrix(s.values, s.masked ? result.mask : Mask());
        view->setRowLabels(s.rows);
        view->setColumnLabels(s.columns);
        view->setTitle(QStringLiteral("%1. %2").arg(i + 1).arg(s.title));
        view->show();
    }
    mShown = static_cast<int>(stages.size());
    for (std::size_t i = stages.size(); i < mViews.size(); ++i)
        mViews[i]->hide();
}

void PipelineView::showMessage(const QString &message)
{
    mMessage->setText(message);
    mMessage->show();
    for (HeatmapView *view : mViews)
        view->hide();
    mShown = 0;
}

QStringList PipelineView::stageTitles() const
{
    QStringList titles;
    for (int i = 0; i < mShown; ++i)
        titles.append(mViews[static_cast<std::size_t>(i)]->title());
    return titles;
}

std::vector<HeatmapView *> PipelineView::stageViews() const
{
    return {mViews.begin(), mViews.begin() + mShown};
}

} // namespace attention
