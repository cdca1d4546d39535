#pragma once

#include "core/Outcome.h"
#include "ui/formats/LessonState.h"
#include "ui/formats/huggingface/ModelAttention.h"
#include "ui/teach/TeachingExport.h"
#include "ui/views/ViewExport.h"

#include <QStringList>

class QTextStream;

namespace attention::cli {

/** An export as the command line asks for it, checked before anything is computed. */
struct ExportRequest
{
    QString help; // --help: print this and do nothing else
    QString path; // -o
    ExportOptions options;
    LessonState state; // the lesson file and the options that change it
    QString importPath; // --import: draw this file's attention instead of the lesson's
    QString modelPath; // --model: run this model folder on --source (and --target)
    ModelAttentionKind attention = ModelAttentionKind::Default; // --attention
    std::optional<TeachingPanelId> panel; // --view scaling, worked, ...: a panel of the Teach tab
    QString explanation; // --view rollout, flow or value-norm: what attention explains
    int layer = 0; // 0-based; for a model, -1 until given: its last layer
    bool allLayers = false; // --layer all: every layer's heads (--view heads, as numbers)
};

/** Reads the arguments (the command's name first) and checks them: options, output path and
 *  format; the lesson file is read. Nothing is computed or written. */
Outcome<ExportRequest> parseExportRequest(const QStringList &arguments);
/** Computes (under the budget) and writes the export; notes on the result go to err. */
Outcome<void> runExportRequest(const ExportRequest &request, QTextStream &err);

/** attention-explorer export [LESSON.json] -o FILE [--view ...] [lesson options] */
int runExport(const QStringList &arguments, QTextStream &out, QTextStream &err);

} // namespace attention::cli
