#include "core/explain/ValueNorm.h"

#include "core/pipeline/AttentionPipeline.h"

namespace attention {

Outcome<Matrix> valueWeightedNorms(const AttentionResult &r)
{
    if (!r.origin.empty() || r.V.rows() != r.keyCount() || r.V.cols() == 0)
        return Message("explain.no_values",
                       ATTENTION_MESSAGE("value-weighted norms need the value vectors: only a lesson computed here has them, "
                                         "not imported attention"));
    const int heads = r.config.score == ScoreFunction::MultiHead ? r.config.heads : 1;
    const Eigen::Index slice = r.V.cols() / heads;
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
