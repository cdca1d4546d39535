#include "core/teaching/AlignmentMeasures.h"

namespace attention {

std::optional<double> alignmentAccuracy(const AttentionResult &r, const std::vector<std::pair<int, int>> &gold)
{
    int counted = 0, correct = 0;
    for (const auto &[query, key] : gold) {
        if (query < 0 || query >= r.queryCount() || key < 0 || key >= r.keyCount())
            continue;
        ++counted;
        correct += r.rows[static_cast<std::size_t>(query)].argmax == key;
    }
    if (counted == 0)
        return std::nullopt;
    return double(correct) / counted;
}

ContextComparison compareWithFixedContext(const AttentionResult &r)
{
    ContextComparison comparison;
    const Matrix &values = r.V;
    comparison.fixedContext = RowVector::Zero(values.cols());
    int open = 0;
    for (int j = 0; j < r.keyCount(); ++j)
        if (!r.keyTokens[static_cast<std::size_t>(j)].padding) {
            comparison.fixedContext += values.row(j);
            ++open;
        }
    if (open > 0)
        comparison.fixedContext /= static_cast<Scalar>(open);
    const double fixedNorm = comparison.fixedContext.norm();
    for (Eigen::Index i = 0; i < r.context.rows(); ++i) {
        const RowVector context = r.context.row(i);
        const double norms = context.norm() * fixedNorm;
        comparison.cosine.push_back(norms > 0 ? context.dot(comparison.fixedContext) / norms : 0.0);
        comparison.distance.push_back((context - comparison.fixedContext).norm());
    }
    return comparison;
}

} // namespace attention
