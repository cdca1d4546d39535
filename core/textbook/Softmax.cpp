#include "core/textbook/Softmax.h"

#include "core/textbook/Masks.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

namespace attention {

namespace {

using RowArray = Eigen::Array<Scalar, 1, Eigen::Dynamic>;

/** The exact rules for rows with NaN or infinite scores, or a temperature so small that the
 *  scores divided by it overflow, in double. */
void carefulRow(Scalar *row, Eigen::Index n, const bool *blocked, double temperature)
{
    const double inf = std::numeric_limits<double>::infinity();
    std::vector<double> scores(static_cast<std::size_t>(n));
    double scoreMax = -inf;
    for (Eigen::Index j = 0; j < n; ++j) {
        const double s = row[j];
        const bool open = !(blocked && blocked[j]) && !std::isnan(s);
        scores[std::size_t(j)] = open ? s : -inf;
        scoreMax = std::max(scoreMax, scores[std::size_t(j)]);
    }
    std::fill(row, row + n, Scalar(0));
    if (scoreMax == -inf)
        return; // nothing to attend to: zero weights, never NaN
    if (scoreMax == inf) {
        const auto winners = std::count(scores.begin(), scores.end(), inf);
        for (Eigen::Index j = 0; j < n; ++j)
            if (scores[std::size_t(j)] == inf)
                row[j] = static_cast<Scalar>(1.0 / winners);
        return;
    }
    // Shifted before the division: at a temperature of 5e-324 every positive score divided by it
    // is infinite, while (score - max) / temperature is 0 for the largest and -inf below it.
    double sum = 0.0;
    for (double &z : scores) {
        z = z == -inf ? 0.0 : std::exp((z - scoreMax) / temperature);
        sum += z;
    }
    for (Eigen::Index j = 0; j < n; ++j)
        row[j] = static_cast<Scalar>(scores[std::size_t(j)] / sum);
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
    for (Eigen::Index i = 0; i < weights.rows(); ++i)
        softmaxRow(weights.row(i).data(), weights.cols(), mask.size() != 0 ? &mask(i, 0) : nullptr, temperature);
}

void softmaxRow(Scalar *row, Eigen::Index n, const bool *blocked, double temperature, double *logNormaliser)
{
    const Scalar inverse = static_cast<Scalar>(1.0 / temperature);
    const Scalar inf = std::numeric_limits<Scalar>::infinity();
    if (logNormaliser)
        *logNormaliser = std::numeric_limits<double>::quiet_NaN(); // until known
    if (!std::isfinite(inverse) || inverse == 0 || n == 0) {
        carefulRow(row, n, blocked, temperature);
        return;
    }
    Eigen::Map<RowArray> weights(row, n);
    thread_local RowArray z; // one buffer per thread, not one allocation per row
    z = weights * inverse;
    if (blocked) {
        const Eigen::Map<const Eigen::Array<bool, 1, Eigen::Dynamic>> closed(blocked, n);
        if (closed.any())
            z = closed.select(RowArray::Constant(n, -inf), z);
    }
    const Scalar rowMax = z.maxCoeff();
    // Vectorised for the usual row; the exact rules where a score is NaN or infinite.
    if (!std::isfinite(rowMax) || !((z == z) && (z != inf)).all()) {
        carefulRow(row, n, blocked, temperature);
        return;
    }
    z = (z - rowMax).exp();
    const Scalar sum = z.sum();
    weights = z / sum;
    if (logNormaliser)
        *logNormaliser = double(rowMax) + std::log(double(sum));
}

void makeFinite(Matrix &matrix)
{
    makeFiniteRow(matrix.data(), matrix.size());
}

void makeFiniteRow(Scalar *row, Eigen::Index n)
{
    // A NaN or an infinity anywhere makes the sum NaN or infinite: one vectorised pass decides.
    if (std::isfinite(Eigen::Map<const RowVector>(row, n).sum()))
        return;
    const Scalar largest = std::numeric_limits<Scalar>::max();
    for (Eigen::Index k = 0; k < n; ++k) {
        Scalar &x = row[k];
        if (std::isnan(x))
            x = 0;
        else if (std::isinf(x))
            x = x > 0 ? largest : -largest;
    }
}

} // namespace attention
