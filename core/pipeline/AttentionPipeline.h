#pragma once

#include "core/Outcome.h"
#include "core/pipeline/AttentionResult.h"

#include <functional>

namespace attention {

/**
 * The one call of the core: tokenises both sentences, embeds them, adds positional encoding,
 * projects Q, K and V, scores, masks, applies the softmax and the context. An impossible
 * lesson comes back as a failure with a sentence the user can act on; nothing throws.
 * A cache, when given, keeps weights and embeddings from one call to the next. stillWanted, when
 * given, is asked between stages (and between heads); once it says no the call gives up with
 * a failure, so a long computation for an edit that was overtaken does not hold a thread.
 */
Outcome<AttentionResult> computeAttention(const Lesson &lesson, class ComputeCache *cache = nullptr,
                                          const std::function<bool()> &stillWanted = {}, HeadWeights heads = HeadWeights::Keep,
                                          OutputProjection output = OutputProjection::Now);

/** Whether a and b give the very same result: the same settings, lexicon and trained model, and
 *  sentences that split into the same tokens at the same places (a space typed after the last
 *  word). The cache splits the sentences. */
bool sameTokensAndSettings(const Lesson &a, const Lesson &b, class ComputeCache &cache);

/** The result's output: kept, or (left for later by OutputProjection::WhenShown) projected
 *  into storage from its context. */
const Matrix &outputOf(const AttentionResult &r, Matrix &storage);

/** Head h's weights: the kept matrix, or (when the result kept only the mean) computed into
 *  storage from Q, K and the mask. */
const Matrix &headWeightsOf(const AttentionResult &r, int head, Matrix &storage);
/** One row of head h's weights, kept or computed. */
RowVector headWeightsRowOf(const AttentionResult &r, int head, int row);

/** Each head's weights of a multi-head cross-attention result computed from scratch with the
 *  means only (HeadWeights::MeanOnly keeps none there), for the next keystroke in the source
 *  (ComputeCache::rememberTypingHeads()): the weights a keystroke's full computation keeps.
 *  Null where there are none to make (another kind of result, one with its heads, one beyond
 *  the memory budget) or once stillWanted says no. */
std::shared_ptr<const HeadsWhileTyping> typingHeadsOf(const AttentionResult &r, const std::function<bool()> &stillWanted = {});
/** Whether typingHeadsOf() has heads to make for r, the budget aside. */
bool makesTypingHeads(const AttentionResult &r);

} // namespace attention
