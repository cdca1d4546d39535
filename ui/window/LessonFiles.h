#pragma once

#include <QObject>
#include <QString>
#include <QStringList>

#include <functional>

class QMenu;
class QWidget;

namespace attention {

class LessonDocument;
struct WindowMessages;

/**
 * The lesson's file: which one the document came from, opening, saving and the recent files,
 * the examples, and the question before unsaved changes would be lost. Opens and saves go
 * through the document's undo stack (a saved lesson is "clean").
 */
class LessonFiles : public QObject
{
    Q_OBJECT

public:
    /** What is asked before unsaved changes would be lost: Save, Discard or Cancel (a
     *  QMessageBox::StandardButton). Tests answer it without a dialog. */
    using UnsavedChangesPrompt = std::function<int(const QString &lessonName)>;
    /** What is asked when the lesson's file changed on disk since this window opened or saved
     *  it (another window, another program): overwrite it, save elsewhere, reload it, or cancel. */
    enum class ChangedOnDisk { Overwrite, SaveAs, Reload, Cancel };
    using ChangedOnDiskPrompt = std::function<ChangedOnDisk(const QString &lessonName)>;

    LessonFiles(LessonDocument *document, QWidget *dialogParent, const WindowMessages &messages);

    QString filePath() const { return mFilePath; }
    /** Another file for the same lesson (a window built anew, a restored session). */
    void setFilePath(const QString &path);
    /** The file's name, else the lesson's title, else "Untitled lesson". */
    QString lessonName() const;
    static QString nameOf(const QString &filePath, const QString &title);
    QStringList recentFiles() const;
    /** The menu the recent files are listed in, kept up to date from now on. */
    void setRecentMenu(QMenu *menu);
    void setUnsavedChangesPrompt(UnsavedChangesPrompt prompt) { mPrompt = std::move(prompt); }
    void setChangedOnDiskPrompt(ChangedOnDiskPrompt prompt) { mChangedPrompt = std::move(prompt); }
    /** What a recent entry opens with (a lesson file, a model folder): open() unless set. */
    void setRecentOpener(std::function<void(const QString &path)> opener) { mOpenRecent = std::move(opener); }
    /** Puts a path first in the recent list (a model folder opened elsewhere). */
    void addRecentFile(const QString &path);

    /** Opens a lesson file; on failure the user is told why and nothing changes. */
    bool open(const QString &path);
    bool saveAs(const QString &path);
    /** Asks about unsaved changes: true when the lesson may be replaced. */
    bool maybeSave();

    void newLesson();
    void openDialog();
    void openExample(const QString &resourcePath);
    bool save();
    bool saveAsDialog();

signals:
    void filePathChanged();

private:
    void rebuildRecentMenu();
    /** The file's contents as this window last read or wrote them, to tell a change by another. */
    static QByteArray fingerprintOf(const QString &path);

    LessonDocument *mDocument;
    QWidget *mDialogParent;
    const WindowMessages &mMessages;
    QString mFilePath;
    QMenu *mRecentMenu = nullptr;
    UnsavedChangesPrompt mPrompt;
    ChangedOnDiskPrompt mChangedPrompt;
    QByteArray mKnownFingerprint; // of mFilePath when this window last read or wrote it
    std::function<void(const QString &path)> mOpenRecent;
};

} // namespace attention
