#pragma once

#include "core/pipeline/AttentionResult.h"
#include "ui/formats/ColorMapId.h"

#include <QString>
#include <QStringList>

class QLabel;
class QWidget;

namespace attention {

class HeatmapView;

/** What an explanation map's rows and columns are. */
struct MapLabels
{
    QStringList rows, columns;
    QString rowAxis, columnAxis;
};

/** A result's queries down and keys across. */
MapLabels queryKeyLabels(const AttentionResult &result);

/** Shares of a row (weights, measures, rollout), 0 to `top` (1, so that weights and measures
 *  compare; rollout and flow through many layers spread thin and use their largest value), each
 *  row's largest marked when it stands out. The Explain pages draw every map this way. */
void showExplanationMap(HeatmapView &map, const Matrix &values, const Mask &mask, const MapLabels &labels, ColorMapId colors,
                        const QString &title, double top = 1);

/** The sentence under (or over) a page's maps that says what they show: rich text, wrapped. */
QLabel *explanationSummary(QWidget *parent, const QString &objectName);

/** The mean of a row's rank correlations, 0 for none. */
double meanOf(const std::vector<double> &values);

} // namespace attention
