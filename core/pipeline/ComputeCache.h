#pragma once

#include "core/Types.h"
#include "core/pipeline/AttentionConfig.h"
#include "core/pipeline/AttentionResult.h"
#include "core/text/Tokenizer.h"

#include <functional>
#include <future>
#include <memory>
#include <mutex>
#include <optional>
#include <shared_mutex>
#include <string>
#include <unordered_map>
#include <vector>

namespace attention {

struct PositionProjections; // each position's encoding projected to keys and values (KeysByParts.h)

/**
 * What stays the same from one keystroke to the next: the seeded weights of a configuration
 * and the embedding of each token text. Drawing them anew costs more than the attention
 * itself at d_model 512. One cache per document, shared by the window's thread and background
 * computations. Its lock is held only to look up and to publish, never while weights or
 * embeddings are drawn (d_model 4096 weights take over a second): the window's thread, which
 * asks missingWork() on every edit, never waits for a computation. Lookups share it.
 */
class ComputeCache
{
public:
    using ParameterMaker = std::function<ModelParameters(const AttentionConfig &)>;
    /** drawParameters makes a configuration's weights (makeParameters; tests give a slow one). */
    explicit ComputeCache(ParameterMaker drawParameters = {});

    /** The configuration's weights: cached, or drawn now (a second caller that needs the same
     *  weights while they are drawn waits for them rather than drawing them twice). */
    std::shared_ptr<const ModelParameters> parameters(const AttentionConfig &config);
    /** Roughly what drawing the weights this configuration needs would cost, in the units of
     *  Cost::work: nothing when they are cached. Returns at once. */
    double missingWork(const AttentionConfig &config);
    Matrix embed(const std::vector<Token> &tokens, int dModel, std::uint64_t seed);
    /** sinusoidalPositionalEncoding(length, dim), kept, as every keystroke asks for it. Asked
     *  again for the same length (each keystroke within a word), the very matrix it gave last,
     *  not a copy of the longest one's rows. */
    std::shared_ptr<const Matrix> positionalEncoding(int length, int dim);
    /** The first length or more positions' encodings projected to keys and values through
     *  parameters' multi-head weights (KeysByParts), kept for the last parameters asked about:
     *  made once a lesson, in rows of 64 more as words are added at the end. */
    std::shared_ptr<const PositionProjections> positionProjections(const std::shared_ptr<const ModelParameters> &parameters, int length);
    /** tokenize(sentence), kept for the last few sentences: a keystroke changes one sentence,
     *  and the window's cost check and the computation each split both. */
    std::vector<Token> tokens(const std::string &sentence);

    /** The result on show, kept so that the next keystroke recomputes only the rows it changed
     *  (the window sets it; a computation never sets it for itself). */
    void rememberResult(std::shared_ptr<const AttentionResult> result);
    std::shared_ptr<const AttentionResult> rememberedResult();
    /** Each head's weights for typing in the source, made for the remembered result once the
     *  window was idle (typingHeadsOf()): the next computation that builds on that result reads
     *  them as if it had kept them. Ignored unless `of` is the result remembered; forgotten
     *  with it. */
    void rememberTypingHeads(const AttentionResult &of, std::shared_ptr<const HeadsWhileTyping> heads);
    /** The heads remembered for `of` while it is the result remembered; else null. */
    std::shared_ptr<const HeadsWhileTyping> rememberedTypingHeads(const AttentionResult &of);

private:
    using Weights = std::shared_ptr<const ModelParameters>;
    static constexpr std::size_t kMaxRememberedTokens = 65536;

    ParameterMaker mDrawParameters;
    std::shared_mutex mMutex; // shared while embeddings are looked up: the two sides of a lesson at once
    std::optional<AttentionConfig> mParameterConfig; // what mParameters (or mDrawing, while drawn) are for
    Weights mParameters;
    std::shared_future<Weights> mDrawing; // valid while a thread draws mParameterConfig's weights
    int mEmbeddingDim = -1;
    std::uint64_t mEmbeddingSeed = 0;
    std::unordered_map<std::string, RowVector> mEmbeddings;
    Matrix mEncoding; // the longest positional encoding asked for at its width
    std::shared_ptr<const Matrix> mEncodingGiven; // the rows of it last given out
    static constexpr std::size_t kRememberedSentences = 4; // each side's last two: the one on show and the next
    std::weak_ptr<const ModelParameters> mProjectedFor; // what mPositionProjections are for
    std::shared_ptr<const PositionProjections> mPositionProjections;
    std::vector<std::pair<std::string, std::vector<Token>>> mSentences; // the most recently used last
    std::shared_ptr<const AttentionResult> mRemembered;
    std::shared_ptr<const HeadsWhileTyping> mTypingHeads; // mRemembered's, made after it
};

} // namespace attention
