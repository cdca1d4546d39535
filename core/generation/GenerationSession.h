#pragma once

#include "core/generation/Generation.h"
#include "core/generation/SteppingDecoder.h"

#include <memory>
#include <vector>

namespace attention::generation {

/** What one step of the session chose, and what it saw. */
struct SessionStep
{
    int token = 0; // -1 in upcoming() while sampling: not drawn yet
    std::vector<double> modelDistribution; // softmax of the logits, temperature 1
    std::vector<double> beforeTopP; // after temperature and top-k: the distribution top-p cuts (sampling)
    std::vector<double> filteredDistribution; // what the token was drawn from (greedy: the argmax alone)
    int kept = 0;
};

/**
 * Generation one token at a time, as the Generate tab plays it: the prompt fills the KV cache,
 * each step() picks the next token by the options and feeds it back. Keeps every position's
 * attention row per layer and head, and counts the multiply-adds spent with the cache against
 * those recomputing the whole sequence each step would have cost. It steps a bundled model or a
 * real one alike (SteppingDecoder); a bundled model is shared, so a window can load another
 * while a session still plays the old one.
 */
class GenerationSession
{
public:
    GenerationSession(std::shared_ptr<const DecoderModel> model, std::vector<int> prompt, const GenerationOptions &options);
    /** `decoder` has read nothing yet; the session reads the prompt with it. */
    GenerationSession(std::unique_ptr<SteppingDecoder> decoder, std::vector<int> prompt, const GenerationOptions &options);

    /** Writes one token; false (and nothing changes) when the context is full or the session
     *  could not start (problem()). */
    bool step();
    /** What the next step() picks from, before it picks: the model's distribution after the last
     *  token and the filtered one; greedy names its token, sampling leaves it -1 (the draw is
     *  step()'s). Empty distributions where the session could not start. */
    SessionStep upcoming() const;

    const Outcome<void> &problem() const { return mProblem; }
    const std::vector<int> &tokens() const { return mTokens; }
    int promptLength() const { return mPromptLength; }
    int written() const { return int(mTokens.size()) - mPromptLength; }
    bool canStep() const { return mProblem && mDecoder && int(mTokens.size()) < shape().positions; }
    /** The decoder's sizes (all zero where the model could not be used). */
    const DecoderSizes &shape() const;
    /** Every step's token and kept count; the distributions of the last step only (a real
     *  model's three of 50,257 numbers a step would hold 1.2 GB by its 1,024th token). */
    const std::vector<SessionStep> &steps() const { return mSteps; }
    /** Position i's weights over positions 0..i, for a layer and head: a lower-triangular map. */
    Matrix attention(int layer, int head) const;
    /** The positions the cache holds, and a layer's cached keys or values: [cacheLength()][cacheWidth]. */
    int cacheLength() const { return mDecoder ? mDecoder->length() : 0; }
    Matrix cachedKeys(int layer) const { return mDecoder->keys(layer); }
    Matrix cachedValues(int layer) const { return mDecoder->values(layer); }
    double workWithCache() const { return mWorkWithCache; }
    double workRecomputing() const { return mWorkRecomputing; }

private:
    void start(std::vector<int> prompt);
    void take(const CachedStep &step);

    std::unique_ptr<SteppingDecoder> mDecoder;
    GenerationOptions mOptions;
    SeededRandom mRandom;
    std::vector<int> mTokens;
    int mPromptLength = 0;
    RowVector mLogits; // the next token's, after the last position read
    std::vector<std::vector<std::vector<RowVector>>> mRows; // [position][layer][head]
    std::vector<SessionStep> mSteps;
    Outcome<void> mProblem;
    double mWorkWithCache = 0, mWorkRecomputing = 0;
};

} // namespace attention::generation
