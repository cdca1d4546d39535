#pragma once

#include <Eigen/Core>

namespace attention {

/** Every matrix the core hands out: float32, row-major so a row is one token (and so the
 *  heatmap can read it in the order it draws). */
using Scalar = float;
using Matrix = Eigen::Matrix<Scalar, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;
using Vector = Eigen::Matrix<Scalar, Eigen::Dynamic, 1>;
using RowVector = Eigen::Matrix<Scalar, 1, Eigen::Dynamic>;

/** Blocked cells of a query x key matrix, true = blocked (PyTorch's convention).
 *  An empty (0 x 0) mask blocks nothing. */
using Mask = Eigen::Array<bool, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;

} // namespace attention
