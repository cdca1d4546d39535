#pragma once

#include "core/Outcome.h"
#include "core/Types.h"

#include <vector>

namespace attention {

using MatrixDouble = Eigen::Matrix<double, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;

/** Every intermediate of multi-head attention as the textbook computes it, in double precision. */
struct MultiHeadReference
{
    MatrixDouble Q, K, V; // x W^T + b, [n][E]
    std::vector<MatrixDouble> headScores; // q_h k_h^T / sqrt(d_k), [nq][nk]
    std::vector<MatrixDouble> headWeights; // softmax(scores / temperature) over the open keys
    MatrixDouble scoresMean, weightsMean; // means over heads
    MatrixDouble context; // heads' contexts side by side, [nq][E]
    MatrixDouble output; // context W_o^T + b_o
};

/**
 * torch.nn.MultiheadAttention(E, H) on one sequence, written as a textbook writes it: project,
 * then for each head scores, the masked softmax (a row with every key blocked gets zero weights)
 * and the context, then the heads side by side through W_o. In double, one plain product after
 * another, no threads, no packing, no rows kept from an earlier call: what the fast pipeline is
 * tested against at every size. inProjWeight is [3E][E] (W_q, W_k, W_v), outProjWeight [E][E];
 * mask is [nq][nk] or empty.
 */
Outcome<MultiHeadReference> multiHeadReference(const Matrix &inProjWeight, const Vector &inProjBias, const Matrix &outProjWeight,
                                               const Vector &outProjBias, int heads, const Matrix &query, const Matrix &key,
                                               const Matrix &value, const Mask &mask, double temperature = 1.0);

} // namespace attention
