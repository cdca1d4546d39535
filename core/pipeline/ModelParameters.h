#pragma once

#include "core/Types.h"
#include "core/pipeline/AttentionConfig.h"
#include "core/pipeline/MultiHeadAttention.h"
#include "core/textbook/Attention.h"

namespace attention {

/** The seeded weights a lesson used, in torch.nn.Linear layout ([out][in]). */
struct ModelParameters
{
    Matrix Wq, Wk, Wv, Wo; // [d][d]; empty for multi-head, whose weights are in torch
    Vector bq, bk, bv, bo; // [d], zero without biases
    ScoreParameters score; // Luong's W, Bahdanau's layer
    MultiHeadParameters torch; // multi-head only: the same weights in nn.MultiheadAttention's layout
};

/** The seeded weights for a configuration (what computeAttention uses). */
ModelParameters makeParameters(const AttentionConfig &config);

} // namespace attention
