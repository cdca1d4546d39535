#include "ui/teach/explain/ExplainMaps.h"

#include "core/pipeline/RowSummaries.h"
#include "ui/plots/HeatmapView.h"
#include "ui/views/ResultPresentation.h"

#include <QLabel>
#include <QObject>

#include <numeric>

namespace attention {

MapLabels queryKeyLabels(const AttentionResult &r)
{
    return {tokenLabels(r.queryTokens), tokenLabels(r.keyTokens), QObject::tr("queries"), QObject::tr("keys")};
}

void showExplanationMap(HeatmapView &map, const Matrix &values, const Mask &mask, const MapLabels &labels, ColorMapId colors,
                        const QString &title, double top)
{
    map.setColorMap(colors);
    map.setValueRange(0, top > 0 ? top : 1);
    map.setMatrix(values, mask);
    map.setRowLabels(labels.rows);
    map.setColumnLabels(labels.columns);
    map.setAxisTitles(labels.rowAxis, labels.columnAxis);
    map.setTitle(title);
    map.setArgmax(distinctArgmaxes(values, mask)); // an empty mask blocks nothing
}

QLabel *explanationSummary(QWidget *parent, const QString &objectName)
{
    auto *label = new QLabel(parent);
    label->setObjectName(objectName);
    label->setWordWrap(true);
    label->setTextFormat(Qt::RichText);
    return label;
}

double meanOf(const std::vector<double> &values)
{
    return values.empty() ? 0 : std::accumulate(values.begin(), values.end(), 0.0) / double(values.size());
}

} // namespace attention
