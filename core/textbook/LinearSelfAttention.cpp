#include "core/textbook/LinearSelfAttention.h"

namespace attention {

Outcome<HeadOutputs> linearSelfAttention(const Matrix &x, const LinearSelfAttentionWeights &w)
{
    const Eigen::Index h = x.cols();
    for (const Matrix *W : {&w.Wq, &w.Wk, &w.Wv})
        if (W->rows() != h || W->cols() != h)
            return Message("linear.weight_shape", ATTENTION_MESSAGE("each weight must be [h][h] with h = %1"), {h});
    for (const Vector *b : {&w.bq, &w.bk, &w.bv})
        if (b->size() != h)
            return Message("linear.bias_shape", ATTENTION_MESSAGE("each bias must have h = %1 entries"), {h});
    const auto project = [&x](const Matrix &W, const Vector &b) {
        Matrix y = x * W.transpose();
        y.rowwise() += b.transpose();
        return y;
    };
    return attend(ScoreFunction::ScaledDot, project(w.Wq, w.bq), project(w.Wk, w.bk), project(w.Wv, w.bv), Mask(), 1.0);
}

} // namespace attention
