#include "ui/formats/huggingface/ModelConfigJson.h"

#include "ui/formats/MatrixJson.h"

#include <QJsonArray>
#include <QJsonObject>

namespace attention {

namespace {

using models::Activation;
using models::Family;

constexpr int kMaxSize = 1 << 20; // any width or count of a real model, with room
constexpr int kMaxVocabulary = 1 << 22; // 4 M tokens

/** The first of `keys` present, as a whole number in [minimum, maximum]; `fallback` where none is. */
int integer(const QJsonObject &o, std::initializer_list<const char *> keys, int minimum, int maximum, std::optional<int> fallback = {})
{
    for (const char *key : keys)
        if (o.contains(QLatin1String(key)) && !o.value(QLatin1String(key)).isNull())
            return integerAt(o, key, minimum, maximum);
    if (fallback)
        return *fallback;
    throw JsonFormatError{Message("model.config_missing", ATTENTION_MESSAGE("config.json has no \"%1\""), {*keys.begin()})};
}

double number(const QJsonObject &o, std::initializer_list<const char *> keys, double fallback)
{
    for (const char *key : keys)
        if (o.contains(QLatin1String(key)))
            return numberAt(o, key);
    return fallback;
}

Activation activationNamed(const QString &name)
{
    if (name == QLatin1String("gelu"))
        return Activation::Gelu;
    if (name == QLatin1String("gelu_new") || name == QLatin1String("gelu_pytorch_tanh") || name == QLatin1String("gelu_fast"))
        return Activation::GeluTanh;
    if (name == QLatin1String("silu") || name == QLatin1String("swish"))
        return Activation::Silu;
    if (name == QLatin1String("relu"))
        return Activation::Relu;
    throw JsonFormatError{
        Message("model.config_activation", ATTENTION_MESSAGE("config.json names an activation this app does not know: \"%1\""), {name})};
}

void require(bool ok, Message problem)
{
    if (!ok)
        throw JsonFormatError{std::move(problem)};
}

models::ModelConfig read(const QJsonObject &o)
{
    models::ModelConfig c;
    const QString type = o.value(QLatin1String("model_type")).toString();
    if (type == QLatin1String("gpt2"))
        c.family = Family::Gpt2;
    else if (type == QLatin1String("llama"))
        c.family = Family::Llama;
    else if (type == QLatin1String("qwen2"))
        c.family = Family::Qwen2;
    else if (type == QLatin1String("bert"))
        c.family = Family::Bert;
    else if (type == QLatin1String("distilbert"))
        c.family = Family::DistilBert;
    else if (type == QLatin1String("marian"))
        c.family = Family::Marian;
    else
        throw JsonFormatError{Message(
            "model.family",
            ATTENTION_MESSAGE("config.json's model_type \"%1\" is not one this app runs: gpt2, llama, qwen2, bert, distilbert or marian"),
            {type})};
    const QJsonArray architectures = o.value(QLatin1String("architectures")).toArray();
    if (!architectures.isEmpty())
        c.architecture = architectures.first().toString().toStdString();
    c.vocabSize = integer(o, {"vocab_size"}, 1, kMaxVocabulary);
    switch (c.family) {
    case Family::Gpt2:
        c.hiddenSize = integer(o, {"n_embd", "hidden_size"}, 1, kMaxSize);
        c.layers = integer(o, {"n_layer", "num_hidden_layers"}, 1, 1024);
        c.heads = integer(o, {"n_head", "num_attention_heads"}, 1, 1024);
        c.intermediateSize = integer(o, {"n_inner"}, 1, kMaxSize, 4 * c.hiddenSize);
        c.maxPositions = integer(o, {"n_positions", "n_ctx", "max_position_embeddings"}, 1, kMaxSize);
        c.normEpsilon = number(o, {"layer_norm_epsilon"}, 1e-5);
        c.activation = activationNamed(o.value(QLatin1String("activation_function")).toString(QStringLiteral("gelu_new")));
        c.tieWordEmbeddings = o.value(QLatin1String("tie_word_embeddings")).toBool(true);
        break;
    case Family::Llama:
    case Family::Qwen2:
        c.hiddenSize = integer(o, {"hidden_size"}, 1, kMaxSize);
        c.layers = integer(o, {"num_hidden_layers"}, 1, 1024);
        c.heads = integer(o, {"num_attention_heads"}, 1, 1024);
        c.keyValueHeads = integer(o, {"num_key_value_heads"}, 1, 1024, c.heads);
        c.intermediateSize = integer(o, {"intermediate_size"}, 1, kMaxSize);
        c.maxPositions = integer(o, {"max_position_embeddings"}, 1, kMaxSize);
        c.normEpsilon = number(o, {"rms_norm_eps"}, 1e-6);
        c.ropeTheta = number(o, {"rope_theta"}, 10000);
        c.activation = activationNamed(o.value(QLatin1String("hidden_act")).toString(QStringLiteral("silu")));
        c.tieWordEmbeddings = o.value(QLatin1String("tie_word_embeddings")).toBool(false);
        require(o.value(QLatin1String("rope_scaling")).isNull() || o.value(QLatin1String("rope_scaling")).isUndefined(),
                Message("model.rope_scaling", ATTENTION_MESSAGE("config.json asks for rope_scaling, which this app does not compute yet")));
        require(c.heads % c.keyValueHeads == 0,
                Message("model.config_kv_heads",
                        ATTENTION_MESSAGE("config.json's num_attention_heads (%1) is not a multiple of num_key_value_heads (%2)"),
                        {c.heads, c.keyValueHeads}));
        require(c.hiddenSize / c.heads % 2 == 0,
                Message("model.config_rotary",
                        ATTENTION_MESSAGE("rotary positions need an even head size, and hidden_size / num_attention_heads is %1"),
                        {c.hiddenSize / c.heads}));
        break;
    case Family::Bert:
        c.hiddenSize = integer(o, {"hidden_size"}, 1, kMaxSize);
        c.layers = integer(o, {"num_hidden_layers"}, 1, 1024);
        c.heads = integer(o, {"num_attention_heads"}, 1, 1024);
        c.intermediateSize = integer(o, {"intermediate_size"}, 1, kMaxSize);
        c.maxPositions = integer(o, {"max_position_embeddings"}, 1, kMaxSize);
        c.typeVocabSize = integer(o, {"type_vocab_size"}, 0, 1024, 2);
        c.normEpsilon = number(o, {"layer_norm_eps"}, 1e-12);
        c.activation = activationNamed(o.value(QLatin1String("hidden_act")).toString(QStringLiteral("gelu")));
        c.padTokenId = integer(o, {"pad_token_id"}, 0, kMaxVocabulary, 0);
        break;
    case Family::DistilBert:
        c.hiddenSize = integer(o, {"dim", "hidden_size"}, 1, kMaxSize);
        c.layers = integer(o, {"n_layers", "num_hidden_layers"}, 1, 1024);
        c.heads = integer(o, {"n_heads", "num_attention_heads"}, 1, 1024);
        c.intermediateSize = integer(o, {"hidden_dim", "intermediate_size"}, 1, kMaxSize);
        c.maxPositions = integer(o, {"max_position_embeddings"}, 1, kMaxSize);
        c.normEpsilon = 1e-12; // DistilBERT's LayerNorms are built with eps 1e-12
        c.activation = activationNamed(o.value(QLatin1String("activation")).toString(QStringLiteral("gelu")));
        c.padTokenId = integer(o, {"pad_token_id"}, 0, kMaxVocabulary, 0);
        break;
    case Family::Marian:
        c.hiddenSize = integer(o, {"d_model"}, 1, kMaxSize);
        c.layers = integer(o, {"encoder_layers"}, 1, 1024);
        c.heads = integer(o, {"encoder_attention_heads"}, 1, 1024);
        c.intermediateSize = integer(o, {"encoder_ffn_dim"}, 1, kMaxSize);
        c.decoderLayers = integer(o, {"decoder_layers"}, 1, 1024);
        c.decoderHeads = integer(o, {"decoder_attention_heads"}, 1, 1024);
        c.decoderIntermediateSize = integer(o, {"decoder_ffn_dim"}, 1, kMaxSize);
        c.maxPositions = integer(o, {"max_position_embeddings"}, 1, kMaxSize);
        c.normEpsilon = 1e-5; // Marian's LayerNorms keep torch's default
        c.activation = activationNamed(o.value(QLatin1String("activation_function")).toString(QStringLiteral("swish")));
        c.scaleEmbedding = o.value(QLatin1String("scale_embedding")).toBool(false);
        c.decoderStartTokenId = integer(o, {"decoder_start_token_id", "pad_token_id"}, 0, kMaxVocabulary);
        c.maxLength = integer(o, {"max_length"}, 1, kMaxSize, 512);
        c.numBeams = integer(o, {"num_beams"}, 1, 64, 1);
        c.forcedEosTokenId = integer(o, {"forced_eos_token_id"}, 0, kMaxVocabulary, -1);
        require(integer(o, {"decoder_vocab_size"}, 1, kMaxVocabulary, c.vocabSize) == c.vocabSize,
                Message("model.config_vocabularies",
                        ATTENTION_MESSAGE("this Marian model has a decoder vocabulary of its own, which this app does not read yet")));
        require(c.hiddenSize % c.decoderHeads == 0,
                Message("model.config_heads", ATTENTION_MESSAGE("config.json's %1 (%2) is not a multiple of its heads (%3)"),
                        {"d_model", c.hiddenSize, c.decoderHeads}));
        break;
    }
    c.padTokenId = integer(o, {"pad_token_id"}, 0, kMaxVocabulary, c.padTokenId);
    // Newer configurations list several end tokens: the first is the one generation writes.
    const auto firstId = [&o](const char *key) {
        const QJsonValue v = o.value(QLatin1String(key));
        if (v.isArray())
            return v.toArray().isEmpty() ? -1 : integerFromJson(v.toArray().first(), QLatin1String(key), 0, kMaxVocabulary);
        return v.isNull() || v.isUndefined() ? -1 : integerFromJson(v, QLatin1String(key), 0, kMaxVocabulary);
    };
    c.bosTokenId = firstId("bos_token_id");
    c.eosTokenId = firstId("eos_token_id");
    for (const QJsonValue &sequence : o.value(QLatin1String("bad_words_ids")).toArray()) {
        std::vector<int> ids;
        for (const QJsonValue &id : sequence.toArray())
            ids.push_back(integerFromJson(id, QStringLiteral("bad_words_ids"), 0, c.vocabSize - 1));
        c.badWordsIds.push_back(std::move(ids));
    }
    require(c.hiddenSize % c.heads == 0,
            Message("model.config_heads", ATTENTION_MESSAGE("config.json's %1 (%2) is not a multiple of its heads (%3)"),
                    {"hidden size", c.hiddenSize, c.heads}));
    if (c.keyValueHeads == 0)
        c.keyValueHeads = c.heads;
    return c;
}

} // namespace

Outcome<models::ModelConfig> modelConfigFromJson(const QByteArray &json)
{
    const auto object = jsonObjectOf(json, Message("model.config_object", ATTENTION_MESSAGE("config.json must hold one JSON object")));
    if (!object)
        return object.problem();
    try {
        return read(*object);
    } catch (const JsonFormatError &error) {
        return error.problem;
    }
}

} // namespace attention
