#pragma once

#include <Eigen/Core>

#include <functional>

namespace attention {

/**
 * Runs work(begin, end) over consecutive blocks of [0, rows), on the calling thread and, when
 * the job is large enough to pay for it, one helper thread per further core. Rows of
 * attention are independent (each query has its own softmax), so blocks never share output.
 * An exception in any block is rethrown here after every block has finished.
 */
void forRowBlocks(Eigen::Index rows, double workPerRow, const std::function<void(Eigen::Index, Eigen::Index)> &work);

} // namespace attention
