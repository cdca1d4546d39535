#include "ui/formats/NpyReader.h"

#include <QRegularExpression>
#include <QString>
#include <QtEndian>

#include <cmath>
#include <cstring>

namespace attention {

namespace {

QString headerValue(const QString &header, const QString &key)
{
    const QRegularExpression pattern(QStringLiteral("['\"]%1['\"]\\s*:\\s*(\\([^)]*\\)|'[^']*'|\"[^\"]*\"|True|False)").arg(key));
    const QRegularExpressionMatch match = pattern.match(header);
    return match.hasMatch() ? match.captured(1) : QString();
}

template <typename T>
T readValue(const char *data, bool bigEndian)
{
    T value;
    std::memcpy(&value, data, sizeof value);
    if (bigEndian != (QSysInfo::ByteOrder == QSysInfo::BigEndian)) {
        auto *bytes = reinterpret_cast<unsigned char *>(&value);
        std::reverse(bytes, bytes + sizeof value);
    }
    return value;
}

} // namespace

Outcome<NpyArray> readNpy(const QByteArray &bytes)
{
    if (bytes.size() < 10 || !bytes.startsWith("\x93NUMPY"))
        return Message("npy.magic", ATTENTION_MESSAGE("not an NPY file (it does not start with \\x93NUMPY)"));
    const int major = static_cast<unsigned char>(bytes[6]);
    if (major < 1 || major > 3)
        return Message("npy.version", ATTENTION_MESSAGE("NPY format version %1 is not supported"), {major});
    const int lengthBytes = major == 1 ? 2 : 4;
    if (bytes.size() < 8 + lengthBytes)
        return Message("npy.header_truncated", ATTENTION_MESSAGE("the NPY header is truncated"));
    const std::int64_t headerLength = lengthBytes == 2 ? qFromLittleEndian<quint16>(bytes.constData() + 8)
                                                       : qFromLittleEndian<quint32>(bytes.constData() + 8);
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
        return descr.isEmpty() ? Message("npy.no_dtype", ATTENTION_MESSAGE("the array holds an unknown type; attention weights must be float32 or float64"))
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
        array.shape.push_back(dimension);
    }
    if (array.shape.empty())
        return Message("npy.scalar", ATTENTION_MESSAGE("the array is a single number, not a matrix"));
    if (count == 0)
        return Message("npy.empty", ATTENTION_MESSAGE("the array is empty"));
    const std::int64_t needed = count * itemSize;
    if (bytes.size() - dataStart < needed)
        return Message("npy.truncated", ATTENTION_MESSAGE("the file is truncated: the shape (%1) needs %2 bytes of data, it has %3"),
                       {shapeText, needed, bytes.size() - dataStart});

    array.values.resize(static_cast<std::size_t>(count));
    const char *data = bytes.constData() + dataStart;
    std::vector<std::int64_t> strides(array.shape.size(), 1); // of the file's order, in elements
    if (fortran) {
        for (std::size_t d = 1; d < array.shape.size(); ++d)
            strides[d] = strides[d - 1] * array.shape[d - 1];
    } else {
        for (std::size_t d = array.shape.size() - 1; d-- > 0;)
            strides[d] = strides[d + 1] * array.shape[d + 1];
    }
    std::vector<std::int64_t> index(array.shape.size(), 0);
    for (std::int64_t k = 0; k < count; ++k) { // k walks C order
        std::int64_t offset = 0;
        for (std::size_t d = 0; d < index.size(); ++d)
            offset += index[d] * strides[d];
        const char *cell = data + offset * itemSize;
        const double value = itemSize == 4 ? double(readValue<float>(cell, bigEndian)) : readValue<double>(cell, bigEndian);
        if (!std::isfinite(value))
            return Message("npy.not_finite", ATTENTION_MESSAGE("the array holds NaN or infinity (at element %1): attention weights must be finite"), {k});
        array.values[static_cast<std::size_t>(k)] = value;
        for (std::size_t d = index.size(); d-- > 0;) {
            if (++index[d] < array.shape[d])
                break;
            index[d] = 0;
        }
    }
    return array;
}

} // namespace attention
