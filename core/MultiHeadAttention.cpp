#include "MultiHeadAttention.h"

#include "ScaledAttention.h"
#include "Softmax.h"

#include <cmath>
#include <string>

namespace attention {

namespace {

Matrix project(const Matrix &x, const MultiHeadParameters &p, int block)
{
    const int E = p.embedDim;
    Matrix y = x * p.inProjWeight.middleRows(static_cast<Eigen::Index>(block) * E, E).transpose();
    y.rowwise() += p.inProjBias.segment(static_cast<Eigen::Index>(block) * E, E).transpose();
    return y;
}

} // namespace

Matrix headScores(const Matrix &Q, const Matrix &K, int numHeads, int head)
{
    const Eigen::Index dk = Q.cols() / numHeads;
    Matrix scores(Q.rows(), K.rows());
    scores.noalias() = (Q.middleCols(head * dk, dk) * K.middleCols(head * dk, dk).transpose()) * (Scalar(1) / std::sqrt(Scalar(dk)));
    return scores;
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
                                             const std::function<bool()> &stillWanted)
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

    MultiHeadOutputs out;
    out.Q = project(query, p, 0);
    out.K = project(key, p, 1);
    out.V = project(value, p, 2);
    const int H = p.numHeads;
    const Eigen::Index dk = E / H;
    out.context.resize(query.rows(), E);
    out.scoresMean = Matrix::Zero(query.rows(), key.rows());
    out.weightsMean = Matrix::Zero(query.rows(), key.rows());
    for (int h = 0; h < H; ++h) {
        if (stillWanted && !stillWanted())
            return Fail::failure("the computation was given up: a later edit replaced it");
        Matrix weights = headScores(out.Q, out.K, H, h);
        makeFinite(weights);
        out.scoresMean += weights;
        maskedSoftmaxInPlace(weights, mask, temperature); // scores become weights: one n x n matrix per head
        out.context.middleCols(h * dk, dk).noalias() = weights * out.V.middleCols(h * dk, dk);
        out.weightsMean += weights;
        out.headWeights.push_back(std::move(weights));
    }
    out.scoresMean /= static_cast<Scalar>(H);
    out.weightsMean /= static_cast<Scalar>(H);
    out.output = out.context * p.outProjWeight.transpose();
    out.output.rowwise() += p.outProjBias.transpose();
    makeFinite(out.context);
    makeFinite(out.output);
    return out;
}

} // namespace attention
