#include "Softmax.h"

#include "Masks.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

namespace attention {

namespace {

using RowArray = Eigen::Array<Scalar, 1, Eigen::Dynamic>;

/** The exact rules for rows with NaN or infinite scores, in double. */
void carefulRow(const Matrix &scores, const Mask &mask, double temperature, Eigen::Index i, Matrix &weights)
{
    const double inf = std::numeric_limits<double>::infinity();
    std::vector<double> logits(static_cast<std::size_t>(scores.cols()));
    double rowMax = -inf;
    for (Eigen::Index j = 0; j < scores.cols(); ++j) {
        const double s = scores(i, j);
        const bool open = !isBlocked(mask, i, j) && !std::isnan(s);
        logits[j] = open ? s / temperature : -inf;
        rowMax = std::max(rowMax, logits[j]);
    }
    weights.row(i).setZero();
    if (rowMax == -inf)
        return; // nothing to attend to: zero weights, never NaN
    if (rowMax == inf) {
        const auto winners = std::count(logits.begin(), logits.end(), inf);
        for (Eigen::Index j = 0; j < scores.cols(); ++j)
            if (logits[j] == inf)
                weights(i, j) = static_cast<Scalar>(1.0 / winners);
        return;
    }
    double sum = 0.0;
    for (double &z : logits) {
        z = z == -inf ? 0.0 : std::exp(z - rowMax);
        sum += z;
    }
    for (Eigen::Index j = 0; j < scores.cols(); ++j)
        weights(i, j) = static_cast<Scalar>(logits[j] / sum);
}

} // namespace

Matrix maskedSoftmax(const Matrix &scores, const Mask &mask, double temperature)
{
    Matrix weights = scores;
    maskedSoftmaxInPlace(weights, mask, temperature);
    return weights;
}

void maskedSoftmaxInPlace(Matrix &weights, const Mask &mask, double temperature)
{
    const Matrix &scores = weights; // each row is read whole before it is overwritten
    const Scalar inverse = static_cast<Scalar>(1.0 / temperature);
    const Scalar inf = std::numeric_limits<Scalar>::infinity();
    const bool careful = !std::isfinite(inverse) || inverse == 0;
    RowArray z(scores.cols());
    for (Eigen::Index i = 0; i < scores.rows(); ++i) {
        z = scores.row(i).array() * inverse;
        if (mask.size() != 0 && mask.row(i).any())
            z = mask.row(i).select(RowArray::Constant(z.size(), -inf), z);
        const Scalar rowMax = z.size() > 0 ? z.maxCoeff() : -inf;
        // Vectorised for the usual row; the exact rules where a score is NaN or infinite.
        if (careful || !std::isfinite(rowMax) || !((z == z) && (z != inf)).all()) {
            carefulRow(scores, mask, temperature, i, weights);
            continue;
        }
        z = (z - rowMax).exp();
        weights.row(i) = z / z.sum();
    }
}

void makeFinite(Matrix &matrix)
{
    // A NaN or an infinity anywhere makes the sum NaN or infinite: one vectorised pass decides.
    if (std::isfinite(matrix.sum()))
        return;
    const Scalar largest = std::numeric_limits<Scalar>::max();
    for (Eigen::Index k = 0; k < matrix.size(); ++k) {
        Scalar &x = matrix.data()[k];
        if (std::isnan(x))
            x = 0;
        else if (std::isinf(x))
            x = x > 0 ? largest : -largest;
    }
}

} // namespace attention
