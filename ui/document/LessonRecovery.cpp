#include "ui/document/LessonRecovery.h"

#include "ui/formats/FileAccess.h"
#include "ui/formats/LessonFile.h"
#include "ui/formats/MatrixJson.h"
#include "ui/formats/MessageText.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLockFile>
#include <QRandomGenerator>
#include <QStandardPaths>
#include <QUndoStack>

#include <algorithm>

namespace attention {

namespace {

const QLatin1String kFileKey("recovered_file");

/** A window's lock beside its copy: "<id>.json" is locked by "<id>.lock". */
QString lockOf(const QString &copy)
{
    return QFileInfo(copy).absolutePath() + QLatin1Char('/') + QFileInfo(copy).completeBaseName() + QStringLiteral(".lock");
}

} // namespace

QString LessonRecovery::folder()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).filePath(QStringLiteral("recovery"));
}

LessonRecovery::LessonRecovery(LessonDocument *document, QObject *parent) : QObject(parent), mDocument(document)
{
    QDir().mkpath(folder());
    const QString id = QStringLiteral("%1-%2")
                           .arg(QCoreApplication::applicationPid())
                           .arg(QRandomGenerator::global()->generate(), 8, 16, QLatin1Char('0'));
    mPath = QDir(folder()).filePath(id + QStringLiteral(".json"));
    mLock = std::make_unique<QLockFile>(lockOf(mPath));
    mLock->setStaleLockTime(0); // only a dead process's lock is stale, however old
    mLock->tryLock(0);
    mTimer.setSingleShot(true);
    mTimer.setInterval(kIntervalMs);
    connect(&mTimer, &QTimer::timeout, this, &LessonRecovery::saveNow);
    connect(mDocument, &LessonDocument::stateChanged, this, &LessonRecovery::scheduleSave);
    connect(mDocument->undoStack(), &QUndoStack::cleanChanged, this, [this](bool clean) {
        if (clean)
            discard();
    });
}

LessonRecovery::~LessonRecovery() = default; // the lock goes; a copy left behind is offered next time

void LessonRecovery::setEnabled(bool enabled)
{
    mEnabled = enabled;
    if (!enabled)
        mTimer.stop();
}

void LessonRecovery::scheduleSave()
{
    if (mEnabled && !mDocument->undoStack()->isClean() && !mTimer.isActive())
        mTimer.start();
}

bool LessonRecovery::saveNow()
{
    if (!mEnabled || mDocument->undoStack()->isClean())
        return false;
    QJsonObject object = lessonToJson(mDocument->state());
    object.insert(kFileKey, mFilePath);
    QDir().mkpath(folder());
    const auto written = writeFileSafely(mPath, QJsonDocument(object).toJson());
    if (!written && !mFailing)
        emit keepingFailed(messageText(written.problem()));
    mFailing = !written;
    return written.ok();
}

void LessonRecovery::adopt(const Recovered &recovered)
{
    // The copy holds exactly the restored lesson: renamed in the same folder, it is this
    // window's at once. Where it cannot be, the restored lesson is written anew first.
    QFile::remove(mPath);
    if (!QFile::rename(recovered.recoveryFile, mPath) && !saveNow())
        return; // left for the next start to offer, rather than lost
    QFile::remove(recovered.recoveryFile);
    QFile::remove(lockOf(recovered.recoveryFile));
}

void LessonRecovery::discard()
{
    mTimer.stop();
    QFile::remove(mPath);
}

std::vector<LessonRecovery::Recovered> LessonRecovery::pending()
{
    std::vector<std::pair<QDateTime, Recovered>> found;
    const QFileInfoList copies = QDir(folder()).entryInfoList({QStringLiteral("*.json")}, QDir::Files);
    for (const QFileInfo &copy : copies) {
        QLockFile lock(lockOf(copy.absoluteFilePath()));
        lock.setStaleLockTime(0);
        if (!lock.tryLock(0))
            continue; // its window still runs
        const auto bytes = readFileBounded(copy.absoluteFilePath(), kMaxLessonFileBytes);
        QJsonObject object; // empty where unreadable: refused below
        if (bytes)
            if (const auto parsed =
                    jsonObjectOf(*bytes, Message("lesson.object", ATTENTION_MESSAGE("a lesson file must hold one JSON object"))))
                object = *parsed;
        const auto state = lessonFromJson(object);
        lock.unlock();
        if (!state) {
            QFile::remove(copy.absoluteFilePath()); // unreadable: nothing to offer
            continue;
        }
        found.emplace_back(copy.lastModified(), Recovered{*state, object.value(kFileKey).toString(), copy.absoluteFilePath()});
    }
    // Locks of windows that are gone and left no copy (a discard, then a kill) are cleared.
    for (const QFileInfo &lockFile : QDir(folder()).entryInfoList({QStringLiteral("*.lock")}, QDir::Files)) {
        const QString copy = lockFile.absolutePath() + QLatin1Char('/') + lockFile.completeBaseName() + QStringLiteral(".json");
        if (QFileInfo::exists(copy))
            continue;
        QLockFile lock(lockFile.absoluteFilePath());
        lock.setStaleLockTime(0);
        if (lock.tryLock(0))
            lock.unlock(); // removes the file
    }
    std::sort(found.begin(), found.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
    std::vector<Recovered> recovered;
    for (auto &entry : found)
        recovered.push_back(std::move(entry.second));
    return recovered;
}

void LessonRecovery::forget(const Recovered &recovered)
{
    QFile::remove(recovered.recoveryFile);
    QFile::remove(lockOf(recovered.recoveryFile));
}

} // namespace attention
