#pragma once

#include "core/Outcome.h"
#include "ui/formats/LessonState.h"

#include <optional>

#include <QByteArray>
#include <QJsonObject>
#include <QString>

namespace attention {

/** The lesson file format (JSON): see docs/file-formats.md, "Lesson files". Version 2 added the trained
 *  model, version 3 a real model's folder; a lesson without them is still written as version 1,
 *  so older apps open it. */
constexpr int kLessonFormatVersion = 3;

/** The reference a real model's lesson is saved with (its folder, layer and attention). */
std::optional<ModelReference> modelReferenceOf(const LessonState &state);
constexpr qint64 kMaxLessonFileBytes = 4 * 1024 * 1024;

QJsonObject lessonToJson(const LessonState &state);
/** Refuses files of a newer version, wrong types and out-of-range settings, naming the key. */
Outcome<LessonState> lessonFromJson(const QJsonObject &object);

QByteArray serializeLesson(const LessonState &state);
Outcome<LessonState> parseLesson(const QByteArray &bytes);

/** Writes atomically (QSaveFile): a failed write leaves the old file as it was. */
Outcome<void> saveLessonFile(const LessonState &state, const QString &path);
Outcome<LessonState> openLessonFile(const QString &path);

} // namespace attention
