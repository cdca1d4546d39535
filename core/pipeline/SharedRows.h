#pragma once

#include "core/Types.h"

#include <memory>
#include <vector>

namespace attention {

/**
 * Rows of one width, each a row of some immutable block shared with other results: a result
 * takes the rows of an earlier one by reference, so a keystroke that moves every later word
 * keeps what those words had without copying it (1 MB a matrix at 512 tokens, d_model 512).
 * At most kMostBlocks blocks are referenced; beyond that the rows are copied into one.
 */
class SharedRows
{
public:
    SharedRows() = default;
    /** Every row of block, in order. */
    explicit SharedRows(std::shared_ptr<const Matrix> block);
    /** Row j is earlier's row from[j] where that is 0 or more, else the next row of fresh, in
     *  order (fresh has as many rows as from has -1s; it may be null when it has none). */
    static SharedRows picked(const SharedRows &earlier, const std::vector<Eigen::Index> &from, std::shared_ptr<const Matrix> fresh);

    Eigen::Index rows() const { return static_cast<Eigen::Index>(mRows.size()); }
    Eigen::Index width() const { return mWidth; }
    const Scalar *row(Eigen::Index j) const { return mRows[static_cast<std::size_t>(j)]; }
    /** The bytes of the blocks these rows keep alive. */
    double heldBytes() const;

    static constexpr std::size_t kMostBlocks = 8;

private:
    std::vector<const Scalar *> mRows;
    std::vector<std::shared_ptr<const Matrix>> mBlocks;
    Eigen::Index mWidth = 0;
};

} // namespace attention
