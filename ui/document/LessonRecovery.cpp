#include "ui/document/LessonRecovery.h"

#include "ui/formats/LessonFile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <QStandardPaths>
#include <QUndoStack>

namespace attention {

namespace {
const QLatin1String kFileKey("recovered_file");
} // namespace

LessonRecovery::LessonRecovery(LessonDocument *document, QObject *parent) : QObject(parent), mDocument(document)
{
    mTimer.setSingleShot(true);
    mTimer.setInterval(kIntervalMs);
    connect(&mTimer, &QTimer::timeout, this, &LessonRecovery::saveNow);
    connect(mDocument, &LessonDocument::stateChanged, this, &LessonRecovery::scheduleSave);
    connect(mDocument->undoStack(), &QUndoStack::cleanChanged, this, [this](bool clean) {
        if (clean)
            discard();
    });
}

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

QString LessonRecovery::recoveryPath()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).filePath(QStringLiteral("recovery.json"));
}

bool LessonRecovery::saveNow()
{
    if (!mEnabled || mDocument->undoStack()->isClean())
        return false;
    QJsonObject object = lessonToJson(mDocument->state());
    object.insert(kFileKey, mFilePath);
    const QByteArray bytes = QJsonDocument(object).toJson();
    QDir().mkpath(QFileInfo(recoveryPath()).absolutePath());
    QSaveFile file(recoveryPath());
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size() && file.commit();
}

void LessonRecovery::discard()
{
    mTimer.stop();
    QFile::remove(recoveryPath());
}

std::optional<LessonRecovery::Recovered> LessonRecovery::pending()
{
    QFile file(recoveryPath());
    if (!file.open(QIODevice::ReadOnly) || file.size() > kMaxLessonFileBytes)
        return std::nullopt;
    const QJsonObject object = QJsonDocument::fromJson(file.readAll()).object();
    const auto state = lessonFromJson(object);
    if (!state)
        return std::nullopt;
    return Recovered{*state, object.value(kFileKey).toString()};
}

} // namespace attention
