#include "ui/formats/FileAccess.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

#include <chrono>
#include <thread>

#if defined(Q_OS_UNIX)
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace attention {

namespace {

constexpr auto kReaderWait = std::chrono::seconds(2);

Message notRegular(const QString &path)
{
    return Message("file.not_regular", ATTENTION_MESSAGE("%1 is not a regular file (a folder, a device or a pipe): name a file"), {path});
}

Message cannotOpen(const QString &path, const QString &why)
{
    return Message("file.open", ATTENTION_MESSAGE("Could not open %1: %2"), {path, why});
}

/** Reads at most maxBytes (and one more, to tell a larger file). With the size the file had when
 *  opened, into one block of that size: QIODevice::read(maxBytes) read a 144 MB file into a
 *  512 MB block and copied it into one of its size, twice the file at the peak. */
Outcome<QByteArray> readAtMost(QIODevice &device, const QString &path, qint64 maxBytes, qint64 expectedBytes = -1)
{
    if (expectedBytes < 0 || expectedBytes > maxBytes) {
        QByteArray bytes = device.read(maxBytes + 1);
        if (bytes.size() > maxBytes)
            return fileTooLarge(path, maxBytes);
        return bytes;
    }
    QByteArray bytes = readInChunks(device, expectedBytes + 1, {}).value(); // without progress, never stopped
    if (bytes.size() > expectedBytes) // it grew since it was opened: the rest, bounded
        bytes += device.read(maxBytes + 1 - bytes.size());
    if (bytes.size() > maxBytes)
        return fileTooLarge(path, maxBytes);
    return bytes;
}

#if defined(Q_OS_UNIX)
QString systemError(int error)
{
    return QString::fromLocal8Bit(std::strerror(error));
}

struct stat statOf(const QString &path, bool &exists)
{
    struct stat info
    {
    };
    exists = ::stat(QFile::encodeName(path).constData(), &info) == 0;
    return info;
}
#endif

Message unusableName(const QString &path)
{
    return Message("file.name", ATTENTION_MESSAGE("\"%1\" is not a file name this system can use"),
                   {QString(path).replace(QChar(0), QLatin1Char('?'))});
}

} // namespace

Message cannotWrite(const QString &path, const QString &why)
{
    return Message("file.write", ATTENTION_MESSAGE("could not write %1: %2"), {path, why});
}

Message readingStopped()
{
    return Message("file.read_stopped", ATTENTION_MESSAGE("the reading was stopped"));
}

Outcome<QByteArray> readInChunks(QIODevice &file, qint64 bytes, const ReadProgress &progress, qint64 chunkBytes)
{
    QByteArray read(static_cast<qsizetype>(bytes), Qt::Uninitialized);
    qint64 got = 0;
    for (qint64 n = 0; got < bytes && (n = file.read(read.data() + got, std::min(chunkBytes, bytes - got))) > 0;) {
        got += n;
        if (progress && !progress(double(got) / double(bytes)))
            return readingStopped();
    }
    read.truncate(static_cast<qsizetype>(got));
    return read;
}

Message fileTooLarge(const QString &path, qint64 maxBytes)
{
    return Message("file.too_large", ATTENTION_MESSAGE("%1 is larger than %2 MB"), {path, maxBytes / (1024 * 1024)});
}

Outcome<std::unique_ptr<QFile>> openFileBounded(const QString &path, qint64 maxBytes)
{
    if (path.isEmpty() || path.contains(QChar(0)))
        return unusableName(path);
    auto file = std::make_unique<QFile>();
    if (path.startsWith(QLatin1Char(':'))) { // a resource compiled into the program
        file->setFileName(path);
        if (!file->open(QIODevice::ReadOnly))
            return cannotOpen(path, file->errorString());
        if (file->size() > maxBytes)
            return fileTooLarge(path, maxBytes);
        return file;
    }
#if defined(Q_OS_UNIX)
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0)
        return cannotOpen(path, systemError(errno));
    struct stat info
    {
    };
    if (::fstat(fd, &info) != 0 || !S_ISREG(info.st_mode)) {
        ::close(fd);
        return notRegular(path);
    }
    if (info.st_size > maxBytes) {
        ::close(fd);
        return fileTooLarge(path, maxBytes);
    }
    if (!file->open(fd, QIODevice::ReadOnly | QIODevice::Unbuffered, QFileDevice::AutoCloseHandle)) {
        ::close(fd);
        return cannotOpen(path, file->errorString());
    }
#else
    const QFileInfo info(path);
    if (info.exists() && !info.isFile())
        return notRegular(path);
    file->setFileName(path);
    if (!file->open(QIODevice::ReadOnly | QIODevice::Unbuffered))
        return cannotOpen(path, file->errorString());
    if (file->size() > maxBytes)
        return fileTooLarge(path, maxBytes);
#endif
    return file;
}

Outcome<QByteArray> readFileBounded(const QString &path, qint64 maxBytes)
{
    auto file = openFileBounded(path, maxBytes);
    if (!file)
        return file.problem();
    const qint64 size = (*file)->size(); // a resource's, or a regular file's as opened
    return readAtMost(**file, path, maxBytes, size); // bounded again: the file may have grown since
}

Outcome<void> checkWritable(const QString &path)
{
    if (path.isEmpty() || path.contains(QChar(0)))
        return unusableName(path);
    const QFileInfo info(path);
    if (info.isDir())
        return Message("file.folder", ATTENTION_MESSAGE("%1 is a folder: name a file to write"), {path});
    if (!info.exists() && !info.absoluteDir().exists()) {
        // The nearest part of the path that exists says why: a file where a folder should be, or nothing.
        QFileInfo part(info.absolutePath());
        while (!part.exists() && part.absoluteFilePath() != part.absolutePath())
            part = QFileInfo(part.absolutePath());
        if (part.exists() && !part.isDir())
            return Message("file.not_folder", ATTENTION_MESSAGE("could not write %1: %2 is a file, not a folder"),
                           {path, QDir::toNativeSeparators(part.absoluteFilePath())});
        return Message("file.no_folder", ATTENTION_MESSAGE("could not write %1: the folder %2 does not exist"),
                       {path, QDir::toNativeSeparators(info.absolutePath())});
    }
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
        // Opened without blocking: a FIFO nobody reads from blocked the open (and the window)
        // for ever. A reader started beside us may open its end a moment later, so it has
        // kReaderWait; with a reader (-o >(gzip > x.gz)) the writes then block as a pipe's do.
        const QByteArray name = QFile::encodeName(path);
        const auto giveUp = std::chrono::steady_clock::now() + kReaderWait;
        int fd = ::open(name.constData(), O_WRONLY | O_NONBLOCK | O_CLOEXEC);
        while (fd < 0 && errno == ENXIO && std::chrono::steady_clock::now() < giveUp) {
            std::this_thread::sleep_for(std::chrono::milliseconds(10));
            fd = ::open(name.constData(), O_WRONLY | O_NONBLOCK | O_CLOEXEC);
        }
        if (fd < 0 && errno == ENXIO)
            return Message("file.no_reader", ATTENTION_MESSAGE("could not write %1: it is a pipe that nothing reads from"), {path});
        if (fd < 0)
            return cannotWrite(path, systemError(errno));
        ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK);
        // Written with the system's calls: QFile reported a reader that left (EPIPE) as "Unknown error".
        qint64 written = 0;
        while (written < bytes.size()) {
            const ssize_t wrote = ::write(fd, bytes.constData() + written, static_cast<size_t>(bytes.size() - written));
            if (wrote < 0 && errno == EINTR)
                continue;
            if (wrote <= 0) {
                const int problem = wrote < 0 ? errno : ENOSPC;
                ::close(fd);
                return cannotWrite(path, systemError(problem));
            }
            written += wrote;
        }
        if (::close(fd) != 0 && errno != EINTR)
            return cannotWrite(path, systemError(errno));
        return {};
    }
#endif
    const QFileInfo link(path);
    if (link.isSymLink())
        target = link.canonicalFilePath().isEmpty() ? link.symLinkTarget() : link.canonicalFilePath(); // the target, not the link
    // Unbuffered, and every write checked before the commit: Qt 6.4's QSaveFile, its buffered
    // write failing on a full disk (ENOSPC), committed the empty temporary file over the old one.
    QSaveFile file(target);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
        return cannotWrite(path, file.errorString());
    qint64 written = 0;
    while (written < bytes.size()) {
        const qint64 wrote = file.write(bytes.constData() + written, bytes.size() - written);
        if (wrote <= 0 || file.error() != QFileDevice::NoError) {
            const QString problem = file.errorString();
            file.cancelWriting(); // the old file stays as it was
            return cannotWrite(path, problem);
        }
        written += wrote;
    }
    if (!file.commit())
        return cannotWrite(path, file.errorString());
    return {};
}

} // namespace attention
