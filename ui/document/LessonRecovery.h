#pragma once

#include "ui/document/LessonDocument.h"

#include <QObject>
#include <QString>
#include <QTimer>

#include <memory>
#include <vector>

class QLockFile;

namespace attention {

/**
 * Keeps a copy of the open lesson on disk while it has unsaved changes, written atomically
 * every few seconds, so that a crash or a kill loses at most that much. Every running window
 * has a file of its own, locked while it lives: two windows never write over each other, and
 * one window never offers (or throws away) another's live work. A clean close, a save or a
 * discard removes the file; the next start offers what windows that are gone left behind, and
 * clears their locks.
 */
class LessonRecovery : public QObject
{
    Q_OBJECT

public:
    struct Recovered
    {
        LessonState state;
        QString filePath; // the lesson's file when it had one
        QString recoveryFile; // the copy it came from, removed by forget()
    };

    static constexpr int kIntervalMs = 3000;

    explicit LessonRecovery(LessonDocument *document, QObject *parent = nullptr);
    ~LessonRecovery() override;

    void setFilePath(const QString &path) { mFilePath = path; }
    void setEnabled(bool enabled);
    bool isEnabled() const { return mEnabled; }

    /** Writes the copy now (the timer does it every few seconds while there are changes). A
     *  failure (a full disk, a read-only home) is said once by keepingFailed(), until a copy is
     *  written again. */
    bool saveNow();
    /** Makes a copy left behind this window's own, once its lesson is restored: the copy is
     *  never removed before the restored work is kept again (a second crash lost it). */
    void adopt(const Recovered &recovered);
    /** Removes the copy: the lesson is saved, or its changes were given up on purpose. */
    void discard();

    /** This window's copy. */
    QString path() const { return mPath; }
    /** Where every window keeps its copy. */
    static QString folder();
    /** What windows that are no longer running left behind, oldest first; never the copy of a
     *  window that still runs. */
    static std::vector<Recovered> pending();
    /** Removes a copy once it was declined. */
    static void forget(const Recovered &recovered);

signals:
    /** Unsaved changes cannot be kept for recovery now, and why. */
    void keepingFailed(const QString &why);

private:
    void scheduleSave();

    LessonDocument *mDocument;
    QTimer mTimer;
    QString mFilePath;
    QString mPath;
    std::unique_ptr<QLockFile> mLock; // held while this window lives
    bool mEnabled = true;
    bool mFailing = false; // the last write failed, and that was said
};

} // namespace attention
