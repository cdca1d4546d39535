#include "core/teaching/WorkedArithmetic.h"

#include "core/pipeline/AttentionPipeline.h"
#include "core/pipeline/MultiHeadAttention.h"

#include <cmath>
#include <limits>

namespace attention {

namespace {

std::string number(int i)
{
    return std::to_string(i);
}

} // namespace

Outcome<WorkedCell> workedArithmetic(const AttentionResult &r, int row, int column, int head)
{
    if (row < 0 || column < 0 || row >= r.queryCount() || column >= r.keyCount() || r.scores.size() == 0)
        return Message("worked.no_cell", ATTENTION_MESSAGE("there is no such cell"));
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
            cell.terms.push_back(
                {std::string(leftName) + number(int(d)) + " \u00D7 " + rightName + number(int(d)), left(d), right(d), product});
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
        addTerms(p.v.transpose(), hidden, "v", "tanh(W\u2081q + W\u2082k)");
        cell.sum += p.bv;
        cell.formula = "v \u00B7 tanh(W\u2081q + W\u2082k) + b";
        headRow = r.scores.row(i);
        break;
    }
    }
    cell.score = cell.sum * cell.scale;
    cell.logit = cell.score / cell.temperature;

    // Step 6 reads the whole row: the weights the softmax gave (of this head) and the values.
    Matrix storage;
    const Matrix &weights = score == ScoreFunction::MultiHead ? headWeightsOf(r, cell.head, storage) : r.weights;
    const Eigen::Index dv = score == ScoreFunction::MultiHead ? r.V.cols() / r.config.heads : r.V.cols();
    const Eigen::Index firstDimension = score == ScoreFunction::MultiHead ? cell.head * dv : 0;
    cell.values = r.V.middleCols(firstDimension, dv);
    cell.context.assign(std::size_t(dv), 0.0);
    for (Eigen::Index k = 0; k < weights.cols(); ++k) {
        const double w = double(weights(i, k));
        cell.rowWeights.push_back(w);
        for (Eigen::Index d = 0; d < dv; ++d)
            cell.context[std::size_t(d)] += w * double(cell.values(k, d));
    }

    if (cell.blocked)
        return cell; // weight 0: the key is never seen
    // This cell's logit is the one worked out above, in double; the row's others are the
    // scores the softmax saw. Mixing the two gave exp(x - x) = 0.999999 for the largest.
    const auto logitOf = [&](Eigen::Index k) { return k == j ? cell.logit : double(headRow(0, k)) / cell.temperature; };
    cell.rowMax = -std::numeric_limits<double>::infinity();
    for (Eigen::Index k = 0; k < headRow.cols(); ++k)
        if (!r.mask(i, k))
            cell.rowMax = std::max(cell.rowMax, logitOf(k));
    for (Eigen::Index k = 0; k < headRow.cols(); ++k)
        if (!r.mask(i, k))
            cell.rowSum += std::exp(logitOf(k) - cell.rowMax);
    cell.exponential = std::exp(cell.logit - cell.rowMax);
    cell.weight = cell.rowSum > 0 ? cell.exponential / cell.rowSum : 0;
    return cell;
}

} // namespace attention
