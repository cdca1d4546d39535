#pragma once

#include "core/pipeline/AttentionResult.h"
#include "ui/formats/ColorMapId.h"

#include <QColor>
#include <QString>
#include <QStringList>

#include <memory>

namespace attention {

class HeatmapView;

/** The matrices of a result that can be drawn as a token x token heatmap. */
enum class AlignmentMatrix { Weights, Scores, Logits };

QString tokenText(const Token &token);
QStringList tokenLabels(const std::vector<Token> &tokens);
/** "0", "1", ... for the columns of a token x dimension matrix. */
QStringList dimensionLabels(Eigen::Index count);
/** "little·5": a token with its vocabulary id. */
QString tokenWithId(const Token &token);

/** "Scaled dot product attention weights (cross attention)". */
QString alignmentTitle(const AttentionResult &result, AlignmentMatrix which, int head = -1);
/** The badge under a map's title: where the result's weights come from (weightsSourceText()). */
void showWeightsSource(HeatmapView &view, const AttentionResult &result);
/** The badge's colour: amber for weights that mean nothing yet, green lexicon, blue trained, grey imported. */
QColor weightsSourceTone(const AttentionResult &result);

/**
 * Puts a result's alignment (or one head of it) into a heatmap: values, blocked cells, token
 * labels, argmax marks, title and the colour range (0..1 for weights, signed for scores).
 */
void showAlignment(HeatmapView &view, const AttentionResult &result, AlignmentMatrix which, ColorMapId colorMap, int head = -1);
/** The same, sharing the shown matrix with the result instead of copying it. */
void showAlignment(HeatmapView &view, const std::shared_ptr<const AttentionResult> &result, AlignmentMatrix which, ColorMapId colorMap,
                   int head = -1);

/** A number as the views' texts show it: six significant digits, in numberLocale(). */
QString numberText(double value);

/** What hovering a cell tells: query and key (positions from 1), raw score, scaled score, logit, weight. */
QString cellDetails(const AttentionResult &result, int row, int column, int head = -1);

} // namespace attention
