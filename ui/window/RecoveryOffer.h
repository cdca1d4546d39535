#pragma once

#include <QString>

#include <functional>

namespace attention {

class LessonDocument;
class LessonFiles;
class LessonRecovery;

/**
 * What a crashed or killed run left: the newest copy of windows that are gone is offered back
 * (`restore` asks, with the lesson's name); restored, the saved file (or the default lesson) is
 * opened and the changes put on it as one undoable step. The others wait for the next start.
 */
void offerRecovery(LessonRecovery &recovery, LessonFiles &files, LessonDocument &document,
                   const std::function<bool(const QString &lessonName)> &restore);

} // namespace attention
