#include "MultiHeadAttention.h"

#include "RowBlocks.h"
#include "RowKernel.h"
#include "ScaledAttention.h"
#include "Softmax.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <limits>
#include <string>

namespace attention {

namespace {

/** x W^T + b, as torch.nn.Linear. Blocks of output columns run side by side, so each core packs
 *  only its part of W (blocks of rows would each pack all of W, which for a short input costs
 *  more than the product: 64 tokens, d 512, 2.5 -> 2.0 ms). */
Matrix linear(const Matrix &x, const Eigen::Ref<const Matrix> &W, const Eigen::Ref<const Vector> &b)
{
    Matrix y(x.rows(), W.rows());
    forRowBlocks(W.rows(), double(x.rows()) * double(W.cols()), [&](Eigen::Index begin, Eigen::Index end) {
        if (W.outerStride() == W.cols()
            && linearFewRows(x.data(), x.rows(), x.cols(), W.data() + begin * W.cols(), end - begin, b.data() + begin,
                             y.data() + begin, y.cols()))
            return; // a short input: no packing of W
        auto columns = y.middleCols(begin, end - begin);
        columns.noalias() = x * W.middleRows(begin, end - begin).transpose();
        columns.rowwise() += b.segment(begin, end - begin).transpose();
    });
    return y;
}

Matrix project(const Matrix &x, const MultiHeadParameters &p, int block)
{
    const Eigen::Index E = p.embedDim;
    return linear(x, p.inProjWeight.middleRows(block * E, E), p.inProjBias.segment(block * E, E));
}

/** context W_o^T + b_o. */
Matrix projectOut(const Matrix &context, const MultiHeadParameters &p) { return linear(context, p.outProjWeight, p.outProjBias); }

Matrix gatherRows(const Matrix &m, const std::vector<Eigen::Index> &rows)
{
    if (static_cast<Eigen::Index>(rows.size()) == m.rows())
        return m; // every row, in order
    Matrix out(static_cast<Eigen::Index>(rows.size()), m.cols());
    for (std::size_t k = 0; k < rows.size(); ++k)
        out.row(static_cast<Eigen::Index>(k)) = m.row(rows[k]);
    return out;
}

void scatterRows(const Matrix &from, const std::vector<Eigen::Index> &rows, Matrix &to)
{
    if (static_cast<Eigen::Index>(rows.size()) == to.rows()) {
        to = from;
        return;
    }
    for (std::size_t k = 0; k < rows.size(); ++k)
        to.row(rows[k]) = from.row(static_cast<Eigen::Index>(k));
}

/** The rows an earlier call computed, copied where this call left them out. */
void copyKnownRows(const KnownRows &known, MultiHeadOutputs &out)
{
    std::vector<std::pair<Eigen::Index, Eigen::Index>> pairs; // (row, earlier row)
    for (std::size_t i = 0; i < known.earlierRow.size(); ++i)
        if (known.earlierRow[i] >= 0)
            pairs.emplace_back(static_cast<Eigen::Index>(i), known.earlierRow[i]);
    const Eigen::Index nk = out.weightsMean.cols();
    forRowBlocks(static_cast<Eigen::Index>(pairs.size()), double(out.headWeights.size() + 2) * double(nk) * 4,
                 [&](Eigen::Index begin, Eigen::Index end) {
        for (Eigen::Index k = begin; k < end; ++k) {
            const auto [row, earlier] = pairs[static_cast<std::size_t>(k)];
            out.Q.row(row) = known.Q->row(earlier);
            out.scoresMean.row(row) = known.scoresMean->row(earlier);
            out.weightsMean.row(row) = known.weightsMean->row(earlier);
            out.context.row(row) = known.context->row(earlier);
            out.output.row(row) = known.output->row(earlier);
            for (std::size_t h = 0; h < out.headWeights.size(); ++h) // empty unless head weights are kept
                out.headWeights[h].row(row) = (*known.headWeights)[h].row(earlier);
        }
    });
}

// Query rows are worked through in bands this tall, so that a band of one head's scores stays
// in the cache from its product through the softmax to the context.
constexpr Eigen::Index kBand = 128;

/** NaN becomes 0 and an infinity the largest float of its sign, as makeFinite() does. */
template <typename Row>
void clampToFinite(Row &&row)
{
    row = row.unaryExpr([](Scalar x) {
        constexpr Scalar largest = std::numeric_limits<Scalar>::max();
        return std::isnan(x) ? Scalar(0) : std::clamp(x, -largest, largest);
    });
}

} // namespace

Matrix headScores(const Matrix &Q, const Matrix &K, int numHeads, int head)
{
    const Eigen::Index dk = Q.cols() / numHeads;
    // Scaling the queries first, as multiHeadAttention does, gives the very same numbers.
    const Matrix q = Q.middleCols(head * dk, dk) * (Scalar(1) / std::sqrt(Scalar(dk)));
    Matrix scores(Q.rows(), K.rows());
    scores.noalias() = q * K.middleCols(head * dk, dk).transpose();
    return scores;
}

RowVector headWeightsRow(const Matrix &Q, const Matrix &K, int numHeads, int head, Eigen::Index row,
                         const Mask &mask, double temperature)
{
    const Eigen::Index dk = Q.cols() / numHeads;
    const RowVector q = Q.block(row, head * dk, 1, dk) * (Scalar(1) / std::sqrt(Scalar(dk)));
    RowVector weights = q * K.middleCols(head * dk, dk).transpose();
    clampToFinite(weights);
    softmaxRow(weights.data(), weights.size(), mask.size() != 0 ? &mask(row, 0) : nullptr, temperature);
    return weights;
}

std::optional<std::string> checkHeads(int embedDim, int numHeads)
{
    if (embedDim < 1)
        return std::string("d_model must be at least 1");
    if (numHeads < 1)
        return std::string("there must be at least one head");
    if (embedDim % numHeads != 0)
        return "d_model " + std::to_string(embedDim) + " cannot be split into " + std::to_string(numHeads)
               + " equal heads: choose a number of heads that divides it";
    return std::nullopt;
}

Outcome<MultiHeadOutputs> multiHeadAttention(const MultiHeadParameters &p, const Matrix &query, const Matrix &key,
                                             const Matrix &value, const Mask &mask, double temperature,
                                             const std::function<bool()> &stillWanted, const KnownRows *known, HeadWeights heads)
{
    using Fail = Outcome<MultiHeadOutputs>;
    if (auto problem = checkHeads(p.embedDim, p.numHeads))
        return Fail::failure(*problem);
    if (auto problem = checkTemperature(temperature))
        return Fail::failure(*problem);
    const Eigen::Index E = p.embedDim;
    if (p.inProjWeight.rows() != 3 * E || p.inProjWeight.cols() != E || p.inProjBias.size() != 3 * E)
        return Fail::failure("in_proj_weight must be [3E][E] and in_proj_bias [3E] for E = " + std::to_string(E));
    if (p.outProjWeight.rows() != E || p.outProjWeight.cols() != E || p.outProjBias.size() != E)
        return Fail::failure("out_proj_weight must be [E][E] and out_proj_bias [E] for E = " + std::to_string(E));
    if (query.cols() != E || key.cols() != E || value.cols() != E)
        return Fail::failure("query, key and value rows must have embed_dim = " + std::to_string(E) + " entries");
    if (query.rows() == 0 || key.rows() == 0 || key.rows() != value.rows())
        return Fail::failure("multi-head attention needs queries, and as many values as keys");
    if (mask.size() != 0 && (mask.rows() != query.rows() || mask.cols() != key.rows()))
        return Fail::failure("the mask must have one row per query and one column per key");

    const int H = p.numHeads;
    const Eigen::Index dk = E / H;
    const Eigen::Index nq = query.rows(), nk = key.rows();
    const bool keepHeads = heads == HeadWeights::Keep;
    if (known && (static_cast<Eigen::Index>(known->earlierRow.size()) != nq || !known->K || known->K->rows() != nk
                  || (keepHeads && !known->headWeights)))
        known = nullptr; // not a description of this call: compute everything
    std::vector<Eigen::Index> todo; // the query rows to compute; the rest are copied
    for (Eigen::Index i = 0; i < nq; ++i)
        if (!known || known->earlierRow[static_cast<std::size_t>(i)] < 0)
            todo.push_back(i);
    const auto todoCount = static_cast<Eigen::Index>(todo.size());

    MultiHeadOutputs out;
    if (known) {
        out.Q.resize(nq, E);
        scatterRows(project(gatherRows(query, todo), p, 0), todo, out.Q);
    } else {
        out.Q = project(query, p, 0);
    }
    out.K = known ? *known->K : project(key, p, 1);
    out.V = known ? *known->V : project(value, p, 2);
    out.context.resize(nq, E);
    // Uninitialised: kept rows are copied in, computed rows start from zero below.
    out.scoresMean.resize(nq, nk);
    out.weightsMean.resize(nq, nk);
    for (Eigen::Index i : todo) {
        out.scoresMean.row(i).setZero();
        out.weightsMean.row(i).setZero();
    }
    if (keepHeads)
        out.headWeights.assign(static_cast<std::size_t>(H), Matrix(nq, nk));
    const Scalar scale = Scalar(1) / std::sqrt(Scalar(dk)); // applied to Q first, as headScores() does
    const auto inverseTemperature = static_cast<float>(1.0 / temperature);
    const auto givenUp = [&stillWanted] { return stillWanted && !stillWanted(); };
    std::atomic<bool> abandoned{false};
    // Each block of query rows goes through every head: scores, softmax and context of a row
    // depend on that row alone, so blocks run side by side and never write the same row.
    forRowBlocks(todoCount, double(H) * double(nk) * double(dk) * 2, [&](Eigen::Index begin, Eigen::Index end) {
        Matrix band(kBand, nk), q(kBand, dk), context(kBand, dk);
        for (int h = 0; h < H && !abandoned; ++h) {
            if (givenUp()) {
                abandoned = true;
                return;
            }
            Matrix *kept = keepHeads ? &out.headWeights[static_cast<std::size_t>(h)] : nullptr;
            for (Eigen::Index k = begin; k < end; k += kBand) {
                const Eigen::Index rows = std::min(kBand, end - k);
                const Eigen::Index first = todo[static_cast<std::size_t>(k)];
                // Consecutive rows (a whole lesson) are worked in place; scattered ones, or
                // rows whose head weights are not kept, in a band.
                const bool inPlace = kept && todo[static_cast<std::size_t>(k + rows - 1)] - first == rows - 1;
                for (Eigen::Index r = 0; r < rows; ++r)
                    q.row(r) = out.Q.block(todo[static_cast<std::size_t>(k + r)], h * dk, 1, dk) * scale;
                auto scores = inPlace ? kept->middleRows(first, rows) : band.topRows(rows);
                scores.noalias() = q.topRows(rows) * out.K.middleCols(h * dk, dk).transpose();
                for (Eigen::Index r = 0; r < rows; ++r) {
                    const Eigen::Index i = todo[static_cast<std::size_t>(k + r)];
                    auto row = scores.row(r);
                    const bool *closed = mask.size() != 0 ? &mask(i, 0) : nullptr;
                    if (!softmaxRowAccumulating(row.data(), nk, closed, inverseTemperature, &out.scoresMean(i, 0),
                                                &out.weightsMean(i, 0))) { // the exact way
                        clampToFinite(row);
                        out.scoresMean.row(i) += row;
                        softmaxRow(row.data(), nk, closed, temperature);
                        out.weightsMean.row(i) += row;
                    }
                    if (kept && !inPlace)
                        kept->row(i) = row;
                }
                context.topRows(rows).noalias() = scores * out.V.middleCols(h * dk, dk);
                for (Eigen::Index r = 0; r < rows; ++r)
                    out.context.block(todo[static_cast<std::size_t>(k + r)], h * dk, 1, dk) = context.row(r);
            }
        }
    });
    if (abandoned)
        return Fail::failure("the computation was given up: a later edit replaced it");
    for (Eigen::Index i : todo) {
        out.scoresMean.row(i) /= static_cast<Scalar>(H);
        out.weightsMean.row(i) /= static_cast<Scalar>(H);
    }
    if (known) {
        out.output.resize(nq, E);
        scatterRows(projectOut(gatherRows(out.context, todo), p), todo, out.output);
        copyKnownRows(*known, out);
    } else {
        out.output = projectOut(out.context, p);
    }
    makeFinite(out.context);
    makeFinite(out.output);
    return out;
}

} // namespace attention
