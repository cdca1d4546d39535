#pragma once

#include "core/pipeline/ChangedKey.h"
#include "core/pipeline/MultiHeadAttention.h"

#include <functional>
#include <memory>
#include <vector>

namespace attention {

/**
 * Typing in the source changes one key, adds one at the end or takes the last away, and with it
 * every row's weights, but simply. A key changed in place: with a the key's earlier weight in a row of a head and
 * t = exp((s_new - s_old) / T), every other weight of the row is divided by D = 1 - a + a t, and
 * the key's becomes a t / D. A key added (the first letter of a new word): with u =
 * exp(s_new / T - L) for the row's log-normaliser L (the log of its softmax's denominator,
 * log sum_j exp(s_j / T)), every earlier weight is divided by D = 1 + u and the new key's is
 * u / D; L grows by log D. A key taken away (the last, be it typed since or one the heads were
 * kept with): its weight goes to 0, the rest divide by 1 - a.
 * So in cross attention a mean-only result keeps each
 * head's weights (written by a keystroke's full computation, a word moved; for a lesson opened or
 * set, made by typingHeadsOf() once the window is idle) and the next keystrokes rescale rows
 * instead of computing every score and softmax again. The rescaling is
 * kept per row and head; the weights are read once a keystroke, to make the mean, and never
 * written again. Why: the scores and softmax are most of a source keystroke's time.
 */
struct HeadsWhileTyping
{
    std::shared_ptr<const std::vector<Matrix>> weights; // each head's weights [nq][n0] as last computed in full
    std::shared_ptr<const std::vector<double>> logNormalisers; // [head][row]: their rows'; a row's now is that less log(scale)
    Eigen::Index keys = 0; // the keys now: n0 and those added since, less those erased
    Eigen::Index keptKeys = 0; // the first columns of weights that are keys still (the last erased: fewer than n0)
    std::vector<double> scale; // [head][row]: a key's weight now is weights x scale, except the own keys'
    std::vector<Eigen::Index> ownKeys; // the keys typed in or added since, whose weights are held apart
    std::vector<double> ownWeights; // [row][head][own key]: its weight now
    int keystrokes = 0; // rescaled since the full computation
    /** After a word typed or erased in the middle: each head's context of the first prefixKeys
     *  keys, sum over j < prefixKeys of weights_j V_j ([row][E], head h in its columns, the
     *  kept weights before scale); null otherwise. Times scale it is that context now, while no
     *  own key lies among those keys (prefixContextNow()). */
    std::shared_ptr<const Matrix> prefixContext;
    Eigen::Index prefixKeys = 0;
};

/** A typing state starting from each head's weights and their rows' log-normalisers
 *  ([head][row]), just computed (in full, or after `keystrokes` keystrokes from kept weights,
 *  with the context of their first prefixKeys keys, when known). */
std::shared_ptr<const HeadsWhileTyping> startTyping(std::vector<Matrix> headWeights, std::vector<double> logNormalisers, int keystrokes = 0,
                                                    std::shared_ptr<const Matrix> prefixContext = nullptr, Eigen::Index prefixKeys = 0);

/** The fewest keys before a word typed or erased in the middle that are weighed from typing's
 *  heads rather than scored again: 512 with the AVX-512 kernels, 256 with slower ones. */
Eigen::Index leastKeptKeys();

/**
 * How many of the first keys a call described by known may weigh from typing's heads instead of
 * computing their scores (KeptKeys in HeadBands.h: a word typed or erased in the middle of the
 * source): known's first keys that stayed in place, with every query row and its mask, rounded
 * down to whole panels of the kernel; 0 where that is under leastKeptKeys() (scoring them is as
 * fast), or typing cannot take another keystroke.
 */
Eigen::Index keysKeptInPlace(const HeadsWhileTyping &typing, const KnownRows &known, int heads, Eigen::Index queries);

/** Row i of head h's weights now on keys [0, keys) into `into`, their sum into `sum`; returns the
 *  log of the row's softmax denominator now. */
double rowWeightsNow(const HeadsWhileTyping &typing, int h, Eigen::Index i, Eigen::Index keys, float *into, double *sum);

/** Asks the cache for the kept weights rowWeightsNow() will read for row i of head h on keys
 *  [0, keys), while the row before computes its softmax: read row after row, they waited on
 *  memory. */
void prefetchRowNow(const HeadsWhileTyping &typing, int h, Eigen::Index i, Eigen::Index keys);

/** Whether typing knows each head's context of its first `keys` keys now (the last word typed
 *  or erased in the middle was there, and no key among them changed since). */
bool knowsPrefixContext(const HeadsWhileTyping &typing, Eigen::Index keys);
/** Head h's context of row i's first prefixKeys keys now, times factor, into `into` (dk floats):
 *  where knowsPrefixContext(), the context a word typed or erased in the middle again leaves to
 *  those keys, summed from their weights no more. */
void prefixContextNow(const HeadsWhileTyping &typing, int h, Eigen::Index i, double factor, float *into);

enum class Renormalised { Done, NotHere, GivenUp };

/**
 * Every query row of out after the one key change: its means, summary and context, from typing's
 * heads, the earlier result's scoresMean (the other keys' scores are as they were) and contexts
 * (change). out.Q, K, V (with the new key) must be complete and out.context, scoresMean,
 * weightsMean and rows sized; out.packedHeads, when set, holds the new K and V packed. On Done,
 * out.headsWhileTyping is the next typing state. NotHere, with out partly written, where it
 * would not be exact: many keystrokes or keys typed since the full computation, a row's query
 * or mask changed, or in some row the key held nearly all the weight, had a weight below float's
 * range that grows, or a score beyond it. The caller then computes the rows in full.
 */
Renormalised renormaliseRows(MultiHeadOutputs &out, const HeadsWhileTyping &typing, const ChangedKey &change,
                             const Matrix &earlierScoresMean, int heads, const Mask &mask, double temperature,
                             const std::function<bool()> &stillWanted);

/**
 * The same where known's keys are out's but the last, which is new (a word typed at the end of
 * the source; known describes this call, with the means and contexts of the call typing belongs
 * to). NotHere, touching nothing, where out is not that, or, with out partly written, where it
 * would not be exact: many keystrokes or keys since the full computation, or in some row every
 * earlier key was blocked or a score was not finite.
 */
Renormalised addKeyToRows(MultiHeadOutputs &out, const HeadsWhileTyping &typing, const KnownRows &known, int heads, const Mask &mask,
                          double temperature, const std::function<bool()> &stillWanted);

/**
 * The same where out's keys are known's but its last, which is gone (the source's last word
 * erased): its weight goes to 0, the rest of each row is divided by 1 - a. NotHere, touching
 * nothing, where out is not that or would have no key, or, with
 * out partly written, where it would not be exact: many keystrokes since the full computation, or
 * in some row the key held nearly all the weight.
 */
Renormalised removeLastKeyFromRows(MultiHeadOutputs &out, const HeadsWhileTyping &typing, const KnownRows &known, int heads,
                                   const Mask &mask, const std::function<bool()> &stillWanted);

} // namespace attention
