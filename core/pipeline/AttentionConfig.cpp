#include "core/pipeline/AttentionConfig.h"

#include "core/pipeline/MultiHeadAttention.h"
#include "core/textbook/Attention.h"

#include "core/NamedValues.h"

#include <tuple>

namespace attention {

namespace {

constexpr NamedValues<AttentionMode, 3> kModeIds = {
    {{AttentionMode::Cross, "cross"}, {AttentionMode::SelfSource, "self_source"}, {AttentionMode::SelfTarget, "self_target"}}};
constexpr NamedValues<AttentionMode, 3> kModeNames = {{{AttentionMode::Cross, ATTENTION_MESSAGE("Cross attention")},
                                                       {AttentionMode::SelfSource, ATTENTION_MESSAGE("Self attention (source)")},
                                                       {AttentionMode::SelfTarget, ATTENTION_MESSAGE("Self attention (target)")}}};
constexpr NamedValues<EmbeddingKind, 2> kEmbeddingIds = {{{EmbeddingKind::Random, "random"}, {EmbeddingKind::Lexicon, "lexicon"}}};
constexpr NamedValues<ProjectionKind, 2> kProjectionIds = {{{ProjectionKind::Random, "random"}, {ProjectionKind::Identity, "identity"}}};

auto fields(const AttentionConfig &c)
{
    return std::tie(c.mode, c.score, c.dModel, c.heads, c.additiveSize, c.temperature, c.seed, c.positionalEncoding, c.causalMask,
                    c.padKeysTo, c.blockedCells, c.projectionBias, c.projections, c.maxTokens, c.embeddings, c.lexiconNoise);
}

} // namespace

std::string_view attentionModeId(AttentionMode mode)
{
    return nameIn(kModeIds, mode);
}
std::string_view attentionModeName(AttentionMode mode)
{
    return nameIn(kModeNames, mode);
}
std::optional<AttentionMode> attentionModeFromId(std::string_view id)
{
    return valueIn(kModeIds, id);
}
std::string_view embeddingKindId(EmbeddingKind kind)
{
    return nameIn(kEmbeddingIds, kind);
}
std::optional<EmbeddingKind> embeddingKindFromId(std::string_view id)
{
    return valueIn(kEmbeddingIds, id);
}
std::string_view projectionKindId(ProjectionKind kind)
{
    return nameIn(kProjectionIds, kind);
}
std::optional<ProjectionKind> projectionKindFromId(std::string_view id)
{
    return valueIn(kProjectionIds, id);
}

bool AttentionConfig::operator==(const AttentionConfig &other) const
{
    return fields(*this) == fields(other);
}

bool Lesson::operator==(const Lesson &other) const
{
    return source == other.source && target == other.target && config == other.config && lexicon == other.lexicon && model == other.model;
}

Lesson defaultLesson()
{
    // The first picture teaches something true: with lexicon embeddings (a word and its
    // translations share a vector) and identity projections, each French word finds its English
    // one without any training. Random weights would show a confident pattern that means nothing.
    Lesson lesson;
    lesson.source = "The little boy is playing football in the park.";
    lesson.target = "Le petit garçon joue au football dans le parc.";
    lesson.config.dModel = 256;
    lesson.config.embeddings = EmbeddingKind::Lexicon;
    lesson.config.projections = ProjectionKind::Identity;
    return lesson;
}

Outcome<void> validate(const AttentionConfig &c)
{
    if (c.dModel < 1 || c.dModel > limits::kMaxDModel)
        return Message("config.d_model", ATTENTION_MESSAGE("d_model must be between 1 and %1 (it is %2)"), {limits::kMaxDModel, c.dModel});
    if (c.score == ScoreFunction::MultiHead) {
        if (c.heads > limits::kMaxHeads)
            return Message("config.heads", ATTENTION_MESSAGE("at most %1 heads are supported"), {limits::kMaxHeads});
        if (c.heads > c.dModel)
            return Message("config.heads_above_d_model", ATTENTION_MESSAGE("there cannot be more heads (%1) than d_model (%2)"),
                           {c.heads, c.dModel});
        if (auto heads = checkHeads(c.dModel, c.heads); !heads)
            return heads;
    }
    if (c.score == ScoreFunction::Additive && (c.additiveSize < 1 || c.additiveSize > limits::kMaxAdditiveSize))
        return Message("config.additive_size", ATTENTION_MESSAGE("the additive attention size must be between 1 and %1"),
                       {limits::kMaxAdditiveSize});
    if (auto temperature = checkTemperature(c.temperature); !temperature)
        return temperature;
    if (c.temperature < limits::kMinTemperature || c.temperature > limits::kMaxTemperature)
        return Message("config.temperature_range", ATTENTION_MESSAGE("the temperature must be between %1 and %2"), {"1e-9", "1e9"});
    if (!(c.lexiconNoise >= 0 && c.lexiconNoise <= 10))
        return Message("config.lexicon_noise", ATTENTION_MESSAGE("the lexicon noise must be between 0 and 10"));
    if (c.maxTokens < 1 || c.maxTokens > limits::kMaxTokens)
        return Message("config.max_tokens", ATTENTION_MESSAGE("the token limit must be between 1 and %1"), {limits::kMaxTokens});
    if (c.padKeysTo < 0 || c.padKeysTo > c.maxTokens)
        return Message("config.pad_keys_to", ATTENTION_MESSAGE("keys can be padded to at most %1 tokens"), {c.maxTokens});
    return {};
}

} // namespace attention
