#include "ui/formats/huggingface/TokenizerFiles.h"

#include "core/models/ByteLevelBpe.h"
#include "core/models/SentencePieceVocabulary.h"
#include "core/models/WordPiece.h"
#include "ui/formats/FileAccess.h"
#include "ui/formats/MatrixJson.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>

namespace attention {

namespace {

using models::Family;

constexpr qint64 kMaxTokenizerBytes = 64 << 20; // Llama 3's tokenizer.json is 9 MB
constexpr qint64 kMaxVocabBytes = 32 << 20;

Outcome<QJsonObject> jsonFile(const QDir &dir, const QString &name)
{
    const auto bytes = readFileBounded(dir.filePath(name), kMaxTokenizerBytes);
    if (!bytes)
        return bytes.problem();
    return jsonObjectOf(*bytes, Message("model.tokenizer_object", ATTENTION_MESSAGE("%1 must hold one JSON object"), {name}));
}

Outcome<std::unordered_map<std::string, int>> vocabularyOf(const QJsonObject &vocab, const QString &file)
{
    std::unordered_map<std::string, int> out;
    out.reserve(std::size_t(vocab.size()));
    for (auto it = vocab.begin(); it != vocab.end(); ++it) {
        const double id = it.value().toDouble(-1);
        if (!it.value().isDouble() || id < 0 || id != std::floor(id) || id > (1 << 24))
            return Message("model.vocab_id", ATTENTION_MESSAGE("%1 gives \"%2\" an id that is no token number"), {file, it.key()});
        out.emplace(it.key().toStdString(), int(id));
    }
    return out;
}

Outcome<std::shared_ptr<const models::ModelTokenizer>> byteLevelFromTokenizerJson(const QDir &dir)
{
    const auto json = jsonFile(dir, QStringLiteral("tokenizer.json"));
    if (!json)
        return json.problem();
    const QJsonObject model = json->value(QLatin1String("model")).toObject();
    if (model.value(QLatin1String("type")).toString() != QLatin1String("BPE"))
        return Message("model.tokenizer_kind", ATTENTION_MESSAGE("tokenizer.json holds a %1 model; this app reads byte-level BPE here"),
                       {model.value(QLatin1String("type")).toString()});
    const QJsonObject pre = json->value(QLatin1String("pre_tokenizer")).toObject();
    if (pre.value(QLatin1String("type")).toString() != QLatin1String("ByteLevel") || !pre.value(QLatin1String("use_regex")).toBool(true))
        return Message("model.tokenizer_pre",
                       ATTENTION_MESSAGE(
                           "tokenizer.json splits text another way than GPT-2's byte-level pattern (%1), which this app does not read yet"),
                       {pre.value(QLatin1String("type")).toString()});
    auto vocab = vocabularyOf(model.value(QLatin1String("vocab")).toObject(), QStringLiteral("tokenizer.json"));
    if (!vocab)
        return vocab.problem();
    std::vector<std::string> merges;
    for (const QJsonValue &merge : model.value(QLatin1String("merges")).toArray()) {
        if (merge.isString())
            merges.push_back(merge.toString().toStdString());
        else if (merge.isArray() && merge.toArray().size() == 2) // tokenizers 0.20 writes pairs
            merges.push_back((merge.toArray()[0].toString() + QLatin1Char(' ') + merge.toArray()[1].toString()).toStdString());
    }
    std::vector<std::pair<std::string, int>> specials;
    for (const QJsonValue &added : json->value(QLatin1String("added_tokens")).toArray()) {
        const QJsonObject token = added.toObject();
        specials.emplace_back(token.value(QLatin1String("content")).toString().toStdString(), token.value(QLatin1String("id")).toInt(-1));
    }
    return std::shared_ptr<const models::ModelTokenizer>(
        std::make_shared<models::ByteLevelBpe>(std::move(*vocab), merges, std::move(specials)));
}

Outcome<std::shared_ptr<const models::ModelTokenizer>> byteLevelFromVocabAndMerges(const QDir &dir)
{
    const auto json = jsonFile(dir, QStringLiteral("vocab.json"));
    if (!json)
        return json.problem();
    auto vocab = vocabularyOf(*json, QStringLiteral("vocab.json"));
    if (!vocab)
        return vocab.problem();
    const auto text = readFileBounded(dir.filePath(QStringLiteral("merges.txt")), kMaxVocabBytes);
    if (!text)
        return text.problem();
    std::vector<std::string> merges;
    for (const QByteArray &line : text->split('\n')) {
        const QByteArray merge = line.trimmed();
        if (merge.isEmpty() || merge.startsWith("#version"))
            continue;
        merges.push_back(merge.toStdString());
    }
    std::vector<std::pair<std::string, int>> specials;
    if (const auto end = vocab->find("<|endoftext|>"); end != vocab->end())
        specials.emplace_back(end->first, end->second);
    return std::shared_ptr<const models::ModelTokenizer>(
        std::make_shared<models::ByteLevelBpe>(std::move(*vocab), merges, std::move(specials)));
}

Outcome<std::shared_ptr<const models::ModelTokenizer>> wordPiece(const QDir &dir)
{
    const auto text = readFileBounded(dir.filePath(QStringLiteral("vocab.txt")), kMaxVocabBytes);
    if (!text)
        return text.problem();
    std::vector<std::string> vocab;
    for (QByteArray line : text->split('\n')) {
        if (line.endsWith('\r'))
            line.chop(1);
        vocab.push_back(line.toStdString());
    }
    if (!vocab.empty() && vocab.back().empty())
        vocab.pop_back(); // the file's last new line
    bool lowerCase = true; // BertTokenizer's default
    if (QFileInfo::exists(dir.filePath(QStringLiteral("tokenizer_config.json")))) {
        const auto config = jsonFile(dir, QStringLiteral("tokenizer_config.json"));
        if (!config)
            return config.problem();
        lowerCase = config->value(QLatin1String("do_lower_case")).toBool(true);
    }
    return std::shared_ptr<const models::ModelTokenizer>(std::make_shared<models::WordPiece>(std::move(vocab), lowerCase));
}

Outcome<ModelTokenizers> sentencePiece(const QDir &dir)
{
    const auto json = jsonFile(dir, QStringLiteral("vocab.json"));
    if (!json)
        return json.problem();
    auto vocab = vocabularyOf(*json, QStringLiteral("vocab.json"));
    if (!vocab)
        return vocab.problem();
    ModelTokenizers out;
    for (const char *side : {"source.spm", "target.spm"}) {
        const auto bytes = readFileBounded(dir.filePath(QLatin1String(side)), kMaxVocabBytes);
        if (!bytes)
            return bytes.problem();
        auto tokenizer = models::SentencePieceVocabulary::make(bytes->toStdString(), *vocab);
        if (!tokenizer)
            return Message("model.spm_file", ATTENTION_MESSAGE("%1: %2"), {side, tokenizer.problem()});
        (out.source ? out.target : out.source) = std::move(tokenizer.value());
    }
    return out;
}

} // namespace

Outcome<ModelTokenizers> readTokenizers(const QString &folder, const models::ModelConfig &config)
{
    const QDir dir(folder);
    const auto has = [&dir](const char *name) { return QFileInfo::exists(dir.filePath(QLatin1String(name))); };
    switch (config.family) {
    case Family::Gpt2:
    case Family::Llama:
    case Family::Qwen2: {
        if (!has("tokenizer.json") && !(has("vocab.json") && has("merges.txt")))
            return Message("model.tokenizer_missing",
                           ATTENTION_MESSAGE("the folder has no tokenizer: tokenizer.json, or vocab.json and merges.txt"));
        auto tokenizer = has("tokenizer.json") ? byteLevelFromTokenizerJson(dir) : byteLevelFromVocabAndMerges(dir);
        if (!tokenizer)
            return tokenizer.problem();
        return ModelTokenizers{std::move(*tokenizer), nullptr};
    }
    case Family::Bert:
    case Family::DistilBert: {
        if (!has("vocab.txt"))
            return Message("model.tokenizer_missing", ATTENTION_MESSAGE("the folder has no tokenizer: vocab.txt"));
        auto tokenizer = wordPiece(dir);
        if (!tokenizer)
            return tokenizer.problem();
        return ModelTokenizers{std::move(*tokenizer), nullptr};
    }
    case Family::Marian:
        if (!has("source.spm") || !has("target.spm") || !has("vocab.json"))
            return Message("model.tokenizer_missing",
                           ATTENTION_MESSAGE("the folder has no tokenizer: source.spm, target.spm and vocab.json"));
        return sentencePiece(dir);
    }
    return Message("model.tokenizer_missing", ATTENTION_MESSAGE("the folder has no tokenizer"));
}

} // namespace attention
