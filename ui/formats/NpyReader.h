#pragma once

#include "core/Outcome.h"
#include "core/Types.h"
#include "ui/formats/FileAccess.h"

#include <QByteArray>
#include <QFile>

#include <cstdint>
#include <memory>
#include <mutex>
#include <vector>

namespace attention {

/**
 * An n-dimensional float array as a file holds it (float32 or float64, either byte order, C or
 * Fortran order), converted only when asked: held in memory, or, for a C-order file opened
 * with openNpyFile, read a matrix at a time, so a large file is never held twice.
 */
class NpyArray
{
public:
    /** Float64 values in C order: the arrays parsed from text (JSON). */
    static NpyArray fromValues(std::vector<std::int64_t> shape, const std::vector<double> &values);
    /** The same as their little-endian bytes, taken as they are. */
    static NpyArray fromLittleEndianDoubles(std::vector<std::int64_t> shape, QByteArray bytes);

    const std::vector<std::int64_t> &shape() const { return mShape; }
    std::int64_t count() const { return mCount; }
    /** The k-th value in C order (the last index fastest), whatever the file's order; of an
     *  array held in memory (readNpy, fromValues), not one read a matrix at a time. */
    double value(std::int64_t k) const;
    /** The matrix of the last two dimensions at flat index `leading` of the others, as floats.
     *  An array openNpyFile opened reads it from the file now and checks its values: a file
     *  that has shrunk, or holds NaN there, gives a message, never a crash. */
    Outcome<Matrix> matrix(std::int64_t leading) const;

private:
    friend Outcome<NpyArray> readNpy(QByteArray bytes);
    friend Outcome<NpyArray> openNpyFile(std::unique_ptr<QFile> file, const QString &name, const ReadProgress &progress);
    friend Outcome<std::vector<std::int64_t>> npyShapeOf(QFile &file);
    friend Outcome<void> checkNpyValues(const NpyArray &array);
    static Outcome<NpyArray> fromHeader(const QByteArray &start, qint64 totalSize);
    /** The array a file's header declares (its first kLongestHeader bytes read), data not read. */
    static Outcome<NpyArray> fromFileHeader(QFile &file);
    static Message badValue(std::int64_t cOrderIndex, double value);
    double item(std::int64_t storageIndex) const;
    std::int64_t storageIndexOf(std::int64_t cOrderIndex) const;
    std::int64_t cOrderIndexOf(std::int64_t storageIndex) const;

    /** The open file of an array read a matrix at a time, shared by copies; one read at a time. */
    struct FileSource
    {
        std::unique_ptr<QFile> file;
        QString name; // for messages: a file opened by its descriptor has none
        std::mutex mutex;
    };
    std::shared_ptr<FileSource> mFile; // or, null, the whole file in mBytes
    QByteArray mBytes;
    std::int64_t mDataStart = 0;
    int mItemSize = 8;
    bool mBigEndian = false;
    bool mFortran = false;
    std::vector<std::int64_t> mShape;
    std::vector<std::int64_t> mStrides; // per dimension, in items, of the storage order
    std::int64_t mCount = 0;
};

/** Largest array the reader accepts (elements), so a hostile header cannot ask for terabytes. */
constexpr std::int64_t kMaxNpyElements = 64LL * 1024 * 1024;

/** The longest NPY header read (the format allows 4 GB; real ones are under 200 bytes). */
constexpr qint64 kLongestHeader = 65536 + 12;

/**
 * Reads NPY versions 1 to 3 held in memory: float32 or float64, either byte order, C or Fortran
 * order. Refuses other dtypes, truncated data, sizes that do not match the header and NaN or
 * inf values, with a message naming the problem. Keeps the bytes (shared, not copied).
 */
Outcome<NpyArray> readNpy(QByteArray bytes);

/** The same from an open file, reading only its header (C order: each matrix is read when
 *  asked, so a 12-layer file opens in milliseconds and only the layer on show is ever read, its
 *  values checked then; Fortran order: the whole of the header and the data it declares, a
 *  chunk at a time, telling progress how far it is, then as readNpy). `name` is how messages call the
 *  file. */
Outcome<NpyArray> openNpyFile(std::unique_ptr<QFile> file, const QString &name, const ReadProgress &progress = {});

/** The shape an NPY file's header declares, its data not read (the import's token dialog says
 *  how many tokens the file needs). */
Outcome<std::vector<std::int64_t>> npyShapeOf(QFile &file);

/** Every value finite and within a float's range (attention weights lie in [0, 1]): one pass
 *  over the bytes in their own order. */
Outcome<void> checkNpyValues(const NpyArray &array);

} // namespace attention
