#pragma once

#include "core/Outcome.h"
#include "core/pipeline/AttentionResult.h"

namespace attention {

/**
 * Attention weighted by how large the value it mixes in is (Kobayashi et al., 2020): a weight
 * on a key whose value vector is near zero moves the output little. Cell (i, j) is α_ij ‖v_j‖
 * (multi-head: the sum over heads of α^h_ij ‖v^h_j‖, v^h_j head h's slice of the value), each
 * row then divided by its sum so that it compares with the weights. Masked cells stay 0; a
 * row whose values are all zero stays 0. Needs the values: a computed lesson, not imported
 * attention.
 */
Outcome<Matrix> valueWeightedNorms(const AttentionResult &result);

} // namespace attention
