#pragma once

#include "core/Types.h"

#include <optional>
#include <vector>

namespace attention {

struct KnownRows;

/**
 * Typing in the source changes one key (and its value) while the queries stay. Every row's
 * weights change then, but a row's context need not be summed again: with a the key's earlier
 * weight in that row and t = exp((s_new - s_old) / T), the other weights all shrink by the same
 * S = 1 - a + a t, so
 *     context = (earlier context - a v_old) / S + w_new v_new,
 * dk multiply-adds a head instead of nk x dk. The scores and softmax are still computed whole
 * (the means over heads need every head's row, which a mean-only result does not keep).
 */
struct ChangedKey
{
    Eigen::Index key = -1;
    RowVector earlierKey, earlierValue; // the key's earlier projections, [E]
    const Matrix *earlierContext = nullptr; // [nq][E]
    std::vector<bool> adjustable; // per query row: same query and mask row as in the earlier call
};

/** The one changed key of a call described by known (newKeys: the key rows projected anew),
 *  when there is exactly one and some row can be adjusted; else nothing. */
std::optional<ChangedKey> changedKeyOf(const KnownRows &known, const std::vector<Eigen::Index> &newKeys, Eigen::Index queries);

/** Asks the cache for the earlier context adjustContextRow() will read for that row and head: read
 *  one row after another, 2 KB apart, two thirds of its time went to waiting for them. */
void prefetchEarlierContext(const ChangedKey &change, Eigen::Index row, int head, Eigen::Index dk);

/**
 * Head h's context of one query row after the key changed: weights is the row's new softmax
 * (weights[key] its new weight), newScore the key's score before the softmax, query the row's
 * scaled query of this head (dk floats), newValue the head's part of the new value. Writes
 * dk floats of context and returns true, or returns false, writing nothing, where the
 * adjustment would lose precision (the key held more than half of the row, or t is out of
 * range): the caller then sums the row.
 */
bool adjustContextRow(const ChangedKey &change, Eigen::Index row, int head, Eigen::Index dk, const float *weights, float newScore,
                      const float *query, const float *newValue, float inverseTemperature, float *context);

/** query . key over dk floats, summed in double: a score of a scaled query. */
double scoreInDouble(const float *query, const float *key, Eigen::Index dk);

/** adjustContextRow() where the key's earlier weight a and the new one are known: the rest of
 *  the row shrinks by shrink = 1 / (1 - a + a t). */
void adjustContext(const ChangedKey &change, Eigen::Index row, int head, Eigen::Index dk, float earlierWeight, float shrink, float weight,
                   const float *newValue, float *context);

} // namespace attention
