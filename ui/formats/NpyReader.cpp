#include "ui/formats/NpyReader.h"

#include <QCoreApplication>
#include <QFile>
#include <QRegularExpression>
#include <QString>
#include <QtEndian>

#include <cmath>
#include <cstring>
#include <limits>

namespace attention {

namespace {

QString headerValue(const QString &header, const QString &key)
{
    const QRegularExpression pattern(QStringLiteral("['\"]%1['\"]\\s*:\\s*(\\([^)]*\\)|'[^']*'|\"[^\"]*\"|True|False)").arg(key));
    const QRegularExpressionMatch match = pattern.match(header);
    return match.hasMatch() ? match.captured(1) : QString();
}

template <typename T> T readValue(const char *data, bool bigEndian)
{
    T value;
    std::memcpy(&value, data, sizeof value);
    if (bigEndian != (QSysInfo::ByteOrder == QSysInfo::BigEndian)) {
        auto *bytes = reinterpret_cast<unsigned char *>(&value);
        std::reverse(bytes, bytes + sizeof value);
    }
    return value;
}

/** One item of the file's type, as a double. */
double decodeItem(const char *cell, int itemSize, bool bigEndian)
{
    return itemSize == 4 ? double(readValue<float>(cell, bigEndian)) : readValue<double>(cell, bigEndian);
}

} // namespace

/** The array an NPY header describes, with nothing read yet: `bytes` starts the file, which is
 *  `totalSize` bytes long. */
Outcome<NpyArray> NpyArray::fromHeader(const QByteArray &bytes, qint64 totalSize)
{
    if (bytes.size() < 10 || !bytes.startsWith("\x93NUMPY"))
        return Message("npy.magic", ATTENTION_MESSAGE("not an NPY file (it does not start with \\x93NUMPY)"));
    const int major = static_cast<unsigned char>(bytes.at(6)); // at(): operator[] would copy the whole file (detach)
    if (major < 1 || major > 3)
        return Message("npy.version", ATTENTION_MESSAGE("NPY format version %1 is not supported"), {major});
    const int lengthBytes = major == 1 ? 2 : 4;
    if (bytes.size() < 8 + lengthBytes)
        return Message("npy.header_truncated", ATTENTION_MESSAGE("the NPY header is truncated"));
    const std::int64_t headerLength =
        lengthBytes == 2 ? qFromLittleEndian<quint16>(bytes.constData() + 8) : qFromLittleEndian<quint32>(bytes.constData() + 8);
    const std::int64_t dataStart = 8 + lengthBytes + headerLength;
    if (headerLength > 65536 || dataStart > bytes.size())
        return Message("npy.header_length", ATTENTION_MESSAGE("the NPY header is truncated or too long"));
    const QString header = QString::fromLatin1(bytes.mid(8 + lengthBytes, static_cast<qsizetype>(headerLength)));

    const QString descr = headerValue(header, QStringLiteral("descr")).remove(QLatin1Char('\'')).remove(QLatin1Char('"'));
    int itemSize = 0;
    bool bigEndian = false;
    if (descr == QLatin1String("<f4") || descr == QLatin1String("|f4") || descr == QLatin1String("=f4"))
        itemSize = 4;
    else if (descr == QLatin1String(">f4"))
        itemSize = 4, bigEndian = true;
    else if (descr == QLatin1String("<f8") || descr == QLatin1String("=f8"))
        itemSize = 8;
    else if (descr == QLatin1String(">f8"))
        itemSize = 8, bigEndian = true;
    else
        return descr.isEmpty()
                   ? Message("npy.no_dtype",
                             ATTENTION_MESSAGE("the array holds an unknown type; attention weights must be float32 or float64"))
                   : Message("npy.dtype", ATTENTION_MESSAGE("the array holds %1; attention weights must be float32 or float64"), {descr});

    const QString order = headerValue(header, QStringLiteral("fortran_order"));
    if (order != QLatin1String("True") && order != QLatin1String("False"))
        return Message("npy.fortran_order", ATTENTION_MESSAGE("the NPY header has no fortran_order"));
    const bool fortran = order == QLatin1String("True");

    QString shapeText = headerValue(header, QStringLiteral("shape"));
    if (shapeText.size() < 2)
        return Message("npy.no_shape", ATTENTION_MESSAGE("the NPY header has no shape"));
    shapeText = shapeText.mid(1, shapeText.size() - 2);
    NpyArray array;
    std::int64_t count = 1;
    for (const QString &part : shapeText.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        bool ok = false;
        const qlonglong dimension = part.trimmed().toLongLong(&ok);
        if (!ok || dimension < 0)
            return Message("npy.shape", ATTENTION_MESSAGE("the NPY shape (%1) is not a list of sizes"), {shapeText});
        if (dimension > 0 && count > kMaxNpyElements / dimension)
            return Message("npy.too_large", ATTENTION_MESSAGE("the array claims shape (%1): more than %2 million values"),
                           {shapeText, kMaxNpyElements / 1000000});
        count *= dimension;
        array.mShape.push_back(dimension);
    }
    if (array.mShape.empty())
        return Message("npy.scalar", ATTENTION_MESSAGE("the array is a single number, not a matrix"));
    if (count == 0)
        return Message("npy.empty", ATTENTION_MESSAGE("the array is empty"));
    const std::int64_t needed = count * itemSize;
    if (totalSize - dataStart < needed)
        return Message("npy.truncated", ATTENTION_MESSAGE("the file is truncated: the shape (%1) needs %2 bytes of data, it has %3"),
                       {shapeText, needed, totalSize - dataStart});

    array.mDataStart = dataStart;
    array.mItemSize = itemSize;
    array.mBigEndian = bigEndian;
    array.mFortran = fortran;
    array.mCount = count;
    array.mStrides.assign(array.mShape.size(), 1);
    if (fortran) {
        for (std::size_t d = 1; d < array.mShape.size(); ++d)
            array.mStrides[d] = array.mStrides[d - 1] * array.mShape[d - 1];
    } else {
        for (std::size_t d = array.mShape.size() - 1; d-- > 0;)
            array.mStrides[d] = array.mStrides[d + 1] * array.mShape[d + 1];
    }
    return array;
}

Outcome<NpyArray> readNpy(QByteArray bytes)
{
    auto array = NpyArray::fromHeader(bytes, bytes.size());
    if (!array)
        return array.problem();
    array->mBytes = std::move(bytes);
    if (auto checked = checkNpyValues(*array); !checked)
        return checked.problem();
    return array;
}

Outcome<NpyArray> NpyArray::fromFileHeader(QFile &file)
{
    const qint64 size = file.size();
    const QByteArray start = file.seek(0) ? file.read(std::min<qint64>(size, kLongestHeader)) : QByteArray();
    return fromHeader(start, size);
}

Outcome<std::vector<std::int64_t>> npyShapeOf(QFile &file)
{
    auto array = NpyArray::fromFileHeader(file);
    if (!array)
        return array.problem();
    return array->shape();
}

Outcome<NpyArray> openNpyFile(std::unique_ptr<QFile> file, const QString &name, const ReadProgress &progress)
{
    auto array = NpyArray::fromFileHeader(*file);
    if (!array)
        return array.problem();
    if (array->mFortran) { // a matrix is spread over the whole file: read it all, once
        if (!file->seek(0))
            return Message("npy.read", ATTENTION_MESSAGE("could not read the file: %1"), {file->errorString()});
        // Its header and the data it declares (under kMaxNpyElements values), whatever the file grew to since.
        auto bytes = readInChunks(*file, array->mDataStart + array->mCount * array->mItemSize, progress);
        if (!bytes)
            return bytes.problem();
        return readNpy(std::move(bytes).value());
    }
    auto source = std::make_shared<NpyArray::FileSource>();
    // The window opens files on a worker and reads their layers on its own thread: the file
    // object belongs to the application's thread (a worker may hand it over, not take it).
    if (QCoreApplication *app = QCoreApplication::instance())
        file->moveToThread(app->thread());
    source->file = std::move(file);
    source->name = name;
    array->mFile = std::move(source);
    return array;
}

NpyArray NpyArray::fromValues(std::vector<std::int64_t> shape, const std::vector<double> &values)
{
    QByteArray bytes(static_cast<qsizetype>(values.size() * sizeof(double)), Qt::Uninitialized);
    for (std::size_t k = 0; k < values.size(); ++k)
        qToLittleEndian(values[k], bytes.data() + k * sizeof(double));
    return fromLittleEndianDoubles(std::move(shape), std::move(bytes));
}

NpyArray NpyArray::fromLittleEndianDoubles(std::vector<std::int64_t> shape, QByteArray bytes)
{
    NpyArray array;
    array.mBytes = std::move(bytes);
    array.mItemSize = 8;
    array.mCount = static_cast<std::int64_t>(array.mBytes.size() / qsizetype(sizeof(double)));
    array.mShape = std::move(shape);
    array.mStrides.assign(array.mShape.size(), 1);
    for (std::size_t d = array.mShape.size(); d-- > 1;)
        array.mStrides[d - 1] = array.mStrides[d] * array.mShape[d];
    return array;
}

double NpyArray::item(std::int64_t storageIndex) const
{
    return decodeItem(mBytes.constData() + mDataStart + storageIndex * mItemSize, mItemSize, mBigEndian);
}

std::int64_t NpyArray::storageIndexOf(std::int64_t k) const
{
    std::int64_t offset = 0;
    for (std::size_t d = mShape.size(); d-- > 0;) {
        offset += (k % mShape[d]) * mStrides[d];
        k /= mShape[d];
    }
    return offset;
}

std::int64_t NpyArray::cOrderIndexOf(std::int64_t storageIndex) const
{
    std::int64_t k = 0;
    for (std::size_t d = 0; d < mShape.size(); ++d)
        k = k * mShape[d] + (storageIndex / mStrides[d]) % mShape[d];
    return k;
}

double NpyArray::value(std::int64_t k) const
{
    return item(mFortran ? storageIndexOf(k) : k);
}

namespace {

/** Converts `count` items of the file's type to floats (out may be null: only checks) and
 *  returns the index of the first that is not finite or beyond a float's range, or -1. Bits,
 *  not values, for float32: an exponent of all ones is NaN or infinity. */
std::int64_t convertItems(const char *data, std::int64_t count, int itemSize, bool bigEndian, float *out)
{
    const bool swap = bigEndian != (QSysInfo::ByteOrder == QSysInfo::BigEndian);
    if (itemSize == 4) {
        for (std::int64_t i = 0; i < count; ++i) {
            quint32 bits;
            std::memcpy(&bits, data + i * 4, 4);
            if (swap)
                bits = qbswap(bits);
            if ((bits & 0x7f800000u) == 0x7f800000u)
                return i;
            if (out)
                std::memcpy(out + i, &bits, 4);
        }
        return -1;
    }
    constexpr double kLargest = double(std::numeric_limits<float>::max());
    for (std::int64_t i = 0; i < count; ++i) {
        const double value = readValue<double>(data + i * 8, bigEndian);
        if (!(std::abs(value) <= kLargest)) // NaN fails every comparison
            return i;
        if (out)
            out[i] = static_cast<float>(value);
    }
    return -1;
}

} // namespace

Message NpyArray::badValue(std::int64_t cOrderIndex, double value)
{
    if (std::isfinite(value))
        return Message(
            "import.float_range",
            ATTENTION_MESSAGE("the attention holds %1 (element %2), more than a float can hold: attention weights lie between 0 and 1"),
            {value, cOrderIndex});
    return Message("npy.not_finite", ATTENTION_MESSAGE("the array holds NaN or infinity (at element %1): attention weights must be finite"),
                   {cOrderIndex});
}

Outcome<Matrix> NpyArray::matrix(std::int64_t leading) const
{
    const std::size_t n = mShape.size();
    const std::int64_t rows = n >= 2 ? mShape[n - 2] : 1, columns = mShape[n - 1], cells = rows * columns;
    const std::int64_t first = leading * cells; // in C order
    Matrix m(rows, columns);
    if (mFortran) { // in memory, checked when read
        const std::int64_t rowStride = n >= 2 ? mStrides[n - 2] : 0, columnStride = mStrides[n - 1];
        const std::int64_t start = storageIndexOf(first);
        for (std::int64_t r = 0; r < rows; ++r)
            for (std::int64_t c = 0; c < columns; ++c)
                m(r, c) = static_cast<Scalar>(item(start + r * rowStride + c * columnStride));
        return m;
    }
    // C order: the matrix is one run of items, in memory or read from the file now. float32
    // items are read straight into the matrix and converted there, each read before it is
    // written (a buffer besides took 12 MB more of fresh pages to open a BERT-sized layer).
    const qint64 offset = mDataStart + first * mItemSize, length = cells * mItemSize;
    QByteArray read;
    const char *data = mBytes.constData() + offset;
    if (mFile) {
        const std::lock_guard<std::mutex> lock(mFile->mutex);
        const bool inPlace = mItemSize == sizeof(Scalar);
        if (inPlace)
            data = reinterpret_cast<const char *>(m.data());
        const bool whole = mFile->file->seek(offset)
                           && (inPlace ? mFile->file->read(reinterpret_cast<char *>(m.data()), length) == length
                                       : (read = mFile->file->read(length)).size() == length);
        if (!whole)
            return Message("npy.changed", ATTENTION_MESSAGE("%1 has changed since it was opened: it is now shorter than its header says"),
                           {mFile->name});
        if (!inPlace)
            data = read.constData();
    }
    const std::int64_t bad = convertItems(data, cells, mItemSize, mBigEndian, m.data());
    if (bad >= 0)
        return badValue(first + bad, decodeItem(data + bad * mItemSize, mItemSize, mBigEndian));
    return m;
}

Outcome<void> checkNpyValues(const NpyArray &array)
{
    // In the order of the bytes (a Fortran file's too): one pass over memory.
    const char *data = array.mBytes.constData() + array.mDataStart;
    const std::int64_t bad = convertItems(data, array.mCount, array.mItemSize, array.mBigEndian, nullptr);
    if (bad < 0)
        return {};
    return NpyArray::badValue(array.cOrderIndexOf(bad), array.item(bad));
}

} // namespace attention
