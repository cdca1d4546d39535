#include "ui/formats/DecoderModelJson.h"

#include "ui/formats/FileAccess.h"
#include "ui/formats/MatrixJson.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>

namespace attention {

namespace {

constexpr qint64 kMaxModelFileBytes = 256 * 1024 * 1024; // d_model 256, 4 layers, 4096 words: 60 MB of JSON
constexpr auto kFormat = "attention-explorer-language-model";
constexpr int kLanguageModelVersion = 1;

[[noreturn]] void fail(Message problem)
{
    throw JsonFormatError{std::move(problem)};
}

QJsonArray rowOf(const Vector &v)
{
    return vectorToJson(v);
}

} // namespace

QJsonObject decoderModelToJson(const generation::DecoderModel &m)
{
    QJsonObject o{{QStringLiteral("vocab"), m.vocab},
                  {QStringLiteral("d_model"), m.dModel},
                  {QStringLiteral("num_heads"), m.heads},
                  {QStringLiteral("num_layers"), m.layers()},
                  {QStringLiteral("ffn"), m.ffn},
                  {QStringLiteral("positions"), m.positions},
                  {QStringLiteral("token_embedding"), matrixToJson(m.tokenEmbedding)},
                  {QStringLiteral("position_embedding"), matrixToJson(m.positionEmbedding)},
                  {QStringLiteral("final_ln_weight"), rowOf(m.finalLnWeight)},
                  {QStringLiteral("final_ln_bias"), rowOf(m.finalLnBias)},
                  {QStringLiteral("lm_head_weight"), matrixToJson(m.lmHeadWeight)},
                  {QStringLiteral("lm_head_bias"), rowOf(m.lmHeadBias)}};
    QJsonArray layers;
    for (const generation::DecoderBlock &b : m.blocks)
        layers.append(QJsonObject{{QStringLiteral("ln1_weight"), rowOf(b.ln1Weight)},
                                  {QStringLiteral("ln1_bias"), rowOf(b.ln1Bias)},
                                  {QStringLiteral("in_proj_weight"), matrixToJson(b.inProjWeight)},
                                  {QStringLiteral("in_proj_bias"), rowOf(b.inProjBias)},
                                  {QStringLiteral("out_proj_weight"), matrixToJson(b.outProjWeight)},
                                  {QStringLiteral("out_proj_bias"), rowOf(b.outProjBias)},
                                  {QStringLiteral("ln2_weight"), rowOf(b.ln2Weight)},
                                  {QStringLiteral("ln2_bias"), rowOf(b.ln2Bias)},
                                  {QStringLiteral("fc1_weight"), matrixToJson(b.fc1Weight)},
                                  {QStringLiteral("fc1_bias"), rowOf(b.fc1Bias)},
                                  {QStringLiteral("fc2_weight"), matrixToJson(b.fc2Weight)},
                                  {QStringLiteral("fc2_bias"), rowOf(b.fc2Bias)}});
    o.insert(QStringLiteral("layers"), layers);
    return o;
}

generation::DecoderModel decoderModelFromJson(const QJsonObject &o)
{
    using namespace generation::decoderLimits;
    generation::DecoderModel m;
    m.vocab = integerAt(o, "vocab", 1, kMaxVocab);
    m.dModel = integerAt(o, "d_model", 1, kMaxDModel);
    m.heads = integerAt(o, "num_heads", 1, kMaxHeads);
    const int layers = integerAt(o, "num_layers", 1, kMaxLayers);
    m.ffn = integerAt(o, "ffn", 1, kMaxFfn);
    m.positions = integerAt(o, "positions", 1, kMaxPositions);
    m.tokenEmbedding = matrixAt(o, "token_embedding");
    m.positionEmbedding = matrixAt(o, "position_embedding");
    const QJsonArray blocks = o.value(QLatin1String("layers")).toArray();
    if (blocks.size() != layers)
        fail(Message("model.layers", ATTENTION_MESSAGE("\"layers\" must list %1 blocks"), {layers}));
    for (const QJsonValue &value : blocks) {
        const QJsonObject l = value.toObject();
        generation::DecoderBlock b;
        b.ln1Weight = vectorAt(l, "ln1_weight");
        b.ln1Bias = vectorAt(l, "ln1_bias");
        b.inProjWeight = matrixAt(l, "in_proj_weight");
        b.inProjBias = vectorAt(l, "in_proj_bias");
        b.outProjWeight = matrixAt(l, "out_proj_weight");
        b.outProjBias = vectorAt(l, "out_proj_bias");
        b.ln2Weight = vectorAt(l, "ln2_weight");
        b.ln2Bias = vectorAt(l, "ln2_bias");
        b.fc1Weight = matrixAt(l, "fc1_weight");
        b.fc1Bias = vectorAt(l, "fc1_bias");
        b.fc2Weight = matrixAt(l, "fc2_weight");
        b.fc2Bias = vectorAt(l, "fc2_bias");
        m.blocks.push_back(std::move(b));
    }
    m.finalLnWeight = vectorAt(o, "final_ln_weight");
    m.finalLnBias = vectorAt(o, "final_ln_bias");
    m.lmHeadWeight = matrixAt(o, "lm_head_weight");
    m.lmHeadBias = vectorAt(o, "lm_head_bias");
    if (auto ok = generation::checkDecoderModel(m); !ok)
        fail(ok.problem());
    return m;
}

QJsonObject languageModelToJson(const LanguageModelFile &file)
{
    QJsonObject o = decoderModelToJson(file.model);
    o.insert(QStringLiteral("format"), QLatin1String(kFormat));
    o.insert(QStringLiteral("version"), kLanguageModelVersion);
    QJsonArray words;
    for (const std::string &word : file.vocabulary)
        words.append(QString::fromStdString(word));
    o.insert(QStringLiteral("vocabulary"), words);
    if (!file.task.isEmpty())
        o.insert(QStringLiteral("task"), file.task);
    if (!file.training.isEmpty())
        o.insert(QStringLiteral("training"), file.training);
    return o;
}

Outcome<LanguageModelFile> readLanguageModelFile(const QString &path)
{
    const auto bytes = readFileBounded(path, kMaxModelFileBytes);
    if (!bytes)
        return bytes.problem();
    auto file = parseLanguageModel(*bytes);
    if (!file)
        return Message("file.problem", ATTENTION_MESSAGE("%1: %2"), {path, file.problem()});
    return file;
}

Outcome<LanguageModelFile> parseLanguageModel(const QByteArray &bytes)
{
    const auto object = jsonObjectOf(bytes, Message("model.object", ATTENTION_MESSAGE("a language model file is one JSON object")));
    if (!object)
        return object.problem();
    try {
        if (object->value(QLatin1String("format")).toString() != QLatin1String(kFormat))
            fail(Message("model.format", ATTENTION_MESSAGE("it is not a language model (\"format\" must be \"%1\")"), {kFormat}));
        const int version = integerFromJson(object->value(QLatin1String("version")), QStringLiteral("version"), 1, 1000000);
        if (version > kLanguageModelVersion)
            fail(Message("model.newer",
                         ATTENTION_MESSAGE("it was written by a newer Attention Explorer (format version %1; this one "
                                           "reads up to %2): please update the app"),
                         {version, kLanguageModelVersion}));
        LanguageModelFile file;
        file.model = decoderModelFromJson(*object);
        // A word is what the prompt is split into: text without spaces or control characters
        // (an escape sequence printed by generate would retitle or clear the terminal).
        for (const QJsonValue &word : object->value(QLatin1String("vocabulary")).toArray()) {
            const QString text = word.toString();
            const bool typeable = word.isString() && !text.isEmpty() && std::none_of(text.begin(), text.end(), [](QChar c) {
                                      return c.isSpace() || c.category() == QChar::Other_Control;
                                  });
            if (!typeable)
                fail(Message("model.word", ATTENTION_MESSAGE("word %1 of \"vocabulary\" must be text without spaces or control characters"),
                             {int(file.vocabulary.size()) + 1}));
            file.vocabulary.push_back(text.toStdString());
        }
        if (int(file.vocabulary.size()) != file.model.vocab)
            fail(Message("model.vocabulary", ATTENTION_MESSAGE("\"vocabulary\" must list %1 words, one per id"), {file.model.vocab}));
        file.task = object->value(QLatin1String("task")).toString();
        file.training = object->value(QLatin1String("training")).toObject();
        return file;
    } catch (const JsonFormatError &problem) {
        return problem.problem;
    } catch (const std::bad_alloc &) {
        return Message("model.memory", ATTENTION_MESSAGE("the model is too large to read"));
    }
}

Outcome<void> saveLanguageModelFile(const LanguageModelFile &file, const QString &path)
{
    return writeFileSafely(path, QJsonDocument(languageModelToJson(file)).toJson(QJsonDocument::Compact));
}

} // namespace attention
