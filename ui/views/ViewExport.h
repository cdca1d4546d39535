#pragma once

#include "core/Outcome.h"
#include "core/pipeline/AttentionResult.h"
#include "core/pipeline/Budget.h"
#include "ui/formats/ColorMapId.h"
#include "ui/formats/MatrixExport.h"

#include <QImage>
#include <QString>

#include <optional>

namespace attention {

/** What an export shows. */
enum class ExportView { Weights, Scores, Context, Queries, Keys, Values, Heads, Pipeline, Lines, Distribution };

std::optional<ExportView> exportViewFromName(const QString &name); // "weights", "q", "heads", ...
QString exportViewName(ExportView view);

struct ExportOptions
{
    ExportView view = ExportView::Weights;
    int width = 0; // logical pixels; 0 = a size that suits the view
    int height = 0;
    double scale = 2.0; // PNG pixels per logical pixel: 2 for slides
    int head = -1; // weights/scores of one head; -1 = the mean
    int row = 0; // the query whose distribution a bar chart shows (or whose arithmetic is worked)
    int column = 0; // the key whose arithmetic is worked
    QString format; // png, svg, pdf, csv, json or npy; empty: the path's suffix
};

/** The matrices behind a view, with token labels: for csv, json and npy. */
LabelledMatrices labelledMatrices(const AttentionResult &result, const ExportOptions &options);

/** What writing a view of a result in a format costs at its peak, the result itself included:
 *  checked by exportResultView before anything is drawn or written. */
Cost exportCost(const AttentionResult &result, const ExportOptions &options, const QString &format);

/**
 * Renders a view of a result without a window and writes it: PNG, SVG or PDF for pictures
 * (axes and token labels stay text in SVG and PDF), CSV, JSON or NPY for the numbers. The
 * suffix of path picks the format.
 */
Outcome<void> exportResultView(const AttentionResult &result, ColorMapId colorMap, const ExportOptions &options, const QString &path);

/** The same picture as an image (for the clipboard), scale pixels per logical pixel. */
Outcome<QImage> renderResultView(const AttentionResult &result, ColorMapId colorMap, const ExportOptions &options);

} // namespace attention
