#include "ScoreFunction.h"

#include <array>
#include <utility>

namespace attention {

namespace {

template <typename Enum, std::size_t N>
using Names = std::array<std::pair<Enum, std::string_view>, N>;

constexpr Names<ScoreFunction, 5> kScoreIds = {{{ScoreFunction::Dot, "dot"},
                                                {ScoreFunction::ScaledDot, "scaled_dot"},
                                                {ScoreFunction::General, "general"},
                                                {ScoreFunction::Additive, "additive"},
                                                {ScoreFunction::MultiHead, "multihead"}}};
constexpr Names<ScoreFunction, 5> kScoreNames = {{{ScoreFunction::Dot, "Dot product"},
                                                  {ScoreFunction::ScaledDot, "Scaled dot product"},
                                                  {ScoreFunction::General, "Luong general"},
                                                  {ScoreFunction::Additive, "Additive (Bahdanau)"},
                                                  {ScoreFunction::MultiHead, "Multi-head"}}};
constexpr Names<AttentionMode, 3> kModeIds = {{{AttentionMode::Cross, "cross"},
                                               {AttentionMode::SelfSource, "self_source"},
                                               {AttentionMode::SelfTarget, "self_target"}}};
constexpr Names<AttentionMode, 3> kModeNames = {{{AttentionMode::Cross, "Cross attention"},
                                                 {AttentionMode::SelfSource, "Self attention (source)"},
                                                 {AttentionMode::SelfTarget, "Self attention (target)"}}};
constexpr Names<EmbeddingKind, 2> kEmbeddingIds = {{{EmbeddingKind::Random, "random"}, {EmbeddingKind::Lexicon, "lexicon"}}};
constexpr Names<ProjectionKind, 2> kProjectionIds = {{{ProjectionKind::Random, "random"},
                                                      {ProjectionKind::Identity, "identity"}}};

template <typename Enum, std::size_t N>
std::string_view lookUp(const Names<Enum, N> &names, Enum value)
{
    for (const auto &[key, name] : names)
        if (key == value)
            return name;
    return {};
}

template <typename Enum, std::size_t N>
std::optional<Enum> reverseLookUp(const Names<Enum, N> &names, std::string_view text)
{
    for (const auto &[key, name] : names)
        if (name == text)
            return key;
    return std::nullopt;
}

} // namespace

std::string_view scoreFunctionId(ScoreFunction score) { return lookUp(kScoreIds, score); }
std::string_view scoreFunctionName(ScoreFunction score) { return lookUp(kScoreNames, score); }
std::optional<ScoreFunction> scoreFunctionFromId(std::string_view id) { return reverseLookUp(kScoreIds, id); }

std::string_view attentionModeId(AttentionMode mode) { return lookUp(kModeIds, mode); }
std::string_view attentionModeName(AttentionMode mode) { return lookUp(kModeNames, mode); }
std::optional<AttentionMode> attentionModeFromId(std::string_view id) { return reverseLookUp(kModeIds, id); }

std::string_view embeddingKindId(EmbeddingKind kind) { return lookUp(kEmbeddingIds, kind); }
std::optional<EmbeddingKind> embeddingKindFromId(std::string_view id) { return reverseLookUp(kEmbeddingIds, id); }

std::string_view projectionKindId(ProjectionKind kind) { return lookUp(kProjectionIds, kind); }
std::optional<ProjectionKind> projectionKindFromId(std::string_view id) { return reverseLookUp(kProjectionIds, id); }

} // namespace attention
