#pragma once

#include "core/Outcome.h"
#include "core/pipeline/AttentionResult.h"
#include "ui/formats/AttentionImport.h"
#include "ui/formats/LessonState.h"

#include <QWidget>

#include <memory>
#include <optional>

class QLabel;

namespace attention {

class HeatmapView;
template <typename Result> class LatestJob;

/** Attention traced up through a model's layers: the last layer as it is, rollout and flow. */
struct TracedLayers
{
    int layers = 0;
    Matrix last; // the last layer, mean over heads
    Matrix rollout;
    std::optional<Matrix> flow; // each row's shares (flowShares); none above kMostFlowTokens tokens
    std::optional<Message> flowRefused; // why there is no flow within kMostFlowTokens (its cost)
};

/**
 * Through the layers (Abnar & Zuidema, 2020): the raw last layer beside attention rollout and
 * attention flow, for imported attention with its layers, or the lesson's one layer of self
 * attention. The layers are read and traced in the background (flow over 64 tokens and 12
 * layers takes about a second).
 */
class ExplainLayersPage : public QWidget
{
    Q_OBJECT

public:
    explicit ExplainLayersPage(QWidget *parent = nullptr);
    ~ExplainLayersPage() override;
    void showResult(const LessonState &state, const AttentionResult &result);
    /** The imported attention the window shows, whose every layer is traced; none: the lesson's. */
    void setImported(std::optional<ImportedAttention> imported);
    HeatmapView *lastLayer() const { return mLast; }
    HeatmapView *rollout() const { return mRollout; }
    HeatmapView *flow() const { return mFlow; }
    QString summary() const;
    bool isComputing() const;

private:
    void showTraced(Outcome<TracedLayers> traced);

    HeatmapView *mLast, *mRollout, *mFlow;
    QLabel *mSummary;
    std::optional<ImportedAttention> mImported;
    LessonState mState;
    QStringList mRows, mColumns;
    std::unique_ptr<LatestJob<Outcome<TracedLayers>>> mJob;
};

} // namespace attention
