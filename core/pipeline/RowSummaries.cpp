#include "core/pipeline/RowSummaries.h"

#include "core/kernels/RowBlocks.h"
#include "core/kernels/RowSummaryKernels.h"

#include <limits>

namespace attention {

int argmaxOfRow(const Matrix &weights, const Mask &mask, Eigen::Index row)
{
    const Scalar *w = &weights(row, 0);
    const bool *blocked = mask.size() != 0 ? &mask(row, 0) : nullptr;
    int best = -1;
    Scalar largest = 0; // only a positive weight can win; the first of equals wins
    for (Eigen::Index j = 0; j < weights.cols(); ++j)
        if (w[j] > largest && !(blocked && blocked[j])) {
            largest = w[j];
            best = static_cast<int>(j);
        }
    return best;
}

int distinctArgmaxOfRow(const Matrix &weights, const Mask &mask, Eigen::Index row, int argmax, double margin)
{
    if (argmax < 0)
        return -1;
    const Scalar best = weights(row, argmax);
    for (Eigen::Index j = 0; j < weights.cols(); ++j)
        if (j != argmax && !(mask.size() != 0 && mask(row, j)) && best - weights(row, j) < margin)
            return -1;
    return argmax;
}

namespace {

/** argmaxOfRow and distinctArgmaxOfRow in one pass over the row: the runner-up is the largest
 *  open weight other than the argmax's (the two functions read every weight twice). */
void marksOfRow(const Scalar *w, Eigen::Index n, const bool *blocked, double margin, int &argmax, int &marked)
{
    if (OpenLeaders leaders; openLeaders(w, n, blocked, &leaders)) {
        // Only a positive weight can win, as below.
        argmax = leaders.largest > 0 ? static_cast<int>(leaders.first) : -1;
        marked = argmax >= 0 && !(leaders.largest - leaders.runnerUp < margin) ? argmax : -1;
        return;
    }
    int best = -1;
    Scalar largest = 0; // only a positive weight can win; the first of equals wins
    Scalar runnerUp = -std::numeric_limits<Scalar>::infinity();
    for (Eigen::Index j = 0; j < n; ++j) {
        if (blocked && blocked[j])
            continue;
        if (w[j] > largest) {
            if (best >= 0)
                runnerUp = std::max(runnerUp, largest);
            largest = w[j];
            best = static_cast<int>(j);
        } else {
            runnerUp = std::max(runnerUp, w[j]);
        }
    }
    argmax = best;
    marked = best >= 0 && !(largest - runnerUp < margin) ? best : -1;
}

void marksOfRow(const Matrix &weights, const Mask &mask, Eigen::Index row, double margin, int &argmax, int &marked)
{
    marksOfRow(&weights(row, 0), weights.cols(), mask.size() != 0 ? &mask(row, 0) : nullptr, margin, argmax, marked);
}

} // namespace

QueryRowSummary summariseRow(const Scalar *weights, Eigen::Index n, const bool *blocked)
{
    QueryRowSummary summary;
    marksOfRow(weights, n, blocked, kVisibleWeightMargin, summary.argmax, summary.markedArgmax);
    return summary;
}

std::vector<int> distinctArgmaxes(const Matrix &weights, const Mask &mask, double margin)
{
    std::vector<int> marks(static_cast<std::size_t>(weights.rows()));
    int argmax = -1;
    for (Eigen::Index i = 0; i < weights.rows(); ++i)
        marksOfRow(weights, mask, i, margin, argmax, marks[static_cast<std::size_t>(i)]);
    return marks;
}

QueryRowSummary summariseRow(const Matrix &weights, const Mask &mask, Eigen::Index row)
{
    QueryRowSummary summary;
    marksOfRow(weights, mask, row, kVisibleWeightMargin, summary.argmax, summary.markedArgmax);
    return summary;
}

std::vector<QueryRowSummary> summariseRows(const Matrix &weights, const Mask &mask)
{
    std::vector<QueryRowSummary> rows(static_cast<std::size_t>(weights.rows()));
    // About 10 multiply-adds' time per weight (measured with AVX2: 0.24 ns a weight).
    forRowBlocks(weights.rows(), 10.0 * double(weights.cols()), [&](Eigen::Index begin, Eigen::Index end) {
        for (Eigen::Index i = begin; i < end; ++i)
            rows[static_cast<std::size_t>(i)] = summariseRow(weights, mask, i);
    });
    return rows;
}

double rowEntropy(const Matrix &weights, Eigen::Index row)
{
    double sum = 0;
    if (!sumOfWeightLogWeight(&weights(row, 0), weights.cols(), &sum)) {
        const auto w = weights.row(row).array().transpose();
        // 0 log 0 = 0: a zero weight times the log of the smallest float adds nothing.
        const Eigen::ArrayXf terms = w * w.max(std::numeric_limits<Scalar>::min()).log();
        // Summed in double from a buffer: straight from the floats, one conversion and one
        // addition after another, it was slower than the logarithms.
        const Eigen::ArrayXd wide = terms.cast<double>();
        sum = wide.sum();
    }
    return -sum;
}

} // namespace attention
