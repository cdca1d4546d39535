#pragma once

#include "core/Outcome.h"
#include "core/Types.h"
#include "core/pipeline/Budget.h"

#include <vector>

namespace attention {

/**
 * Attention traced through the layers of a self-attention stack (Abnar & Zuidema, 2020). Each
 * layer's attention is the mean over its heads, A_l [n][n], rows summing to 1; the residual
 * connection is modelled as Ã_l = 0.5 A_l + 0.5 I with rows renormalised.
 */

/** Ã_l for one layer. */
Matrix withResidual(const Matrix &attention);

/** Rollout: R = Ã_L ... Ã_1; R(i, j) is how much of input token j reaches position i at the top
 *  (rows sum to 1). layers[0] is the first layer. Every layer must be n x n with n > 0, and
 *  rolloutCost within the budget. */
Outcome<Matrix> attentionRollout(const std::vector<Matrix> &layers);

/** Flow: F(i, j) is the maximum flow from input token j to position i of the last layer through
 *  the graph whose edge from position j of layer l - 1 to position i of layer l has capacity
 *  Ã_l(i, j). At most kMostFlowTokens tokens (n^2 max-flows, each over the whole graph), and
 *  flowCost within the budget. */
Outcome<Matrix> attentionFlow(const std::vector<Matrix> &layers);

constexpr int kMostFlowTokens = 64;

/** What rollout and flow through `layers` layers of n tokens cost, checked before they start.
 *  Flow's work grows as n^4 L^2 (n^2 max-flows, each of about L phases over L n^2 edges;
 *  measured on a Zen 4: 48 layers of 64 tokens took 16.5 s, 12 layers 2.7 s). */
Cost rolloutCost(double layers, double n);
Cost flowCost(double layers, double n);

/** Each row of a flow divided by its sum, as Abnar & Zuidema's own code shows flow: the share of
 *  what reaches position i that comes from each input token, to compare with rollout. A row with
 *  no flow stays 0. */
Matrix flowShares(const Matrix &flow);

} // namespace attention
