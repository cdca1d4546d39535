#pragma once

#include "core/kernels/PanelProduct.h"
#include "core/pipeline/MultiHeadAttention.h"

#include <functional>
#include <vector>

namespace attention {

/** The four weight matrices of multi-head attention, packed once for the panel kernel. */
struct PackedProjections
{
    PackedPanels q, k, v, out;

    /** Whether these are E x E weights, as multi-head attention of embed_dim E needs. */
    bool fit(Eigen::Index E) const;
};

/** One product y = x W^T + b of multi-head attention (y = x W^T without withBias): W is block
 *  0, 1 or 2 of the input projection (queries, keys, values) or 3, the output projection.
 *  `written`, when set, is called with each block of y once it is final (first row, rows,
 *  first column, columns), on the thread that wrote it: several at once, on disjoint blocks. */
struct Projection
{
    const Matrix *x;
    int block;
    Matrix *y;
    std::function<void(Eigen::Index, Eigen::Index, Eigen::Index, Eigen::Index)> written = {};
    bool withBias = true;
};

/** Every product, with the panel kernel when the weights are packed for it (and the CPU still
 *  has it), cut into chunks of rows x panels of W so the cores share even a single product;
 *  else one BLAS product each. */
void project(const MultiHeadParameters &p, const std::vector<Projection> &products);

/** Whether project() takes the panel kernel, in pieces shared by the cores. */
bool projectsInPieces(const MultiHeadParameters &p);

} // namespace attention
