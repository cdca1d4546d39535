#pragma once

#include <Eigen/Core>

#include <functional>

namespace attention {

/**
 * Runs work(begin, end) over blocks of consecutive rows that together cover [0, rows), on the
 * calling thread and, when the job is large enough to pay for it, helper threads (one per
 * further core), each taking the next block when it is free: blocks run in any order. Rows of
 * attention are independent (each query has its own softmax), so blocks never share output.
 * An exception in any block is rethrown here after every block has finished. Where each block
 * spans at least 8 grains, blocks begin at multiples of `grain` rows: work that goes in tiles
 * or bands of that height then ends in a short one once, not once a block.
 */
void forRowBlocks(Eigen::Index rows, double workPerRow, const std::function<void(Eigen::Index, Eigen::Index)> &work,
                  Eigen::Index grain = 1);

/** Whether forRowBlocks() would share such work with helper threads (it still runs it alone
 *  where another caller has them). */
bool sharedWithHelpers(Eigen::Index rows, double workPerRow);

} // namespace attention
