#include "Teaching.h"

#include "AttentionPipeline.h"
#include "Masks.h"
#include "MultiHeadAttention.h"
#include "Softmax.h"

#include <cmath>
#include <limits>

namespace attention {

namespace {

struct RowMeans
{
    double entropy = 0;
    double maxWeight = 0;
};

RowMeans rowMeans(const Matrix &weights, const Mask &mask)
{
    RowMeans means;
    const auto rows = summariseRows(weights, mask);
    for (std::size_t i = 0; i < rows.size(); ++i) {
        means.entropy += rows[i].entropy;
        means.maxWeight += weights.row(static_cast<Eigen::Index>(i)).maxCoeff();
    }
    if (!rows.empty()) {
        means.entropy /= static_cast<double>(rows.size());
        means.maxWeight /= static_cast<double>(rows.size());
    }
    return means;
}

std::string number(int i) { return std::to_string(i); }

} // namespace

std::vector<int> defaultScalingDimensions()
{
    std::vector<int> dims;
    for (int d = 2; d <= 1024; d *= 2)
        dims.push_back(d);
    return dims;
}

Outcome<std::vector<ScalingPoint>> scalingStudy(const Lesson &lesson, const std::vector<int> &dimensions, int draws)
{
    std::vector<ScalingPoint> points;
    draws = std::max(draws, 1);
    for (int dk : dimensions) {
        ScalingPoint point;
        point.dk = dk;
        for (int draw = 0; draw < draws; ++draw) {
            Lesson probe = lesson;
            probe.config.dModel = dk;
            probe.config.score = ScoreFunction::Dot;
            probe.config.temperature = 1.0;
            probe.config.seed = lesson.config.seed + static_cast<std::uint64_t>(draw);
            const auto result = computeAttention(probe);
            if (!result)
                return Outcome<std::vector<ScalingPoint>>::failure(result.error());
            double sum = 0, sumSquares = 0, count = 0;
            for (Eigen::Index i = 0; i < result->rawScores.rows(); ++i)
                for (Eigen::Index j = 0; j < result->rawScores.cols(); ++j)
                    if (!result->mask(i, j)) {
                        const double s = result->rawScores(i, j);
                        sum += s;
                        sumSquares += s * s;
                        ++count;
                    }
            point.rawVariance += count > 0 ? sumSquares / count - (sum / count) * (sum / count) : 0;
            const RowMeans unscaled = rowMeans(result->weights, result->mask);
            const RowMeans scaled = rowMeans(maskedSoftmax(result->rawScores / std::sqrt(Scalar(dk)), result->mask, 1.0), result->mask);
            point.entropyUnscaled += unscaled.entropy;
            point.maxWeightUnscaled += unscaled.maxWeight;
            point.entropyScaled += scaled.entropy;
            point.maxWeightScaled += scaled.maxWeight;
        }
        for (double *value : {&point.rawVariance, &point.entropyUnscaled, &point.entropyScaled, &point.maxWeightUnscaled,
                              &point.maxWeightScaled})
            *value /= draws;
        points.push_back(point);
    }
    return points;
}

Outcome<WorkedCell> workedArithmetic(const AttentionResult &r, int row, int column, int head)
{
    if (row < 0 || column < 0 || row >= r.queryCount() || column >= r.keyCount() || r.scores.size() == 0)
        return Outcome<WorkedCell>::failure("there is no such cell");
    const auto i = static_cast<Eigen::Index>(row);
    const auto j = static_cast<Eigen::Index>(column);
    WorkedCell cell;
    cell.row = row;
    cell.column = column;
    cell.temperature = r.config.temperature;
    cell.blocked = r.mask(i, j);
    const ScoreFunction score = r.config.score;
    Matrix headRow; // the scores of this row, as the softmax saw them
    const auto addTerms = [&cell](const RowVector &left, const RowVector &right, const char *leftName, const char *rightName) {
        for (Eigen::Index d = 0; d < left.size(); ++d) {
            const double product = double(left(d)) * double(right(d));
            cell.terms.push_back({std::string(leftName) + number(int(d)) + " \u00D7 " + rightName + number(int(d)), left(d), right(d), product});
            cell.sum += product;
        }
    };
    switch (score) {
    case ScoreFunction::MultiHead: {
        cell.head = std::max(head, 0);
        const int H = r.config.heads;
        const Eigen::Index dk = r.Q.cols() / H;
        addTerms(r.Q.row(i).segment(cell.head * dk, dk), r.K.row(j).segment(cell.head * dk, dk), "q", "k");
        cell.formula = "q \u00B7 k (head " + number(cell.head + 1) + ")";
        cell.scale = 1.0 / std::sqrt(double(dk));
        headRow = headScores(r.Q, r.K, H, cell.head).row(i);
        break;
    }
    case ScoreFunction::Dot:
    case ScoreFunction::ScaledDot:
        addTerms(r.Q.row(i), r.K.row(j), "q", "k");
        cell.formula = "q \u00B7 k";
        cell.scale = score == ScoreFunction::ScaledDot ? 1.0 / std::sqrt(double(r.Q.cols())) : 1.0;
        headRow = r.scores.row(i);
        break;
    case ScoreFunction::General: {
        const RowVector qW = r.Q.row(i) * r.parameters->score.general;
        addTerms(qW, r.K.row(j), "(qW)", "k");
        cell.formula = "(q\u1D40 W) \u00B7 k";
        headRow = r.scores.row(i);
        break;
    }
    case ScoreFunction::Additive: {
        const AdditiveParameters &p = r.parameters->score.additive;
        const RowVector hidden = (r.additiveQueryPart.row(i) + r.additiveKeyPart.row(j)).array().tanh().matrix();
        addTerms(p.v.transpose(), hidden, "v", "tanh(Wq q + Wk k)");
        cell.sum += p.bv;
        cell.formula = "v \u00B7 tanh(W\u2081q + W\u2082k) + b";
        headRow = r.scores.row(i);
        break;
    }
    }
    cell.score = cell.sum * cell.scale;
    cell.logit = cell.score / cell.temperature;
    if (cell.blocked)
        return cell; // weight 0: the key is never seen
    cell.rowMax = -std::numeric_limits<double>::infinity();
    for (Eigen::Index k = 0; k < headRow.cols(); ++k)
        if (!r.mask(i, k))
            cell.rowMax = std::max(cell.rowMax, double(headRow(0, k)) / cell.temperature);
    for (Eigen::Index k = 0; k < headRow.cols(); ++k)
        if (!r.mask(i, k))
            cell.rowSum += std::exp(double(headRow(0, k)) / cell.temperature - cell.rowMax);
    cell.exponential = std::exp(cell.logit - cell.rowMax);
    cell.weight = cell.rowSum > 0 ? cell.exponential / cell.rowSum : 0;
    return cell;
}

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

AttentionCost attentionCost(const AttentionConfig &c, int queries, int keys)
{
    AttentionCost cost;
    const double n = queries, m = keys, d = c.dModel;
    const double heads = c.score == ScoreFunction::MultiHead ? c.heads : 1;
    cost.projectionMultiplyAdds = (n + 2 * m) * d * d + (c.score == ScoreFunction::MultiHead ? n * d * d : 0);
    cost.scoreMultiplyAdds = c.score == ScoreFunction::Additive ? n * m * c.additiveSize + (n + m) * d * c.additiveSize
                             : c.score == ScoreFunction::General ? n * d * d + n * m * d
                                                                 : n * m * d; // heads split d between them
    cost.contextMultiplyAdds = n * m * d;
    cost.exponentials = n * m * heads;
    cost.scoreBytes = n * m * heads * sizeof(float);
    cost.weightBytes = n * m * heads * sizeof(float);
    return cost;
}

} // namespace attention
