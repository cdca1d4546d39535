#pragma once

#include "core/Outcome.h"
#include "core/pipeline/AttentionResult.h"
#include "ui/formats/LessonState.h"
#include "ui/views/ViewExport.h"

#include <QSize>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

namespace attention {

/** The Teach tab's panels, in its order. */
enum class TeachingPanelId { Scaling, Worked, Decoding, Contexts, Compare, Cost, Explain };

/** "scaling", "worked", "decoding", "contexts", "compare", "cost", "explain": as `export --view` names them. */
std::optional<TeachingPanelId> teachingPanelFromName(const QString &name);

/**
 * The Teach tab open on one panel, laid out off screen at the options' width and height
 * (logical pixels; 0: the size the window opens it at) and written as the window's File →
 * Export writes it: PNG at the options' scale, or SVG/PDF with the plots as vectors and the
 * text as text. Worked arithmetic works the options' row and column (head: -1 the mean). The
 * Cost panel's timing curve is measured before the picture is taken.
 */
Outcome<void> exportTeachingPanel(const LessonState &state, std::shared_ptr<const AttentionResult> result, TeachingPanelId panel,
                                  const ExportOptions &options, const QString &path);

} // namespace attention
