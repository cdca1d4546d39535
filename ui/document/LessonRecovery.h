#pragma once

#include "ui/document/LessonDocument.h"

#include <QObject>
#include <QString>
#include <QTimer>

#include <optional>

namespace attention {

/**
 * Keeps a copy of the open lesson on disk while it has unsaved changes, written atomically
 * every few seconds, so that a crash or a kill loses at most that much. A clean close, a save
 * or a discard removes it; the next start offers to restore what is left.
 */
class LessonRecovery : public QObject
{
    Q_OBJECT

public:
    struct Recovered
    {
        LessonState state;
        QString filePath; // the lesson's file when it had one
    };

    static constexpr int kIntervalMs = 3000;

    explicit LessonRecovery(LessonDocument *document, QObject *parent = nullptr);

    void setFilePath(const QString &path) { mFilePath = path; }
    void setEnabled(bool enabled);
    bool isEnabled() const { return mEnabled; }

    /** Writes the copy now (the timer does it every few seconds while there are changes). */
    bool saveNow();
    /** Removes the copy: the lesson is saved, or its changes were given up on purpose. */
    void discard();

    static QString recoveryPath();
    /** What a previous run left behind, if anything readable. */
    static std::optional<Recovered> pending();

private:
    void scheduleSave();

    LessonDocument *mDocument;
    QTimer mTimer;
    QString mFilePath;
    bool mEnabled = true;
};

} // namespace attention
