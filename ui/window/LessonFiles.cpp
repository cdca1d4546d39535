#include "ui/window/LessonFiles.h"

#include "ui/document/LessonDocument.h"
#include "ui/formats/FileAccess.h"
#include "ui/formats/LessonFile.h"
#include "ui/formats/MessageText.h"
#include "ui/window/WindowMessages.h"

#include <QCryptographicHash>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QUndoStack>

namespace attention {

namespace {
constexpr int kRecentFiles = 10;
}

LessonFiles::LessonFiles(LessonDocument *document, QWidget *dialogParent, const WindowMessages &messages)
    : QObject(dialogParent), mDocument(document), mDialogParent(dialogParent), mMessages(messages)
{
    mPrompt = [this](const QString &name) {
        return static_cast<int>(QMessageBox::warning(mDialogParent, tr("Unsaved changes"),
                                                     tr("\u201C%1\u201D has changes that are not saved. Save them?").arg(name),
                                                     QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save));
    };
    mChangedPrompt = [this](const QString &name) {
        QMessageBox box(QMessageBox::Warning, tr("Lesson changed on disk"),
                        tr("\u201C%1\u201D was changed on disk since this window opened or saved it (by another window or "
                           "program). Saving here would replace those changes.")
                            .arg(name),
                        QMessageBox::NoButton, mDialogParent);
        QPushButton *overwrite = box.addButton(tr("Overwrite"), QMessageBox::DestructiveRole);
        QPushButton *saveAs = box.addButton(tr("Save As\u2026"), QMessageBox::AcceptRole);
        QPushButton *reload = box.addButton(tr("Reload from disk"), QMessageBox::ResetRole);
        box.addButton(QMessageBox::Cancel);
        box.setDefaultButton(saveAs);
        box.exec();
        return box.clickedButton() == overwrite ? ChangedOnDisk::Overwrite
               : box.clickedButton() == saveAs  ? ChangedOnDisk::SaveAs
               : box.clickedButton() == reload  ? ChangedOnDisk::Reload
                                                : ChangedOnDisk::Cancel;
    };
}

QByteArray LessonFiles::fingerprintOf(const QString &path)
{
    const auto bytes = readFileBounded(path, kMaxLessonFileBytes);
    return bytes ? QCryptographicHash::hash(*bytes, QCryptographicHash::Sha256) : QByteArray();
}

void LessonFiles::setFilePath(const QString &path)
{
    mFilePath = path;
    mKnownFingerprint = path.isEmpty() ? QByteArray() : fingerprintOf(path);
    emit filePathChanged();
}

QString LessonFiles::lessonName() const
{
    return nameOf(mFilePath, mDocument->state().title);
}

QString LessonFiles::nameOf(const QString &filePath, const QString &title)
{
    if (!filePath.isEmpty())
        return QFileInfo(filePath).fileName();
    return title.isEmpty() ? tr("Untitled lesson") : title;
}

bool LessonFiles::maybeSave()
{
    if (mDocument->undoStack()->isClean())
        return true;
    switch (mPrompt(lessonName())) {
    case QMessageBox::Save:
        return save();
    case QMessageBox::Discard:
        // Forget the changes: the next start shows the lesson as it was last saved.
        if (!mFilePath.isEmpty()) {
            const auto saved = openLessonFile(mFilePath);
            mDocument->reset(saved ? *saved : LessonState());
        } else {
            mDocument->reset(LessonState());
        }
        return true;
    default:
        return false;
    }
}

void LessonFiles::newLesson()
{
    if (!maybeSave())
        return;
    mDocument->reset(LessonState());
    setFilePath(QString());
}

void LessonFiles::openDialog()
{
    if (!maybeSave())
        return;
    const QString path = QFileDialog::getOpenFileName(mDialogParent, tr("Open lesson"), QString(), tr("Lessons (*.json);;All files (*)"));
    if (!path.isEmpty())
        open(path);
}

bool LessonFiles::open(const QString &path)
{
    const auto state = openLessonFile(path);
    if (!state) {
        mMessages.problem(tr("Cannot open lesson"), messageText(state.problem()));
        return false;
    }
    mDocument->reset(*state);
    const QString absolute = QFileInfo(path).absoluteFilePath();
    addRecentFile(absolute);
    setFilePath(absolute);
    return true;
}

void LessonFiles::openExample(const QString &resourcePath)
{
    if (!maybeSave())
        return;
    const auto state = openLessonFile(resourcePath);
    if (!state)
        return;
    mDocument->reset(*state);
    setFilePath(QString()); // an example is a template: saving asks for a new file
}

bool LessonFiles::save()
{
    if (mFilePath.isEmpty())
        return saveAsDialog();
    // Two windows on one file: the second to save would silently replace the first's work.
    if (QFileInfo::exists(mFilePath) && fingerprintOf(mFilePath) != mKnownFingerprint) {
        switch (mChangedPrompt(lessonName())) {
        case ChangedOnDisk::Overwrite:
            break;
        case ChangedOnDisk::SaveAs:
            return saveAsDialog();
        case ChangedOnDisk::Reload:
            open(mFilePath); // this window's changes are given up: nothing was saved
            return false;
        case ChangedOnDisk::Cancel:
            return false;
        }
    }
    return saveAs(mFilePath);
}

bool LessonFiles::saveAsDialog()
{
    const QString suggestion = mFilePath.isEmpty() ? tr("lesson.json") : mFilePath;
    const QString path = QFileDialog::getSaveFileName(mDialogParent, tr("Save lesson"), suggestion, tr("Lessons (*.json)"));
    return !path.isEmpty() && saveAs(path);
}

bool LessonFiles::saveAs(const QString &path)
{
    const auto saved = saveLessonFile(mDocument->state(), path);
    if (!saved) {
        mMessages.problem(tr("Cannot save lesson"), messageText(saved.problem()));
        return false;
    }
    const QString absolute = QFileInfo(path).absoluteFilePath();
    mDocument->undoStack()->setClean();
    addRecentFile(absolute);
    setFilePath(absolute);
    mMessages.status(tr("Saved %1").arg(absolute));
    return true;
}

QStringList LessonFiles::recentFiles() const
{
    return QSettings().value(QStringLiteral("recentFiles")).toStringList();
}

void LessonFiles::setRecentMenu(QMenu *menu)
{
    mRecentMenu = menu;
    rebuildRecentMenu();
}

void LessonFiles::addRecentFile(const QString &path)
{
    QStringList files = recentFiles();
    files.removeAll(path);
    files.prepend(path);
    while (files.size() > kRecentFiles)
        files.removeLast();
    QSettings().setValue(QStringLiteral("recentFiles"), files);
    rebuildRecentMenu();
}

void LessonFiles::rebuildRecentMenu()
{
    if (!mRecentMenu)
        return;
    mRecentMenu->clear();
    const QStringList files = recentFiles();
    for (const QString &path : files) {
        mRecentMenu
            ->addAction(QFileInfo(path).fileName(), this,
                        [this, path] {
                            if (mOpenRecent)
                                mOpenRecent(path);
                            else if (maybeSave())
                                open(path);
                        })
            ->setToolTip(path);
    }
    mRecentMenu->setEnabled(!files.isEmpty());
}

} // namespace attention
