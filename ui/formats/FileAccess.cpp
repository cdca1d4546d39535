#include "ui/formats/FileAccess.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

#if defined(Q_OS_UNIX)
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace attention {

namespace {

Message notRegular(const QString &path)
{
    return Message("file.not_regular", ATTENTION_MESSAGE("%1 is not a regular file (a folder, a device or a pipe): name a file"), {path});
}

Message tooLarge(const QString &path, qint64 maxBytes)
{
    return Message("file.too_large", ATTENTION_MESSAGE("%1 is larger than %2 MB"), {path, maxBytes / (1024 * 1024)});
}

Message cannotOpen(const QString &path, const QString &why)
{
    return Message("file.open", ATTENTION_MESSAGE("Could not open %1: %2"), {path, why});
}

Message cannotWrite(const QString &path, const QString &why)
{
    return Message("file.write", ATTENTION_MESSAGE("could not write %1: %2"), {path, why});
}

/** Reads up to maxBytes + 1 bytes from an open device. */
Outcome<QByteArray> readAtMost(QIODevice &device, const QString &path, qint64 maxBytes)
{
    QByteArray bytes = device.read(maxBytes + 1);
    if (bytes.size() > maxBytes)
        return tooLarge(path, maxBytes);
    return bytes;
}

#if defined(Q_OS_UNIX)
QString systemError(int error) { return QString::fromLocal8Bit(std::strerror(error)); }

struct stat statOf(const QString &path, bool &exists)
{
    struct stat info {};
    exists = ::stat(QFile::encodeName(path).constData(), &info) == 0;
    return info;
}
#endif

Message unusableName(const QString &path)
{
    return Message("file.name", ATTENTION_MESSAGE("\"%1\" is not a file name this system can use"), {QString(path).replace(QChar(0), QLatin1Char('?'))});
}

} // namespace

Outcome<QByteArray> readFileBounded(const QString &path, qint64 maxBytes)
{
    if (path.isEmpty() || path.contains(QChar(0)))
        return unusableName(path);
    if (path.startsWith(QLatin1Char(':'))) { // a resource compiled into the program
        QFile resource(path);
        if (!resource.open(QIODevice::ReadOnly))
            return cannotOpen(path, resource.errorString());
        return readAtMost(resource, path, maxBytes);
    }
#if defined(Q_OS_UNIX)
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0)
        return cannotOpen(path, systemError(errno));
    struct stat info {};
    if (::fstat(fd, &info) != 0 || !S_ISREG(info.st_mode)) {
        ::close(fd);
        return notRegular(path);
    }
    if (info.st_size > maxBytes) {
        ::close(fd);
        return tooLarge(path, maxBytes);
    }
    QFile file;
    if (!file.open(fd, QIODevice::ReadOnly, QFileDevice::AutoCloseHandle)) {
        ::close(fd);
        return cannotOpen(path, file.errorString());
    }
    return readAtMost(file, path, maxBytes); // bounded again: the file may have grown since
#else
    const QFileInfo info(path);
    if (info.exists() && !info.isFile())
        return notRegular(path);
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return cannotOpen(path, file.errorString());
    return readAtMost(file, path, maxBytes);
#endif
}

Outcome<void> checkWritable(const QString &path)
{
    if (path.isEmpty() || path.contains(QChar(0)))
        return unusableName(path);
    const QFileInfo info(path);
    if (info.isDir())
        return Message("file.folder", ATTENTION_MESSAGE("%1 is a folder: name a file to write"), {path});
    if (!info.exists() && !info.absoluteDir().exists())
        return Message("file.no_folder", ATTENTION_MESSAGE("could not write %1: the folder %2 does not exist"),
                       {path, QDir::toNativeSeparators(info.absolutePath())});
    return {};
}

Outcome<void> writeFileSafely(const QString &path, const QByteArray &bytes)
{
    if (auto writable = checkWritable(path); !writable)
        return writable;
    QString target = path;
#if defined(Q_OS_UNIX)
    bool exists = false;
    const struct stat info = statOf(path, exists);
    if (exists && !S_ISREG(info.st_mode)) { // a device or a FIFO: written into, never replaced
        QFile device(path);
        if (!device.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
            return cannotWrite(path, device.errorString());
        if (device.write(bytes) != bytes.size())
            return cannotWrite(path, device.errorString());
        return {};
    }
#endif
    const QFileInfo link(path);
    if (link.isSymLink())
        target = link.canonicalFilePath().isEmpty() ? link.symLinkTarget() : link.canonicalFilePath(); // the target, not the link
    QSaveFile file(target);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit())
        return cannotWrite(path, file.errorString());
    return {};
}

} // namespace attention
