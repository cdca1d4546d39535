#pragma once

#include "core/Types.h"

#include <utility>
#include <vector>

namespace attention {

/** Query i may not see key j > i (a decoder cannot look ahead). */
Mask causalMask(int queries, int keys);

/** Blocks, in every row, the keys whose flag is true (padding). */
Mask keyPaddingMask(int queries, const std::vector<bool> &keyIsPadding);

/** Blocks the listed (query, key) cells; cells outside the matrix are ignored. */
Mask cellMask(int queries, int keys, const std::vector<std::pair<int, int>> &cells);

/** Union of two masks of the same shape; an empty mask blocks nothing. */
Mask combineMasks(const Mask &a, const Mask &b);

inline bool isBlocked(const Mask &mask, Eigen::Index row, Eigen::Index col)
{
    return mask.size() != 0 && mask(row, col);
}

} // namespace attention
