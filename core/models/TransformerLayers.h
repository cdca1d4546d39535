#pragma once

#include "core/Types.h"
#include "core/models/ModelConfig.h"
#include "core/models/WeightSet.h"

#include <vector>

namespace attention::models {

// The layers every Hugging Face family here is built of, each as its modeling_*.py computes it
// in float32. Rows are tokens.

/** LayerNorm over each row (biased variance), then w and b. */
Matrix layerNorm(const Matrix &x, const ConstVectorMap &weight, const ConstVectorMap &bias, double epsilon);
/** RMSNorm (Llama): x / sqrt(mean(x^2) + eps) * w. */
Matrix rmsNorm(const Matrix &x, const ConstVectorMap &weight, double epsilon);
/** The activation in place. */
void activate(Matrix &x, Activation activation);

/** x W^T + b: a torch.nn.Linear whose weight is [out][in] (b may be empty). */
Matrix linear(const Matrix &x, const ConstMatrixMap &weight, const ConstVectorMap *bias = nullptr);
/** x W + b: GPT-2's Conv1D, whose weight is [in][out]. */
Matrix conv1d(const Matrix &x, const ConstMatrixMap &weight, const ConstVectorMap &bias);

/** Rotary position embeddings (transformers' rotate_half convention) applied in place to each
 *  head of x ([tokens][heads x headDim]), the first row at position `firstPosition`. */
void applyRotary(Matrix &x, int heads, int headDim, double theta, int firstPosition);

/**
 * Scaled dot-product attention of every query head: Q [queries][heads x d], K and V [keys][kvHeads x d]
 * (a key/value head serves heads / kvHeads query heads in a row, as repeat_kv does). causal: query i
 * (at key position i + keys - queries) sees no later key. Returns the context [queries][heads x d];
 * each head's weights [queries][keys] go to `weights` when it is given.
 */
Matrix multiHeadAttention(const Matrix &Q, const Matrix &K, const Matrix &V, int heads, int kvHeads, bool causal,
                          std::vector<Matrix> *weights);

} // namespace attention::models
