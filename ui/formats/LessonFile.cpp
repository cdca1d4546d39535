#include "ui/formats/LessonFile.h"

#include "core/models/ModelLesson.h"

#include "ui/formats/FileAccess.h"
#include "ui/formats/MatrixJson.h"
#include "ui/formats/TrainedModelJson.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>

namespace attention {

namespace {

const QLatin1String kFormatName("attention-explorer-lesson");

QString fromView(std::string_view text)
{
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

template <typename Enum>
Enum enumFromJson(const QJsonObject &o, const char *key, Enum fallback, std::optional<Enum> (*parse)(std::string_view))
{
    const QJsonValue value = o.value(QLatin1String(key));
    if (value.isUndefined())
        return fallback;
    const auto parsed = parse(value.toString().toStdString());
    if (!parsed)
        throw JsonFormatError{
            Message("lesson.unknown_value", ATTENTION_MESSAGE("\"%1\" has an unknown value \"%2\""), {key, value.toString()})};
    return *parsed;
}

bool flagFromJson(const QJsonObject &o, const char *key, bool fallback)
{
    const QJsonValue value = o.value(QLatin1String(key));
    if (value.isUndefined())
        return fallback;
    if (!value.isBool())
        throw JsonFormatError{Message("json.flag", ATTENTION_MESSAGE("\"%1\" must be true or false"), {key})};
    return value.toBool();
}

int intFromJson(const QJsonObject &o, const char *key, int fallback, int minimum, int maximum)
{
    const QJsonValue value = o.value(QLatin1String(key));
    return value.isUndefined() ? fallback : integerFromJson(value, QLatin1String(key), minimum, maximum);
}

QString textFromJson(const QJsonObject &o, const char *key)
{
    const QJsonValue value = o.value(QLatin1String(key));
    if (!value.isString())
        throw JsonFormatError{Message("json.string", ATTENTION_MESSAGE("\"%1\" must be a string"), {key})};
    return value.toString();
}

std::vector<std::pair<int, int>> pairsFromJson(const QJsonObject &o, const char *key)
{
    std::vector<std::pair<int, int>> pairs;
    const QJsonValue value = o.value(QLatin1String(key));
    if (value.isUndefined())
        return pairs;
    const QString name = QLatin1String(key);
    const JsonFormatError notPairs{Message("lesson.pairs", ATTENTION_MESSAGE("\"%1\" must be a list of [query, key] pairs"), {name})};
    if (!value.isArray() || value.toArray().size() > limits::kMaxTokens * 4)
        throw notPairs;
    for (const QJsonValue &cell : value.toArray()) {
        const QJsonArray pair = cell.toArray();
        if (pair.size() != 2)
            throw notPairs;
        pairs.emplace_back(integerFromJson(pair[0], name, 0, limits::kMaxTokens), integerFromJson(pair[1], name, 0, limits::kMaxTokens));
    }
    return pairs;
}

QJsonArray pairsToJson(const std::vector<std::pair<int, int>> &pairs)
{
    QJsonArray out;
    for (const auto &[row, col] : pairs)
        out.append(QJsonArray{row, col});
    return out;
}

LessonState readLesson(const QJsonObject &o)
{
    if (o.value(QLatin1String("format")).toString() != kFormatName)
        throw JsonFormatError{Message("lesson.format",
                                      ATTENTION_MESSAGE("this is not an Attention Explorer lesson (\"format\" is not \"%1\")"),
                                      {QString(kFormatName)})};
    const int version = integerFromJson(o.value(QLatin1String("version")), QStringLiteral("version"), 1, 1000000);
    if (version > kLessonFormatVersion)
        throw JsonFormatError{Message("lesson.newer",
                                      ATTENTION_MESSAGE("this lesson was written by a newer Attention Explorer "
                                                        "(format version %1; this one reads up to %2): please update the app"),
                                      {version, kLessonFormatVersion})};
    LessonState state;
    Lesson &lesson = state.lesson;
    AttentionConfig &c = lesson.config;
    const AttentionConfig defaults;
    lesson.source = lessonSentence(textFromJson(o, "source"));
    lesson.target = lessonSentence(textFromJson(o, "target"));
    c.mode = enumFromJson(o, "mode", defaults.mode, attentionModeFromId);
    c.score = enumFromJson(o, "score", defaults.score, scoreFunctionFromId);
    c.projections = enumFromJson(o, "projections", defaults.projections, projectionKindFromId);
    c.embeddings = enumFromJson(o, "embeddings", defaults.embeddings, embeddingKindFromId);
    if (o.contains(QLatin1String("lexicon_noise")))
        c.lexiconNoise = numberFromJson(o.value(QLatin1String("lexicon_noise")), QStringLiteral("lexicon_noise"));
    c.dModel = intFromJson(o, "d_model", defaults.dModel, 1, limits::kMaxDModel);
    c.heads = intFromJson(o, "heads", defaults.heads, 1, limits::kMaxHeads);
    c.additiveSize = intFromJson(o, "additive_size", defaults.additiveSize, 1, limits::kMaxAdditiveSize);
    c.maxTokens = intFromJson(o, "max_tokens", defaults.maxTokens, 1, limits::kMaxTokens);
    c.padKeysTo = intFromJson(o, "pad_keys_to", defaults.padKeysTo, 0, limits::kMaxTokens);
    c.seed = static_cast<std::uint64_t>(intFromJson(o, "seed", static_cast<int>(defaults.seed), 0, 2147483647));
    if (o.contains(QLatin1String("temperature")))
        c.temperature = numberFromJson(o.value(QLatin1String("temperature")), QStringLiteral("temperature"));
    c.positionalEncoding = flagFromJson(o, "positional_encoding", defaults.positionalEncoding);
    c.causalMask = flagFromJson(o, "causal_mask", defaults.causalMask);
    c.projectionBias = flagFromJson(o, "projection_bias", defaults.projectionBias);
    c.blockedCells = pairsFromJson(o, "blocked_cells");
    state.goldAlignment = pairsFromJson(o, "gold_alignment");
    if (auto valid = validate(c); !valid)
        throw JsonFormatError{valid.problem()};
    if (o.contains(QLatin1String("color_map"))) {
        const QString key = o.value(QLatin1String("color_map")).toString();
        const auto map = colorMapFromKey(key);
        if (!map)
            throw JsonFormatError{Message("lesson.unknown_value", ATTENTION_MESSAGE("\"%1\" has an unknown value \"%2\""),
                                          {QStringLiteral("color_map"), key})};
        state.colorMap = *map;
    }
    if (o.contains(QLatin1String("title")))
        state.title = textFromJson(o, "title");
    if (o.contains(QLatin1String("trained_model")))
        lesson.model = std::make_shared<const training::TrainedModel>(trainedModelFromJson(o.value(QLatin1String("trained_model"))));
    if (o.contains(QLatin1String("model"))) {
        const QJsonObject model = o.value(QLatin1String("model")).toObject();
        ModelReference reference;
        reference.folder = textFromJson(model, "folder");
        reference.layer = model.contains(QLatin1String("layer")) ? intFromJson(model, "layer", 1, 1, 1024) - 1 : -1;
        reference.attention = model.value(QLatin1String("attention")).toString();
        if (reference.folder.isEmpty()
            || !QStringList{QString(), QStringLiteral("cross"), QStringLiteral("encoder"), QStringLiteral("decoder")}.contains(
                reference.attention))
            throw JsonFormatError{
                Message("lesson.model", ATTENTION_MESSAGE("\"model\" must name a folder, and as attention cross, encoder or decoder"))};
        state.model = reference;
    }
    return state;
}

} // namespace

QJsonObject lessonToJson(const LessonState &state)
{
    const Lesson &lesson = state.lesson;
    const AttentionConfig &c = lesson.config;
    QJsonObject object{
        {QStringLiteral("format"), kFormatName},
        {QStringLiteral("version"), modelReferenceOf(state)            ? 3
                                    : training::trainedModelOf(lesson) ? 2
                                                                       : 1},
        {QStringLiteral("source"), QString::fromStdString(lesson.source)},
        {QStringLiteral("target"), QString::fromStdString(lesson.target)},
        {QStringLiteral("mode"), fromView(attentionModeId(c.mode))},
        {QStringLiteral("score"), fromView(scoreFunctionId(c.score))},
        {QStringLiteral("d_model"), c.dModel},
        {QStringLiteral("heads"), c.heads},
        {QStringLiteral("additive_size"), c.additiveSize},
        {QStringLiteral("temperature"), c.temperature},
        {QStringLiteral("seed"), static_cast<qint64>(c.seed)},
        {QStringLiteral("positional_encoding"), c.positionalEncoding},
        {QStringLiteral("causal_mask"), c.causalMask},
        {QStringLiteral("pad_keys_to"), c.padKeysTo},
        {QStringLiteral("blocked_cells"), pairsToJson(c.blockedCells)},
        {QStringLiteral("projection_bias"), c.projectionBias},
        {QStringLiteral("projections"), fromView(projectionKindId(c.projections))},
        {QStringLiteral("embeddings"), fromView(embeddingKindId(c.embeddings))},
        {QStringLiteral("lexicon_noise"), c.lexiconNoise},
        {QStringLiteral("max_tokens"), c.maxTokens},
        {QStringLiteral("color_map"), colorMapKey(state.colorMap)},
    };
    if (!state.title.isEmpty())
        object.insert(QStringLiteral("title"), state.title);
    if (!state.goldAlignment.empty())
        object.insert(QStringLiteral("gold_alignment"), pairsToJson(state.goldAlignment));
    if (const auto trained = training::trainedModelOf(lesson))
        object.insert(QStringLiteral("trained_model"), trainedModelToJson(*trained));
    if (const auto model = modelReferenceOf(state)) {
        QJsonObject reference{{QStringLiteral("folder"), model->folder}};
        if (model->layer >= 0)
            reference.insert(QStringLiteral("layer"), model->layer + 1);
        if (!model->attention.isEmpty())
            reference.insert(QStringLiteral("attention"), model->attention);
        object.insert(QStringLiteral("model"), reference);
    }
    return object;
}

std::optional<ModelReference> modelReferenceOf(const LessonState &state)
{
    if (const auto real = models::modelLessonOf(state.lesson)) {
        static const char *const kSides[] = {"", "encoder", "decoder", "cross"};
        return ModelReference{QString::fromStdString(real->folder()), real->layer(), QLatin1String(kSides[int(real->side())])};
    }
    return state.model;
}

Outcome<LessonState> lessonFromJson(const QJsonObject &object)
{
    try {
        return readLesson(object);
    } catch (const JsonFormatError &problem) {
        return problem.problem;
    }
}

QByteArray serializeLesson(const LessonState &state)
{
    return QJsonDocument(lessonToJson(state)).toJson(QJsonDocument::Indented);
}

Outcome<LessonState> parseLesson(const QByteArray &bytes)
{
    const auto object = jsonObjectOf(bytes, Message("lesson.object", ATTENTION_MESSAGE("a lesson file must hold one JSON object")));
    if (!object)
        return object.problem();
    return lessonFromJson(*object);
}

Outcome<void> saveLessonFile(const LessonState &state, const QString &path)
{
    return writeFileSafely(path, serializeLesson(state));
}

Outcome<LessonState> openLessonFile(const QString &path)
{
    const auto bytes = readFileBounded(path, kMaxLessonFileBytes);
    if (!bytes)
        return bytes.problem();
    auto state = parseLesson(*bytes);
    if (!state)
        return Message("file.problem", ATTENTION_MESSAGE("%1: %2"), {path, state.problem()});
    return state;
}

} // namespace attention
