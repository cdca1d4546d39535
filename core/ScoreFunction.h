#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace attention {

/** How a query and a key become a score. */
enum class ScoreFunction {
    Dot,       // q . k
    ScaledDot, // q . k / sqrt(d_k)
    General,   // Luong: q^T W k
    Additive,  // Bahdanau: v^T tanh(W_q q + W_k k)
    MultiHead  // h scaled-dot heads, concatenated and projected by W_o
};

/** Which sentence asks (queries) and which is looked at (keys and values). */
enum class AttentionMode {
    Cross,      // target queries over source keys: the seq2seq alignment
    SelfSource, // the source attends to itself
    SelfTarget  // the target attends to itself
};

/** Where W_q, W_k, W_v come from. */
enum class ProjectionKind {
    Random,  // seeded, scaled by 1/sqrt(d_model)
    Identity // Q, K and V are the embeddings themselves
};

/** Where token embeddings come from. */
enum class EmbeddingKind {
    Random, // one seeded vector per token text: attention has to learn everything
    Lexicon // translations share a vector: alignments appear without training
};

std::string_view embeddingKindId(EmbeddingKind kind); // "random", "lexicon"
std::optional<EmbeddingKind> embeddingKindFromId(std::string_view id);

std::string_view scoreFunctionId(ScoreFunction score);   // "scaled_dot"
std::string_view scoreFunctionName(ScoreFunction score); // "Scaled dot product"
std::optional<ScoreFunction> scoreFunctionFromId(std::string_view id);

std::string_view attentionModeId(AttentionMode mode); // "cross", "self_source", "self_target"
std::string_view attentionModeName(AttentionMode mode);
std::optional<AttentionMode> attentionModeFromId(std::string_view id);

std::string_view projectionKindId(ProjectionKind kind);
std::optional<ProjectionKind> projectionKindFromId(std::string_view id);

} // namespace attention
