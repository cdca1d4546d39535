#pragma once

#include "ui/formats/ColorMapId.h"

#include <QWidget>

#include <memory>
#include <vector>

class QGridLayout;
class QLabel;

namespace attention {

struct AttentionResult;
class HeatmapView;

/** Every intermediate of the computation, in its order, each a labelled heatmap with its
 *  shape and formula: inputs, Q, K, V, scores, scaled and masked scores, weights, context. */
class PipelineView : public QWidget
{
    Q_OBJECT

public:
    explicit PipelineView(QWidget *parent = nullptr);
    ~PipelineView() override;

    void showResult(const AttentionResult &result, ColorMapId colorMap);
    void showMessage(const QString &message);

    /** The stages now shown, in order: their titles and heatmaps. */
    QStringList stageTitles() const;
    std::vector<HeatmapView *> stageViews() const;

private:
    HeatmapView *stage(int index);

    QGridLayout *mGrid = nullptr;
    QLabel *mMessage = nullptr;
    std::vector<HeatmapView *> mViews;
    int mShown = 0;
};

} // namespace attention
