#include "core/explain/LeaveOneOut.h"

#include "core/explain/HeadValues.h"
#include "core/pipeline/AttentionPipeline.h"

#include <cmath>

namespace attention {

Outcome<Matrix> leaveOneOut(const AttentionResult &r)
{
    const auto split = headValuesOf(r);
    if (!split)
        return split.problem();
    const int heads = split->heads;
    const Eigen::Index slice = split->slice, nq = r.queryCount(), nk = r.keyCount();
    Eigen::MatrixXd squared = Eigen::MatrixXd::Zero(nq, nk); // ‖Δc‖² summed over heads
    for (int h = 0; h < heads; ++h) {
        Matrix storage;
        const Matrix &w = heads > 1 ? headWeightsOf(r, h, storage) : r.weights;
        const Eigen::MatrixXd v = r.V.middleCols(h * slice, slice).cast<double>();
        const Eigen::MatrixXd c = w.cast<double>() * v; // this head's context, in double
        for (Eigen::Index i = 0; i < nq; ++i)
            for (Eigen::Index j = 0; j < nk; ++j) {
                const double wij = w(i, j);
                if (wij <= 0)
                    continue; // nothing to take away
                Eigen::RowVectorXd delta;
                if (wij <= 0.5) {
                    // c^(-j) = (c - w_ij v_j) / (1 - w_ij): the rest, rescaled
                    delta = (wij / (1 - wij)) * (c.row(i) - v.row(j));
                } else {
                    // Most of the weight on j: 1 - w_ij would cancel, so sum the others directly.
                    double rest = 0;
                    Eigen::RowVectorXd without = Eigen::RowVectorXd::Zero(slice);
                    for (Eigen::Index k = 0; k < nk; ++k)
                        if (k != j) {
                            rest += w(i, k);
                            without += double(w(i, k)) * v.row(k);
                        }
                    delta = (rest > 0 ? Eigen::RowVectorXd(without / rest) : Eigen::RowVectorXd::Zero(slice)) - c.row(i);
                }
                squared(i, j) += delta.squaredNorm();
            }
    }
    Matrix out = squared.cwiseSqrt().cast<Scalar>();
    for (Eigen::Index i = 0; i < nq; ++i) {
        const Scalar sum = out.row(i).sum();
        if (sum > 0)
            out.row(i) /= sum;
    }
    return out;
}

} // namespace attention
