#include "ui/formats/huggingface/SafeTensors.h"

#include "ui/formats/FileAccess.h"
#include "ui/formats/MatrixJson.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>

#include <cstring>

namespace attention {

namespace {

constexpr qint64 kMaxHeaderBytes = 16 << 20; // the format allows 100 MB; a 7 B model's is 30 KB
constexpr qint64 kMaxIndexBytes = 16 << 20;

/** float16 and bfloat16 to float32, as torch converts them. */
float halfToFloat(std::uint16_t h)
{
    const std::uint32_t sign = std::uint32_t(h & 0x8000) << 16;
    std::uint32_t exponent = (h >> 10) & 0x1F, mantissa = h & 0x3FF, bits;
    if (exponent == 0) {
        if (mantissa == 0) {
            bits = sign;
        } else { // subnormal: normalise it
            exponent = 127 - 15 + 1;
            while (!(mantissa & 0x400)) {
                mantissa <<= 1;
                --exponent;
            }
            bits = sign | (exponent << 23) | ((mantissa & 0x3FF) << 13);
        }
    } else if (exponent == 31) {
        bits = sign | 0x7F800000 | (mantissa << 13);
    } else {
        bits = sign | ((exponent + 127 - 15) << 23) | (mantissa << 13);
    }
    float f;
    std::memcpy(&f, &bits, 4);
    return f;
}

float bfloat16ToFloat(std::uint16_t b)
{
    const std::uint32_t bits = std::uint32_t(b) << 16;
    float f;
    std::memcpy(&f, &bits, 4);
    return f;
}

/** A mapped file, kept open and mapped while any tensor of it is in use. */
struct MappedFile
{
    QFile file;
    const uchar *bytes = nullptr;
    ~MappedFile()
    {
        if (bytes)
            file.unmap(const_cast<uchar *>(bytes));
    }
};

QString normalisedName(QString name)
{
    if (name.endsWith(QLatin1String(".gamma")))
        name.replace(name.size() - 5, 5, QStringLiteral("weight"));
    else if (name.endsWith(QLatin1String(".beta")))
        name.replace(name.size() - 4, 4, QStringLiteral("bias"));
    return name;
}

Outcome<void> readFile(const QString &path, models::WeightSet &weights)
{
    const QString name = QFileInfo(path).fileName();
    const auto opened = openFileBounded(path, std::numeric_limits<qint64>::max() / 2);
    if (!opened)
        return opened.problem();
    auto mapped = std::make_shared<MappedFile>();
    mapped->file.setFileName(path);
    if (!mapped->file.open(QIODevice::ReadOnly))
        return Message("model.open", ATTENTION_MESSAGE("%1 cannot be opened: %2"), {name, mapped->file.errorString()});
    const qint64 size = mapped->file.size();
    const auto truncated = [&name] {
        return Message("model.safetensors_truncated", ATTENTION_MESSAGE("%1 is cut short: it is not a whole safetensors file"), {name});
    };
    if (size < 8)
        return truncated();
    std::uint64_t headerBytes = 0;
    if (mapped->file.read(reinterpret_cast<char *>(&headerBytes), 8) != 8) // little-endian, as every supported machine
        return truncated();
    if (headerBytes > std::uint64_t(kMaxHeaderBytes) || qint64(headerBytes) > size - 8)
        return Message("model.safetensors_header", ATTENTION_MESSAGE("%1 does not start with a safetensors header"), {name});
    const QByteArray header = mapped->file.read(qint64(headerBytes));
    const auto object =
        jsonObjectOf(header, Message("model.safetensors_header", ATTENTION_MESSAGE("%1 does not start with a safetensors header"), {name}));
    if (!object)
        return Message("model.safetensors_header_json", ATTENTION_MESSAGE("%1's header is not valid: %2"), {name, object.problem()});
    const qint64 dataStart = 8 + qint64(headerBytes);
    const qint64 dataBytes = size - dataStart;
    mapped->bytes = mapped->file.map(0, size);
    if (!mapped->bytes)
        return Message("model.map", ATTENTION_MESSAGE("%1 cannot be mapped into memory: %2"), {name, mapped->file.errorString()});
    std::vector<std::shared_ptr<std::vector<float>>> converted;
    for (auto it = object->begin(); it != object->end(); ++it) {
        if (it.key() == QLatin1String("__metadata__"))
            continue;
        const QJsonObject tensor = it.value().toObject();
        const QString dtype = tensor.value(QLatin1String("dtype")).toString();
        const QJsonArray shapeJson = tensor.value(QLatin1String("shape")).toArray();
        const QJsonArray offsets = tensor.value(QLatin1String("data_offsets")).toArray();
        const auto bad = [&] {
            return Message("model.safetensors_tensor",
                           ATTENTION_MESSAGE("%1 describes the tensor %2 wrongly (its type, shape or place in the file)"),
                           {name, it.key()});
        };
        int width = 0;
        if (dtype == QLatin1String("F32"))
            width = 4;
        else if (dtype == QLatin1String("F16") || dtype == QLatin1String("BF16"))
            width = 2;
        else if (dtype == QLatin1String("F64") || dtype == QLatin1String("I64") || dtype == QLatin1String("I32")
                 || dtype == QLatin1String("I16") || dtype == QLatin1String("I8") || dtype == QLatin1String("U8")
                 || dtype == QLatin1String("BOOL") || dtype == QLatin1String("F8_E4M3") || dtype == QLatin1String("F8_E5M2"))
            continue; // buffers (position ids) and types no weight of these families has
        else
            return bad();
        if (offsets.size() != 2 || !offsets[0].isDouble() || !offsets[1].isDouble())
            return bad();
        std::vector<std::int64_t> shape;
        double elements = 1;
        for (const QJsonValue &dimension : shapeJson) {
            const double d = dimension.toDouble(-1);
            if (!dimension.isDouble() || d < 0 || d != std::floor(d) || d > 1e12)
                return bad();
            shape.push_back(std::int64_t(d));
            elements *= d;
        }
        const double begin = offsets[0].toDouble(), end = offsets[1].toDouble();
        if (begin < 0 || end < begin || end > double(dataBytes) || end - begin != elements * width)
            return bad();
        const uchar *data = mapped->bytes + dataStart + qint64(begin);
        models::WeightSet::Tensor t;
        t.shape = shape;
        if (width == 4 && (reinterpret_cast<std::uintptr_t>(data) % alignof(float)) == 0) {
            t.data = reinterpret_cast<const float *>(data); // used where it lies
        } else {
            auto floats = std::make_shared<std::vector<float>>(std::size_t(elements));
            const bool brain = dtype == QLatin1String("BF16");
            for (std::size_t i = 0; i < floats->size(); ++i) {
                if (width == 4) {
                    std::memcpy(&(*floats)[i], data + 4 * i, 4);
                } else {
                    std::uint16_t h;
                    std::memcpy(&h, data + 2 * i, 2);
                    (*floats)[i] = brain ? bfloat16ToFloat(h) : halfToFloat(h);
                }
            }
            t.data = floats->data();
            weights.keepAlive(floats);
        }
        weights.add(normalisedName(it.key()).toStdString(), std::move(t));
    }
    weights.keepAlive(mapped);
    return {};
}

/** The shards model.safetensors.index.json names, each once, in order. */
Outcome<QStringList> shardsOf(const QString &indexPath)
{
    const auto bytes = readFileBounded(indexPath, kMaxIndexBytes);
    if (!bytes)
        return bytes.problem();
    const auto object =
        jsonObjectOf(*bytes, Message("model.index", ATTENTION_MESSAGE("model.safetensors.index.json is not an index of shards")));
    if (!object)
        return object.problem();
    QStringList shards;
    const QJsonObject map = object->value(QLatin1String("weight_map")).toObject();
    for (auto it = map.begin(); it != map.end(); ++it) {
        const QString shard = it.value().toString();
        if (shard.isEmpty() || shard.contains(QLatin1Char('/')) || shard.contains(QLatin1Char('\\')) || shard.startsWith(QLatin1Char('.')))
            return Message("model.index_shard", ATTENTION_MESSAGE("model.safetensors.index.json names a shard outside the folder: \"%1\""),
                           {shard});
        if (!shards.contains(shard))
            shards.append(shard);
    }
    if (shards.isEmpty())
        return Message("model.index", ATTENTION_MESSAGE("model.safetensors.index.json is not an index of shards"));
    return shards;
}

QStringList weightFiles(const QString &folder)
{
    const QDir dir(folder);
    if (QFileInfo::exists(dir.filePath(QStringLiteral("model.safetensors"))))
        return {dir.filePath(QStringLiteral("model.safetensors"))};
    if (QFileInfo::exists(dir.filePath(QStringLiteral("model.safetensors.index.json")))) {
        const auto shards = shardsOf(dir.filePath(QStringLiteral("model.safetensors.index.json")));
        QStringList paths;
        if (shards)
            for (const QString &shard : *shards)
                paths.append(dir.filePath(shard));
        return paths;
    }
    return {};
}

} // namespace

qint64 safeTensorsBytes(const QString &folder)
{
    qint64 total = 0;
    for (const QString &path : weightFiles(folder))
        total += QFileInfo(path).size();
    return total;
}

Outcome<std::shared_ptr<models::WeightSet>> readSafeTensors(const QString &folder)
{
    const QDir dir(folder);
    QStringList files;
    if (QFileInfo::exists(dir.filePath(QStringLiteral("model.safetensors")))) {
        files = {dir.filePath(QStringLiteral("model.safetensors"))};
    } else {
        const auto shards = shardsOf(dir.filePath(QStringLiteral("model.safetensors.index.json")));
        if (!shards)
            return shards.problem();
        for (const QString &shard : *shards)
            files.append(dir.filePath(shard));
    }
    auto weights = std::make_shared<models::WeightSet>();
    for (const QString &path : files)
        if (auto read = readFile(path, *weights); !read)
            return read.problem();
    return weights;
}

} // namespace attention
