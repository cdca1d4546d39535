#include "ui/window/RecoveryOffer.h"

#include "ui/document/LessonDocument.h"
#include "ui/document/LessonRecovery.h"
#include "ui/formats/LessonFile.h"
#include "ui/window/LessonFiles.h"

namespace attention {

void offerRecovery(LessonRecovery &recovery, LessonFiles &files, LessonDocument &document,
                   const std::function<bool(const QString &lessonName)> &restore)
{
    if (!recovery.isEnabled())
        return;
    auto left = LessonRecovery::pending(); // newest last; each window holds one lesson
    if (left.empty())
        return;
    const LessonRecovery::Recovered recovered = std::move(left.back());
    const bool restored = restore(LessonFiles::nameOf(recovered.filePath, recovered.state.title));
    if (!restored) {
        LessonRecovery::forget(recovered);
        return;
    }
    const auto saved = recovered.filePath.isEmpty() ? Outcome<LessonState>(LessonState()) : openLessonFile(recovered.filePath);
    document.reset(saved ? *saved : LessonState());
    document.setState(recovered.state, LessonFiles::tr("Restore unsaved changes"));
    files.setFilePath(recovered.filePath);
    recovery.adopt(recovered); // the copy stays until the restored work is saved or given up
}

} // namespace attention
