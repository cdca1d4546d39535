#pragma once

#include "core/Outcome.h"
#include "core/Types.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <vector>

namespace attention {

/** A stack of equally sized matrices with the tokens (or names) of their rows and columns:
 *  one matrix for weights, scores or context; one per head for per-head weights. */
struct LabelledMatrices
{
    QString name; // "weights", "heads", ...
    std::vector<Matrix> layers; // all of the same shape
    QStringList rowLabels;
    QStringList columnLabels;
    /** Every layer's every head: layers holds layerCount x heads matrices, layer by layer. */
    int layerCount = 0;
    int headsPerLayer() const { return layerCount > 0 ? int(layers.size()) / layerCount : int(layers.size()); }
};

/** CSV: a header row of column labels, then one row per matrix row led by its label; several
 *  layers are separated by a "# head N" comment line ("# layer L head H" for every layer's). */
QByteArray toCsv(const LabelledMatrices &m);
/** The text a CSV cell takes at most: "-1.23456789e-05," (and what toCsv reserves a cell). */
constexpr double csvBytesPerCell = 16;
/** JSON: {"name", "shape", "row_labels", "column_labels", "values"}. */
QByteArray toJson(const LabelledMatrices &m);
/** NPY version 1.0, little-endian float32, C order; shape [r, c], [heads, r, c] or
 *  [layers, heads, r, c]. */
QByteArray toNpy(const LabelledMatrices &m);

/** The format a path's suffix names, lower case ("png", "csv"; empty without a suffix). */
QString formatOfPath(const QString &path);
/** Writes in format (csv, json or npy) with writeFileSafely(). */
Outcome<void> writeMatrices(const LabelledMatrices &m, const QString &path, const QString &format);
bool isMatrixFormat(const QString &format);

} // namespace attention
