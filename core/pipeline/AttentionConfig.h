#pragma once

#include "core/Outcome.h"
#include "core/textbook/ScoreFunction.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace attention {

/** Which sentence asks (queries) and which is looked at (keys and values). */
enum class AttentionMode {
    Cross, // target queries over source keys: the seq2seq alignment
    SelfSource, // the source attends to itself
    SelfTarget // the target attends to itself
};

/** Where W_q, W_k, W_v come from. */
enum class ProjectionKind {
    Random, // seeded, scaled by 1/sqrt(d_model)
    Identity // Q, K and V are the embeddings themselves
};

/** Where token embeddings come from. */
enum class EmbeddingKind {
    Random, // one seeded vector per token text: attention has to learn everything
    Lexicon // translations share a vector: alignments appear without training
};

std::string_view attentionModeId(AttentionMode mode); // "cross", "self_source", "self_target"
std::string_view attentionModeName(AttentionMode mode);
std::optional<AttentionMode> attentionModeFromId(std::string_view id);
std::string_view projectionKindId(ProjectionKind kind); // "random", "identity"
std::optional<ProjectionKind> projectionKindFromId(std::string_view id);
std::string_view embeddingKindId(EmbeddingKind kind); // "random", "lexicon"
std::optional<EmbeddingKind> embeddingKindFromId(std::string_view id);

/** Every setting of a lesson that changes the numbers. */
struct AttentionConfig
{
    AttentionMode mode = AttentionMode::Cross;
    ScoreFunction score = ScoreFunction::ScaledDot;
    int dModel = 64;
    int heads = 4; // multi-head only
    int additiveSize = 32; // additive only: the width of Bahdanau's tanh layer
    double temperature = 1.0;
    std::uint64_t seed = 42;
    bool positionalEncoding = true;
    bool causalMask = false;
    int padKeysTo = 0; // append <pad> keys up to this length and mask them; 0 = none
    std::vector<std::pair<int, int>> blockedCells; // (query, key) cells blocked by hand
    bool projectionBias = false;
    ProjectionKind projections = ProjectionKind::Random;
    EmbeddingKind embeddings = EmbeddingKind::Random;
    double lexiconNoise = 0.3; // lexicon embeddings: how far a word strays from its concept
    int maxTokens = 2048; // longer sentences are cut, with a note in the result

    bool operator==(const AttentionConfig &other) const;
    bool operator!=(const AttentionConfig &other) const { return !(*this == other); }
};

class Lexicon;
class LessonModel;

/** Two sentences and the settings: everything the core needs. */
struct Lesson
{
    std::string source;
    std::string target;
    AttentionConfig config;
    std::shared_ptr<const Lexicon> lexicon; // for lexicon embeddings; null: the built-in one
    /** A model that computes the result itself (a model trained in the Train tab): when set it
     *  reads the sentences, and the settings of config do not apply. */
    std::shared_ptr<const LessonModel> model;

    bool operator==(const Lesson &other) const;
    bool operator!=(const Lesson &other) const { return !(*this == other); }
};

/** The built-in lesson the app opens on. */
Lesson defaultLesson();

/** Bounds that keep every request within memory and time a laptop has. */
namespace limits {
constexpr int kMaxDModel = 4096;
constexpr int kMaxHeads = 64;
constexpr int kMaxAdditiveSize = 4096;
constexpr int kMaxTokens = 8192;
constexpr double kMinTemperature = 1e-9;
constexpr double kMaxTemperature = 1e9;
} // namespace limits

/** Why the configuration is impossible, in a sentence a user can act on. */
Outcome<void> validate(const AttentionConfig &config);

} // namespace attention
