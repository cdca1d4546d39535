#include "core/explain/Agreement.h"

#include "core/pipeline/RowSummaries.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace attention {

namespace {

std::vector<double> ranks(const std::vector<double> &values)
{
    std::vector<std::size_t> order(values.size());
    std::iota(order.begin(), order.end(), 0);
    std::sort(order.begin(), order.end(), [&values](std::size_t a, std::size_t b) { return values[a] < values[b]; });
    std::vector<double> rank(values.size());
    for (std::size_t start = 0; start < order.size();) {
        std::size_t end = start + 1;
        while (end < order.size() && values[order[end]] == values[order[start]])
            ++end;
        const double shared = 0.5 * double(start + end - 1); // ties: their mean rank
        for (std::size_t k = start; k < end; ++k)
            rank[order[k]] = shared;
        start = end;
    }
    return rank;
}

bool open(const Mask &mask, Eigen::Index i, Eigen::Index j)
{
    return mask.size() == 0 || !mask(i, j);
}

} // namespace

double rankCorrelation(const std::vector<double> &a, const std::vector<double> &b)
{
    if (a.size() != b.size() || a.size() < 2)
        return 0;
    const std::vector<double> ra = ranks(a), rb = ranks(b);
    const double n = double(a.size()), mean = (n - 1) / 2;
    double covariance = 0, varianceA = 0, varianceB = 0;
    for (std::size_t k = 0; k < a.size(); ++k) {
        covariance += (ra[k] - mean) * (rb[k] - mean);
        varianceA += (ra[k] - mean) * (ra[k] - mean);
        varianceB += (rb[k] - mean) * (rb[k] - mean);
    }
    return varianceA > 0 && varianceB > 0 ? covariance / std::sqrt(varianceA * varianceB) : 0;
}

std::vector<double> rowRankCorrelations(const Matrix &weights, const Matrix &measure, const Mask &mask)
{
    std::vector<double> out;
    for (Eigen::Index i = 0; i < weights.rows(); ++i) {
        std::vector<double> a, b;
        for (Eigen::Index j = 0; j < weights.cols(); ++j)
            if (open(mask, i, j)) {
                a.push_back(weights(i, j));
                b.push_back(measure(i, j));
            }
        out.push_back(rankCorrelation(a, b));
    }
    return out;
}

std::optional<Disagreement> strongestDisagreement(const Matrix &weights, const Matrix &measure, const Mask &mask, double weightMargin)
{
    std::optional<Disagreement> strongest;
    for (Eigen::Index i = 0; i < weights.rows(); ++i) {
        const int attended = argmaxOfRow(weights, mask, i), influential = argmaxOfRow(measure, mask, i);
        if (attended < 0 || influential < 0 || attended == influential
            || double(weights(i, attended)) - double(weights(i, influential)) < weightMargin)
            continue;
        const double gap = double(measure(i, influential)) - double(measure(i, attended));
        if (gap > 0 && (!strongest || gap > strongest->gap))
            strongest = Disagreement{int(i), attended, influential, gap};
    }
    return strongest;
}

} // namespace attention
