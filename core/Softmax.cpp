#include "Softmax.h"

#include "Masks.h"

#include <cmath>
#include <limits>
#include <vector>

namespace attention {

Matrix maskedSoftmax(const Matrix &scores, const Mask &mask, double temperature)
{
    Matrix weights = Matrix::Zero(scores.rows(), scores.cols());
    std::vector<double> logits(static_cast<std::size_t>(scores.cols()));
    const double inf = std::numeric_limits<double>::infinity();
    for (Eigen::Index i = 0; i < scores.rows(); ++i) {
        double rowMax = -inf;
        for (Eigen::Index j = 0; j < scores.cols(); ++j) {
            const double s = scores(i, j);
            const bool open = !isBlocked(mask, i, j) && !std::isnan(s);
            logits[j] = open ? s / temperature : -inf;
            if (std::isnan(logits[j])) // inf / inf cannot happen, but keep the promise
                logits[j] = -inf;
            rowMax = std::max(rowMax, logits[j]);
        }
        if (rowMax == -inf)
            continue; // nothing to attend to: zero weights, never NaN
        if (rowMax == inf) {
            int winners = 0;
            for (double z : logits)
                winners += z == inf;
            for (Eigen::Index j = 0; j < scores.cols(); ++j)
                weights(i, j) = logits[j] == inf ? static_cast<Scalar>(1.0 / winners) : Scalar(0);
            continue;
        }
        double sum = 0.0;
        for (double &z : logits) {
            z = z == -inf ? 0.0 : std::exp(z - rowMax);
            sum += z;
        }
        for (Eigen::Index j = 0; j < scores.cols(); ++j)
            weights(i, j) = static_cast<Scalar>(logits[j] / sum);
    }
    return weights;
}

void makeFinite(Matrix &matrix)
{
    if (matrix.allFinite())
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
