#pragma once

#include "core/Outcome.h"
#include "core/Types.h"
#include "core/pipeline/RowSummaries.h"

#include <functional>
#include <memory>
#include <vector>

namespace attention {

struct PackedProjections; // the four weight matrices laid out for the panel kernel
struct PackedHeads; // each head's keys and values laid out for the panel kernel
struct HeadsWhileTyping; // each head's weights kept while the user types in the source
struct KeysByParts; // keys and values given as embeddings and positions' projections
struct EmbeddingProjections; // each key's embedding projected, apart from its position

/** torch.nn.MultiheadAttention's parameters, in its layout. */
struct MultiHeadParameters
{
    int embedDim = 0;
    int numHeads = 1;
    Matrix inProjWeight; // [3E][E]: rows of W_q, then W_k, then W_v; empty when only packed
    Vector inProjBias; // [3E]
    Matrix outProjWeight; // [E][E]; empty when only packed
    Vector outProjBias; // [E]
    /** The same weights packed once for the panel kernel (packProjections()); without it the
     *  projections go through BLAS. Stale if the weights above change after. */
    std::shared_ptr<const PackedProjections> packed;
};

/** Packs p's weights and keeps only the packed copy (a lesson's parameters: 4 MB less at d_model
 *  512); where they cannot be packed, p keeps them as they are. */
void keepOnlyPackedWeights(MultiHeadParameters &p);

/** Fills p.packed from p's weights; leaves it empty where the panel kernel cannot run, above
 *  d_model 1024 (a second copy of such weights would cost more memory than packing as we go)
 *  or when the shapes are wrong (multiHeadAttention() then says what is wrong). */
void packProjections(MultiHeadParameters &p);

/** Everything multi-head attention computed, per head and combined. */
struct MultiHeadOutputs
{
    Matrix Q, K, V; // projected, [n][E]; head h owns columns h*E/H .. (h+1)*E/H
    std::vector<Matrix> headWeights; // softmax per head (the scores of a head: headScores())
    /** Where headWeights are kept for typing: [head][row], the log of each row's softmax
     *  denominator (NaN where a score was not finite); else empty. */
    std::vector<double> headLogNormalisers;
    Matrix scoresMean; // mean over heads of headScores
    Matrix weightsMean; // mean over heads of headWeights (PyTorch's average)
    Matrix context; // heads' contexts side by side, before W_o: [nq][E]
    Matrix output; // context W_o^T + b_o: [nq][E]; empty when left for later
    std::vector<QueryRowSummary> rows; // per query row, of weightsMean: summarised in its band, while in the cache
    /** K and V packed for the panel kernel, for a later call with the same keys and values
     *  (kept with the means only, as the window computes; null otherwise). */
    std::shared_ptr<const PackedHeads> packedHeads;
    /** Each head's weights for the next source keystroke (SoftmaxRescaling.h): with the means
     *  only, while keys are typed alone (KeysTyped) on an earlier call's result, where the budget
     *  allows; null otherwise (from scratch: typingHeadsOf() makes them later). */
    std::shared_ptr<const HeadsWhileTyping> headsWhileTyping;
    /** With KeysByParts: each key's embedding projected, for a later call; null otherwise. */
    std::shared_ptr<const EmbeddingProjections> embeddingProjections;
};

/**
 * What an earlier call with the same weights and temperature computed, so that a keystroke
 * recomputes what it changed. Typing in the target: with the very same keys and values, a query
 * row whose input and mask row are unchanged has the same scores, weights and context, row by
 * row (earlierRow). Typing in the source: a key changed, so every row attends again, but the
 * projections of unchanged inputs are copied (earlierQueryRow, earlierKeyRow): half the work of
 * a row is its three projections; and where one key changed in place, a row with the same query
 * and mask (sameQueryAndMask) adjusts its earlier context instead of summing it (ChangedKey.h). With the panel kernel a row projected alone
 * gives the same bits as in a block, so the results are the very numbers a full computation gives; through BLAS (no AVX2) a lone row is
 * summed in another order, within rounding.
 */
struct KnownRows
{
    const Matrix *K = nullptr, *V = nullptr; // the earlier projections of the keys and values
    const Matrix *Q = nullptr, *scoresMean = nullptr, *weightsMean = nullptr, *context = nullptr, *output = nullptr;
    const std::vector<Matrix> *headWeights = nullptr; // needed only when this call keeps head weights
    const std::vector<QueryRowSummary> *rows = nullptr; // the earlier call's summaries of weightsMean's rows
    std::shared_ptr<const PackedHeads> packedHeads; // the earlier call's K and V packed, or null
    std::shared_ptr<const HeadsWhileTyping> headsWhileTyping; // the earlier call's, or null
    std::vector<Eigen::Index> earlierRow; // per query row: its whole row in the earlier call (same keys), or -1
    std::vector<Eigen::Index> earlierQueryRow; // per query row: its projected query in the earlier call, or -1
    std::vector<Eigen::Index> earlierKeyRow; // per key row: its projected key and value in the earlier call, or -1
    std::vector<bool>
        sameQueryAndMask; // per query row: the same input, and mask on the keys both calls have, as the earlier call's row there
    /** The earlier call's projections of its keys' embeddings (KeysByParts), or null; with them,
     *  per key row: the earlier row of the same embedding (itself, or where a word typed or
     *  erased before it had it), or -1. */
    const EmbeddingProjections *embeddingProjections = nullptr;
    std::vector<Eigen::Index> earlierEmbeddingRow;
};

/** Whether a call keeps one weight matrix per head (PyTorch's average_attn_weights=False) or
 *  only their mean; a head's weights can always be computed again with headWeightsRow(). */
enum class HeadWeights { Keep, MeanOnly };

/** Whether a call projects the heads' contexts through W_o now, or leaves the output empty for
 *  outputOfContext() when a view shows it: the window's choice, as only the pipeline's view
 *  shows the output. */
enum class OutputProjection { Now, WhenShown };

/** Whether the user types in the keys' sentence while the queries stay (cross attention): a
 *  mean-only call that builds on an earlier one then keeps each head's weights in the result,
 *  where the budget allows, so that the next keystroke rescales them (SoftmaxRescaling.h). */
enum class KeysTyped { WithTheQueries, Alone };

/**
 * Exactly torch.nn.MultiheadAttention(E, H, batch_first=True) on one sequence, with the
 * scores divided by the temperature before the softmax. mask is [nq][nk] or empty.
 * known, when given, must come from a call with the same parameters, key, value and
 * temperature; its rows are copied instead of computed. byParts, when given, is key (which
 * must be value too) in its two parts: the keys and values are projected by parts.
 */
Outcome<MultiHeadOutputs> multiHeadAttention(const MultiHeadParameters &parameters, const Matrix &query, const Matrix &key,
                                             const Matrix &value, const Mask &mask, double temperature = 1.0,
                                             const std::function<bool()> &stillWanted = {}, const KnownRows *known = nullptr,
                                             HeadWeights heads = HeadWeights::Keep, OutputProjection output = OutputProjection::Now,
                                             KeysTyped keysTyped = KeysTyped::WithTheQueries, const KeysByParts *byParts = nullptr);

/** context W_o^T + b_o, as multiHeadAttention projects it (the same bits). */
Matrix outputOfContext(const MultiHeadParameters &parameters, const Matrix &context);

/** Head h's scores q . k / sqrt(d_k), from the projected Q and K ([n][E]); computed on demand
 *  so that a long sequence does not keep one score matrix per head. */
Matrix headScores(const Matrix &Q, const Matrix &K, int numHeads, int head);

/** One row of head h's weights, exactly as multiHeadAttention computes it. */
RowVector headWeightsRow(const Matrix &Q, const Matrix &K, int numHeads, int head, Eigen::Index row, const Mask &mask, double temperature);

/** Said when a computation stops because stillWanted said no. */
Message givenUpProblem();

/** Why (embedDim, numHeads) cannot work. */
Outcome<void> checkHeads(int embedDim, int numHeads);

} // namespace attention
