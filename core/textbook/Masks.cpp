#include "core/textbook/Masks.h"

namespace attention {

Mask causalMask(int queries, int keys)
{
    Mask mask(queries, keys);
    for (int i = 0; i < queries; ++i)
        for (int j = 0; j < keys; ++j)
            mask(i, j) = j > i;
    return mask;
}

Mask keyPaddingMask(int queries, const std::vector<bool> &keyIsPadding)
{
    Mask mask(queries, static_cast<Eigen::Index>(keyIsPadding.size()));
    for (std::size_t j = 0; j < keyIsPadding.size(); ++j)
        mask.col(static_cast<Eigen::Index>(j)).setConstant(keyIsPadding[j]);
    return mask;
}

Mask cellMask(int queries, int keys, const std::vector<std::pair<int, int>> &cells)
{
    Mask mask = Mask::Constant(queries, keys, false);
    for (const auto &[row, col] : cells)
        if (row >= 0 && row < queries && col >= 0 && col < keys)
            mask(row, col) = true;
    return mask;
}

Mask combineMasks(const Mask &a, const Mask &b)
{
    if (a.size() == 0)
        return b;
    if (b.size() == 0)
        return a;
    return a || b;
}

} // namespace attention
