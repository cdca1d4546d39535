#pragma once

#include "core/kernels/PanelProduct.h"
#include "core/pipeline/ChangedKey.h"
#include "core/pipeline/MultiHeadAttention.h"

#include <atomic>
#include <functional>
#include <memory>
#include <vector>

namespace attention {

/** Every head's K_h^T and V_h packed for the panel kernel: made once for a set of keys and
 *  values, and shared by the results that have the very same ones (typing in the target leaves
 *  them as they were, and packing them again was a tenth of such a keystroke). Immutable once
 *  made. */
struct PackedHeads
{
    std::vector<PackedPanels> keys, values;
    Eigen::Index keyCount() const { return keys.empty() ? 0 : keys.front().width(); }
};

/** earlier's packing with one key's row of K and of V ([n][E]) packed anew: typing in the source
 *  changes one key, and copying the rest costs half of packing it. */
std::shared_ptr<const PackedHeads> withKeyRepacked(const PackedHeads &earlier, const Matrix &K, const Matrix &V, Eigen::Index key);

/** Head h's keys K_h^T, packed for the panel kernel. */
void packKeys(const Matrix &K, Eigen::Index dk, int head, PackedPanels &into);

/** Room for every head's K_h^T and V_h of nk keys, dk floats a head, taken by the calling thread
 *  (memory a helper thread takes stays with its allocator), for packIntoHeads() on any thread:
 *  block by block while the projections write K and V, each block still in the cache of the core
 *  that wrote it, or a whole head at a time after them. Packing while projecting is done only
 *  where the bands are shared by the cores (bandsShared()): where one core attends alone it
 *  reads the heads fastest from its own packing. */
std::shared_ptr<PackedHeads> headsToPack(Eigen::Index heads, Eigen::Index nk, Eigen::Index dk);
enum class PackedPart { Keys, Values };
/** Rows [row, +rows) x columns [column, +columns) of K or V ([n][E], dk columns a head) into
 *  their heads' packing; the columns may span heads. Blocks that do not overlap may be packed
 *  at once by several threads. */
void packIntoHeads(PackedHeads &heads, PackedPart part, const Matrix &from, Eigen::Index dk, Eigen::Index row, Eigen::Index rows,
                   Eigen::Index column, Eigen::Index columns);

/** scores = q K_h^T for rows of q already scaled (row-major, dk floats a row); keys packed by
 *  packKeys() when the panel kernel runs, else null. From firstKey on only (a whole number of
 *  panels), where the earlier columns are not wanted. */
void scoresOf(const Matrix &q, Eigen::Index rows, const Matrix &K, int head, const PackedPanels *keys, Eigen::Ref<Matrix> scores,
              Eigen::Index firstKey = 0);

/**
 * The first `keys` keys (a whole number of panels) where a word typed or erased in the middle of
 * the source left them as they were: each row's weights on them are those the earlier call
 * kept, times one factor, so their scores and exponentials are not computed again and their
 * scores' mean stays earlierScoresMean's. exact turns false where a row cannot be made so
 * exactly (a score not finite, or kept weights that would grow more than kMostGrowth, so that
 * some below float's range would come into view); the bands then stop, and the caller computes
 * the rows in full.
 */
struct KeptKeys
{
    Eigen::Index keys = 0;
    const Matrix *earlierScoresMean = nullptr;
    /** Row i of head h's weights now on the first keys keys, into `into`, their sum into `sum`;
     *  returns the log of the row's softmax denominator now (NaN where it is not known). */
    std::function<double(int h, Eigen::Index i, float *into, double *sum)> weightsOf;
    /** Asks the cache for what weightsOf(h, i, ...) will read. */
    std::function<void(int h, Eigen::Index i)> prefetch;
    /** Head h's context of row i on the first keys keys now, times factor, into `into` (dk
     *  floats), where the earlier call knows it (a word typed or erased again where the last
     *  one was); null where it does not: that context is then summed from the weights, a quarter
     *  of such a keystroke's products. */
    std::function<void(int h, Eigen::Index i, double factor, float *into)> earlierPrefixContext;
    /** Where each row's context on the first keys keys goes, [nq][E] like out.context (for the
     *  next keystroke's earlierPrefixContext); may be null. */
    Matrix *prefixContext = nullptr;
    std::atomic<bool> exact{true};
    /** Weights kept below float's range (1.2e-38) must not grow by more than this: unseen, they
     *  would come into view. Rescaling in SoftmaxRescaling.cpp keeps to it too. */
    static constexpr double kMostGrowth = 1e30;
};

/** Whether attendInBands() shares the bands of `rows` query rows among the cores. */
bool bandsShared(Eigen::Index rows, int heads, Eigen::Index nk, Eigen::Index dk);

/**
 * Scores, softmax and context of every head for the query rows `todo` of out.Q, against out.K
 * and out.V, accumulating the means over heads. out.scoresMean, weightsMean and context must
 * have their full size (and headWeights one matrix per head when kept, headLogNormalisers one
 * number per head and row when wanted); rows not in todo are
 * left untouched. With changedKey, a row's context is its earlier one adjusted where it can be;
 * with keptKeys (and every row in todo), the weights on its keys come from the earlier call, and
 * so may their part of the context.
 * out.packedHeads, when set, must hold out.K and out.V packed; when the panel kernel runs and it
 * is not set, they are packed here and left in it (where some row attends). Returns false, part done, once stillWanted
 * says no.
 */
bool attendInBands(MultiHeadOutputs &out, const std::vector<Eigen::Index> &todo, int heads, const Mask &mask, double temperature,
                   const std::function<bool()> &stillWanted, const ChangedKey *changedKey = nullptr, KeptKeys *keptKeys = nullptr);

/**
 * Each head's weights of every query row of Q against K ([n][E], dk columns a head; K packed in
 * `packed` where the panel kernel runs, else null), and each row's log-normaliser ([head][row]):
 * what attendInBands() keeps for typing, without the context and the means. For a result that
 * kept only its means, made while the window is idle. False, part done, once stillWanted says no.
 */
bool weighHeadsInBands(const Matrix &Q, const Matrix &K, const PackedHeads *packed, int heads, const Mask &mask, double temperature,
                       const std::function<bool()> &stillWanted, std::vector<Matrix> &weights, std::vector<double> &logNormalisers);

} // namespace attention
