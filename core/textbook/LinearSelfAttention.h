#pragma once

#include "core/Outcome.h"
#include "core/Types.h"
#include "core/textbook/Attention.h"

namespace attention {

/** The tutorials' Attention(nn.Module): three nn.Linear(h, h) layers, then scaled dot product. */
struct LinearSelfAttentionWeights
{
    Matrix Wq, Wk, Wv; // [h][h], torch.nn.Linear layout
    Vector bq, bk, bv; // [h]
};

/** weights = softmax(Q K^T / sqrt(h)), context = weights V, with Q = x Wq^T + bq and so on. */
Outcome<HeadOutputs> linearSelfAttention(const Matrix &x, const LinearSelfAttentionWeights &w);

} // namespace attention
