#include "core/explain/ValueNorm.h"

#include "core/explain/HeadValues.h"
#include "core/pipeline/AttentionPipeline.h"

namespace attention {

Outcome<Matrix> valueWeightedNorms(const AttentionResult &r)
{
    const auto split = headValuesOf(r);
    if (!split)
        return split.problem();
    const int heads = split->heads;
    const Eigen::Index slice = split->slice;
    Matrix norms = Matrix::Zero(r.queryCount(), r.keyCount());
    for (int h = 0; h < heads; ++h) {
        Matrix storage;
        const Matrix &weights = heads > 1 ? headWeightsOf(r, h, storage) : r.weights;
        const RowVector valueNorms = r.V.middleCols(h * slice, slice).rowwise().norm().transpose();
        norms += (weights.array().rowwise() * valueNorms.array()).matrix();
    }
    for (Eigen::Index i = 0; i < norms.rows(); ++i) {
        const Scalar sum = norms.row(i).sum();
        if (sum > 0)
            norms.row(i) /= sum;
    }
    return norms;
}

} // namespace attention
