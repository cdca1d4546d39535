#pragma once

#include "core/Outcome.h"
#include "core/pipeline/AttentionResult.h"

namespace attention {

/**
 * How much each key matters to each query's output, measured by taking it away: cell (i, j) is
 * ‖c_i − c_i^(−j)‖, where c_i^(−j) is query i's context (every head's, side by side) with key j
 * masked out, its weight shared among the other keys in proportion as a softmax without it
 * would. Each row is then divided by its sum, to compare with the weights. A key with no
 * weight changes nothing (0); a masked cell is 0. Needs the values: a computed lesson.
 */
Outcome<Matrix> leaveOneOut(const AttentionResult &result);

} // namespace attention
