#include "ui/formats/AttentionImport.h"

#include "ui/formats/JsonCost.h"

#include "core/pipeline/AttentionPipeline.h"
#include "core/pipeline/Budget.h"
#include "ui/formats/AttentionJsonReader.h"
#include "ui/formats/FileAccess.h"
#include "ui/formats/LessonFile.h"
#include "ui/formats/MatrixJson.h"

#include <QBuffer>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>
#include <limits>

namespace attention {

namespace {

QStringList numbered(std::int64_t count)
{
    QStringList labels;
    for (std::int64_t i = 0; i < count; ++i)
        labels.append(QString::number(i));
    return labels;
}

Message notTokens(const QString &key)
{
    return Message("import.tokens", ATTENTION_MESSAGE("\"%1\" must be a list of token strings"), {key});
}

Outcome<QStringList> stringList(const QJsonValue &value, const QString &key)
{
    if (!value.isArray())
        return notTokens(key);
    QStringList out;
    for (const QJsonValue &token : value.toArray()) {
        if (!token.isString())
            return notTokens(key);
        out.append(token.toString());
    }
    return out;
}

Outcome<std::pair<QStringList, QStringList>> tokensOf(const QJsonObject &o)
{
    using Pair = std::pair<QStringList, QStringList>;
    if (o.contains(QLatin1String("tokens"))) {
        auto tokens = stringList(o.value(QLatin1String("tokens")), QStringLiteral("tokens"));
        if (!tokens)
            return tokens.problem();
        return Pair{*tokens, *tokens};
    }
    if (o.contains(QLatin1String("query_tokens")) || o.contains(QLatin1String("key_tokens"))) {
        auto queries = stringList(o.value(QLatin1String("query_tokens")), QStringLiteral("query_tokens"));
        auto keys = stringList(o.value(QLatin1String("key_tokens")), QStringLiteral("key_tokens"));
        if (!queries || !keys)
            return queries ? keys.problem() : queries.problem();
        return Pair{*queries, *keys};
    }
    return Pair{};
}

} // namespace

Outcome<ImportedAttention> attentionFromArray(NpyArray array, QStringList queryTokens, QStringList keyTokens)
{
    const auto &s = array.shape();
    if (s.size() < 2 || s.size() > 4)
        return Message("import.dimensions",
                       ATTENTION_MESSAGE("attention must have shape [q, k], [heads, q, k] or [layers, heads, q, k]; "
                                         "this array has %1 dimensions"),
                       {s.size()});
    ImportedAttention imported;
    imported.layers = s.size() == 4 ? static_cast<int>(s[0]) : 1;
    imported.heads = s.size() >= 3 ? static_cast<int>(s[s.size() - 3]) : 1;
    const std::int64_t queries = s[s.size() - 2];
    const std::int64_t keys = s[s.size() - 1];
    if (queryTokens.isEmpty())
        queryTokens = numbered(queries);
    if (keyTokens.isEmpty())
        keyTokens = numbered(keys);
    if (queryTokens.size() != queries || keyTokens.size() != keys)
        return Message("import.token_count", ATTENTION_MESSAGE("the matrix is %1 x %2 but there are %3 query and %4 key tokens"),
                       {queries, keys, queryTokens.size(), keyTokens.size()});
    imported.queryTokens = queryTokens;
    imported.keyTokens = keyTokens;
    imported.values = std::make_shared<const NpyArray>(std::move(array));
    return imported;
}

Outcome<std::pair<QStringList, QStringList>> parseTokenSidecar(const QByteArray &json)
{
    const auto document = parseJsonWithinBudget(json);
    if (!document)
        return document.problem();
    if (!document->isObject())
        return Message("import.token_file", ATTENTION_MESSAGE("the token file is not a JSON object"));
    return tokensOf(document->object());
}

Outcome<ImportedAttention> parseHuggingFaceJson(const QByteArray &json)
{
    QBuffer buffer;
    buffer.setData(json);
    buffer.open(QIODevice::ReadOnly);
    return readHuggingFaceJson(buffer);
}

Outcome<ImportedAttention> readHuggingFaceJson(QIODevice &json, qint64 maxBytes, std::optional<Message> tooLarge, ReadProgress progress)
{
    const Message noAttentions("import.no_attentions", ATTENTION_MESSAGE("the JSON needs an \"attentions\" list (one entry per layer)"));
    AttentionJsonLimits limits;
    limits.keep = {QStringLiteral("tokens"), QStringLiteral("query_tokens"), QStringLiteral("key_tokens")};
    limits.maxValues = kMaxNpyElements;
    limits.maxKeptBytes = kMaxSidecarBytes;
    limits.maxTextBytes = maxBytes;
    limits.textTooLarge = std::move(tooLarge);
    limits.progress = std::move(progress);
    auto parts = readAttentionJson(json, limits);
    if (!parts)
        return parts.problem();
    if (!parts->hasAttentions)
        return noAttentions;
    QJsonObject tokenLists; // small: Qt's parser reads them
    for (const auto &[key, text] : parts->kept) {
        // A flat list of strings, seen before Qt builds it: 16 MB of nested lists took 900 MB.
        if (jsonShapeOf(text).containers != 1 || !text.startsWith('['))
            return notTokens(key);
        const auto list = parseJsonWithinBudget('[' + text + ']');
        if (!list)
            return list.problem();
        tokenLists.insert(key, list->array().at(0));
    }
    const auto tokens = tokensOf(tokenLists);
    if (!tokens)
        return tokens.problem();
    std::vector<std::int64_t> shape = std::move(parts->shape);
    // [layers][batch][heads][q][k] with a batch of one, or [layers][heads][q][k].
    if (shape.size() == 5) {
        if (shape[1] != 1)
            return Message("import.batch", ATTENTION_MESSAGE("the batch holds %1 sequences: export one (batch index 0)"), {shape[1]});
        shape.erase(shape.begin() + 1);
    }
    if (shape.size() != 4)
        return Message("import.layout",
                       ATTENTION_MESSAGE("\"attentions\" must be [layers][heads][queries][keys], with an optional batch of 1"));
    NpyArray values = NpyArray::fromLittleEndianDoubles(std::move(shape), std::move(parts->values));
    if (auto checked = checkNpyValues(values); !checked)
        return checked.problem();
    return attentionFromArray(std::move(values), tokens->first, tokens->second);
}

QString tokenSidecarFor(const QString &npyPath)
{
    const QFileInfo info(npyPath);
    for (const QString &name :
         {info.completeBaseName() + QStringLiteral(".tokens.json"), info.completeBaseName() + QStringLiteral(".json")}) {
        const QString candidate = info.dir().filePath(name);
        if (QFileInfo::exists(candidate))
            return candidate;
    }
    return {};
}

bool isAttentionFile(const QString &path)
{
    if (path.endsWith(QLatin1String(".npy"), Qt::CaseInsensitive))
        return true;
    const QFileInfo info(path);
    if (!info.isFile())
        return false; // a pipe or a device: read as the lesson it may be, with the lesson reader's limits
    if (info.size() > kMaxLessonFileBytes)
        return path.endsWith(QLatin1String(".json"), Qt::CaseInsensitive);
    const auto bytes = readFileBounded(path, kMaxLessonFileBytes);
    if (!bytes)
        return false;
    const auto document = parseJsonWithinBudget(*bytes);
    const QJsonObject o = document ? document->object() : QJsonObject();
    return o.contains(QLatin1String("attentions")) && !o.contains(QLatin1String("format"));
}

Outcome<ImportedAttention> readAttentionFile(const QString &path, const QStringList &typedTokens, ReadProgress progress)
{
    auto opened = openFileBounded(path, kMaxImportFileBytes);
    if (!opened)
        return opened.problem();
    std::unique_ptr<QFile> file = std::move(opened).value();
    const bool npy = file->read(6) == QByteArrayLiteral("\x93NUMPY");
    const auto inFile = [](const QString &file, const Message &problem) {
        return Message("file.problem", ATTENTION_MESSAGE("%1: %2"), {QFileInfo(file).fileName(), problem});
    };
    if (file->size() == 0)
        return Message("import.empty", ATTENTION_MESSAGE("%1 is empty: there is no attention in it"), {QFileInfo(path).fileName()});
    if (!npy && path.endsWith(QLatin1String(".npy"), Qt::CaseInsensitive))
        return inFile(path, Message("import.not_npy", ATTENTION_MESSAGE("it does not start as a NumPy file (.npy) does")));
    Outcome<ImportedAttention> imported = ImportedAttention{};
    if (npy) {
        auto array =
            openNpyFile(std::move(file), QFileInfo(path).fileName(), progress); // the header only (C order): each layer is read when shown
        if (!array)
            return inFile(path, array.problem());
        std::pair<QStringList, QStringList> tokens{typedTokens, typedTokens};
        const QString sidecar = tokenSidecarFor(path);
        if (!sidecar.isEmpty()) {
            const auto tokenBytes = readFileBounded(sidecar, kMaxSidecarBytes);
            if (!tokenBytes)
                return Message("import.sidecar", ATTENTION_MESSAGE("Could not read the tokens in %1: %2"), {sidecar, tokenBytes.problem()});
            auto parsed = parseTokenSidecar(*tokenBytes);
            if (!parsed)
                return inFile(sidecar, parsed.problem());
            tokens = *parsed;
        }
        imported = attentionFromArray(std::move(*array), tokens.first, tokens.second);
    } else {
        if (!file->seek(0)) // after the look for NPY's magic
            return inFile(path, Message::inWords(file->errorString().toStdString()));
        imported = readHuggingFaceJson(*file, kMaxImportFileBytes, fileTooLarge(path, kMaxImportFileBytes), std::move(progress));
    }
    if (!imported)
        return inFile(path, imported.problem());
    imported->name = QFileInfo(path).fileName();
    return imported;
}

namespace {

// Each head and each layer is an object of its own beside its numbers: a file of 64 million
// 1 x 1 heads once asked for gigabytes of them. Reading a layer costs about 5 microseconds
// beside its numbers (its labels and summaries), counted as multiply-adds' time.
constexpr double kObjectBytes = 64;
constexpr double kLayerWork = 1e5;

Cost headsCost(const ImportedAttention &imported, double layers)
{
    const double cells = double(imported.queryTokens.size()) * double(imported.keyTokens.size());
    const double heads = layers * double(imported.heads);
    return {heads * 2 * cells + layers * kLayerWork, heads * (cells * sizeof(float) + kObjectBytes)};
}

Outcome<void> importWithinBudget(const Cost &cost)
{
    return withinBudget(cost, Message("import.what", ATTENTION_MESSAGE("Reading these layers and heads")),
                        Message("import.advice", ATTENTION_MESSAGE("export fewer layers, heads or tokens from the model")));
}

} // namespace

Outcome<AttentionResult> importedResult(const ImportedAttention &imported, int layer)
{
    Cost cost = headsCost(imported, 1);
    cost.bytes += 4 * double(imported.queryTokens.size()) * double(imported.keyTokens.size()) * sizeof(float); // mean, mask, summaries
    if (auto ok = importWithinBudget(cost); !ok)
        return ok.problem();
    AttentionResult r;
    r.config.score = imported.heads > 1 ? ScoreFunction::MultiHead : ScoreFunction::ScaledDot;
    r.config.heads = imported.heads;
    r.origin = QStringLiteral("%1, layer %2 of %3").arg(imported.name).arg(layer + 1).arg(imported.layers).toStdString();
    r.provenance = Message("source.imported", ATTENTION_MESSAGE("imported from %1"), {r.origin});
    const auto toTokens = [](const QStringList &labels) {
        std::vector<Token> tokens;
        for (const QString &label : labels) {
            Token token;
            token.text = label.toStdString();
            tokens.push_back(token);
        }
        return tokens;
    };
    r.queryTokens = toTokens(imported.queryTokens);
    r.keyTokens = toTokens(imported.keyTokens);
    r.vocabulary.assignIds(r.queryTokens);
    r.vocabulary.assignIds(r.keyTokens);
    r.sourceTokens = r.keyTokens;
    r.targetTokens = r.queryTokens;
    r.weights = Matrix::Zero(r.queryCount(), r.keyCount());
    for (int h = 0; h < imported.heads; ++h) { // only this layer's heads are read
        auto head = imported.at(layer, h);
        if (!head)
            return head.problem();
        r.weights += *head / static_cast<Scalar>(imported.heads);
        if (imported.heads > 1)
            r.headWeights.push_back(std::move(*head));
    }
    r.mask = Mask::Constant(r.queryCount(), r.keyCount(), false);
    r.rows = summariseRows(r.weights, r.mask);
    return r;
}

Outcome<std::vector<Matrix>> layerMeans(const ImportedAttention &imported)
{
    // Every layer read, each mean kept: checked before the first layer is read.
    const double cells = double(imported.queryTokens.size()) * double(imported.keyTokens.size());
    Cost cost = headsCost(imported, double(imported.layers));
    cost.bytes = double(imported.layers) * (cells * sizeof(float) + kObjectBytes) + headsCost(imported, 1).bytes;
    if (auto ok = importWithinBudget(cost); !ok)
        return ok.problem();
    std::vector<Matrix> layers;
    for (int l = 0; l < imported.layers; ++l) {
        auto layer = importedResult(imported, l);
        if (!layer)
            return layer.problem();
        layers.push_back(std::move(layer->weights));
    }
    return layers;
}

} // namespace attention
