#pragma once

#include "core/Outcome.h"
#include "core/Types.h"
#include "ui/formats/ColorMapId.h"
#include "ui/views/ViewExport.h"

#include <QString>
#include <QStringList>

namespace attention {

/** A matrix that tests what attention explains (rollout, flow, value-weighted norms), with its
 *  tokens and what it is. */
struct ExplanationMatrix
{
    QString name; // "rollout", "flow", "value_norm": the name numbers are written under
    QString title; // what the picture says it shows
    Matrix values;
    QStringList rowLabels, columnLabels;
    QString rowAxis, columnAxis;
};

/** Writes it as a heatmap (PNG, SVG, PDF; the options' size, else fitted to the tokens) or as
 *  numbers (CSV, JSON, NPY), from the path's suffix or the options' format. */
Outcome<void> exportExplanation(const ExplanationMatrix &explanation, ColorMapId colors, const ExportOptions &options, const QString &path);

} // namespace attention
