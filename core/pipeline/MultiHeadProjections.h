#pragma once

#include "core/kernels/PanelProduct.h"
#include "core/pipeline/MultiHeadAttention.h"

#include <vector>

namespace attention {

/** The four weight matrices of multi-head attention, packed once for the panel kernel. */
struct PackedProjections
{
    PackedPanels q, k, v, out;

    /** Whether these are E x E weights, as multi-head attention of embed_dim E needs. */
    bool fit(Eigen::Index E) const;
};

/** One product y = x W^T + b of multi-head attention: W is block 0, 1 or 2 of the input
 *  projection (queries, keys, values) or 3, the output projection. */
struct Projection
{
    const Matrix *x;
    int block;
    Matrix *y;
};

/** Every product, with the panel kernel when the weights are packed for it (and the CPU still
 *  has it), cut into chunks of rows x panels of W so the cores share even a single product;
 *  else one BLAS product each. */
void project(const MultiHeadParameters &p, const std::vector<Projection> &products);

} // namespace attention
