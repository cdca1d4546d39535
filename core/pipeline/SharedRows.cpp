#include "core/pipeline/SharedRows.h"

#include <algorithm>
#include <functional>

namespace attention {

SharedRows::SharedRows(std::shared_ptr<const Matrix> block)
{
    if (!block)
        return;
    mWidth = block->cols();
    mRows.reserve(static_cast<std::size_t>(block->rows()));
    for (Eigen::Index j = 0; j < block->rows(); ++j)
        mRows.push_back(block->data() + j * mWidth);
    mBlocks.push_back(std::move(block));
}

SharedRows SharedRows::picked(const SharedRows &earlier, const std::vector<Eigen::Index> &from, std::shared_ptr<const Matrix> fresh)
{
    SharedRows made;
    made.mWidth = fresh ? fresh->cols() : earlier.mWidth;
    made.mRows.reserve(from.size());
    Eigen::Index next = 0;
    for (const Eigen::Index e : from)
        made.mRows.push_back(e >= 0 ? earlier.row(e) : fresh->data() + next++ * made.mWidth);
    // Only the blocks some row still lies in.
    std::vector<std::shared_ptr<const Matrix>> candidates = earlier.mBlocks;
    if (fresh)
        candidates.push_back(std::move(fresh));
    const auto holds = [](const Matrix &block, const Scalar *row) {
        return std::greater_equal<const Scalar *>()(row, block.data()) && std::less<const Scalar *>()(row, block.data() + block.size());
    };
    for (auto &block : candidates)
        if (std::any_of(made.mRows.begin(), made.mRows.end(), [&](const Scalar *row) { return holds(*block, row); }))
            made.mBlocks.push_back(std::move(block));
    if (made.mBlocks.size() <= kMostBlocks)
        return made;
    auto one = std::make_shared<Matrix>(made.rows(), made.mWidth); // a keystroke in kMostBlocks copies them all once
    for (Eigen::Index j = 0; j < made.rows(); ++j)
        std::copy_n(made.row(j), made.mWidth, one->data() + j * made.mWidth);
    return SharedRows(std::move(one));
}

double SharedRows::heldBytes() const
{
    double bytes = 0;
    for (const auto &block : mBlocks)
        bytes += double(block->size()) * sizeof(Scalar);
    return bytes;
}

} // namespace attention
