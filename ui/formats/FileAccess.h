#pragma once

#include "core/Outcome.h"

#include <QByteArray>
#include <QFile>
#include <QString>

#include <functional>
#include <memory>

namespace attention {

/** Told the share of a file read so far (0 to 1; 0 where the size is not known), for a progress
 *  bar; returns whether the reading is still wanted. */
using ReadProgress = std::function<bool(double share)>;

/** What a reading ends with where its ReadProgress said it is no longer wanted. */
Message readingStopped();

/** The next `bytes` bytes of an open file (fewer where it ends sooner), read chunkBytes at a
 *  time, telling progress after each (the share of `bytes`); readingStopped() where it says no. */
Outcome<QByteArray> readInChunks(QIODevice &file, qint64 bytes, const ReadProgress &progress, qint64 chunkBytes = 4 << 20);

/**
 * The whole of a file, or why not: it cannot be opened, it is larger than maxBytes, or it is
 * not a regular file. A folder, a FIFO or a device (a link to /dev/zero among them) is refused
 * before anything is read, since reading one could block forever or never end; the file is
 * opened without blocking and checked once open, so one swapped in after a look is refused as
 * well. At most maxBytes + 1 bytes are ever read. Resource paths (":/...") are read as such.
 */
Outcome<QByteArray> readFileBounded(const QString &path, qint64 maxBytes);

/** What readFileBounded() and openFileBounded() say of a file larger than maxBytes. */
Message fileTooLarge(const QString &path, qint64 maxBytes);

/** What every write says when path (a file, or "stdout") could not be written, and why. */
Message cannotWrite(const QString &path, const QString &why);

/** The same checks, and the file left open for reading a part at a time (NPY imports read one
 *  layer). Its size may change later: whoever reads must check what read() returns. */
Outcome<std::unique_ptr<QFile>> openFileBounded(const QString &path, qint64 maxBytes);

/**
 * Writes bytes to path. A regular file (or a new one) is written atomically: a temporary file is
 * renamed over it, so a failed write (a full disk) leaves the old file as it was; a link is
 * followed and its target replaced, never the link. A device or a FIFO (-o /dev/stdout) is
 * written straight into, never replaced; a FIFO that no reader opens within 2 s is refused
 * (its open would have blocked for ever). A folder is refused.
 */
Outcome<void> writeFileSafely(const QString &path, const QByteArray &bytes);

/** Why path cannot be written before anything is drawn or computed for it (a folder, a
 *  missing folder), or nothing. */
Outcome<void> checkWritable(const QString &path);

} // namespace attention
