#pragma once

#include "core/pipeline/AttentionConfig.h"
#include "core/text/Unicode.h"
#include "ui/formats/ColorMapId.h"

#include <QString>

#include <optional>
#include <utility>
#include <vector>

namespace attention {

/**
 * A sentence as a lesson keeps it: the text, with runs of combining marks cut to Unicode's
 * stream-safe limit of 30 (see unicode::limitCombiningMarks()); `shortened` says whether any was.
 * Every way text enters a lesson goes through it: typing, lesson files, the command line.
 */
inline std::string lessonSentence(const QString &text, bool *shortened = nullptr)
{
    return unicode::limitCombiningMarks(text.toStdString(), unicode::kMaxCombiningMarks, shortened);
}

/** A real model a lesson names by its folder (a lesson file, a copy kept for recovery), to be
 *  opened again: the lesson uses it once it is (the window opens it off its thread). */
struct ModelReference
{
    QString folder;
    int layer = -1; // 0-based; -1: the last
    QString attention; // "cross", "encoder" or "decoder"; empty: the model's own
    bool operator==(const ModelReference &other) const
    {
        return folder == other.folder && layer == other.layer && attention == other.attention;
    }
};

/** What a lesson file and the undo history hold: the lesson and how it is drawn. */
struct LessonState
{
    Lesson lesson = defaultLesson();
    ColorMapId colorMap = ColorMapId::Blues;
    QString title; // optional, e.g. an example's name
    std::vector<std::pair<int, int>> goldAlignment; // (target token, source token) pairs of a true translation
    std::optional<ModelReference> model; // a real model named by a file, not open yet (lesson.model is null)

    bool operator==(const LessonState &other) const
    {
        return lesson == other.lesson && colorMap == other.colorMap && title == other.title && goldAlignment == other.goldAlignment
               && model == other.model;
    }
    bool operator!=(const LessonState &other) const { return !(*this == other); }
};

} // namespace attention
