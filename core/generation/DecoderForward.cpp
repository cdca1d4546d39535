#include "core/generation/DecoderForward.h"

#include "core/generation/SteppingDecoder.h"

#include <cmath>
#include <limits>

namespace attention::generation {

Matrix layerNorm(const Matrix &x, const Vector &weight, const Vector &bias)
{
    constexpr double kEpsilon = 1e-5;
    Matrix out(x.rows(), x.cols());
    for (Eigen::Index i = 0; i < x.rows(); ++i) {
        const auto row = x.row(i).cast<double>();
        const double mean = row.mean();
        const double variance = (row.array() - mean).square().mean();
        const double scale = 1.0 / std::sqrt(variance + kEpsilon);
        out.row(i) = (((row.array() - mean) * scale).cast<Scalar>() * weight.transpose().array() + bias.transpose().array()).matrix();
    }
    return out;
}

Matrix gelu(const Matrix &x)
{
    return x.unaryExpr([](Scalar v) { return static_cast<Scalar>(0.5 * double(v) * (1.0 + std::erf(double(v) / std::sqrt(2.0)))); });
}

Outcome<void> checkTokens(const DecoderModel &model, const std::vector<int> &tokens)
{
    return checkTokenIds(tokens, model.vocab, model.positions);
}

Outcome<DecoderPass> decodeSequence(const DecoderModel &model, const std::vector<int> &tokens)
{
    if (auto ok = checkDecoderModel(model); !ok)
        return ok.problem();
    if (auto ok = checkTokens(model, tokens); !ok)
        return ok.problem();
    const int n = static_cast<int>(tokens.size());
    const int d = model.dModel, dh = model.headDim();
    Matrix x(n, d);
    for (int i = 0; i < n; ++i)
        x.row(i) = model.tokenEmbedding.row(tokens[std::size_t(i)]) + model.positionEmbedding.row(i);

    DecoderPass pass;
    const Scalar scale = Scalar(1.0 / std::sqrt(double(dh)));
    for (const DecoderBlock &b : model.blocks) {
        const Matrix h = layerNorm(x, b.ln1Weight, b.ln1Bias);
        const Matrix q = (h * b.inProjWeight.topRows(d).transpose()).rowwise() + b.inProjBias.head(d).transpose();
        const Matrix k = (h * b.inProjWeight.middleRows(d, d).transpose()).rowwise() + b.inProjBias.segment(d, d).transpose();
        const Matrix v = (h * b.inProjWeight.bottomRows(d).transpose()).rowwise() + b.inProjBias.tail(d).transpose();
        Matrix context(n, d);
        std::vector<Matrix> headWeights;
        for (int head = 0; head < model.heads; ++head) {
            Matrix scores = q.middleCols(head * dh, dh) * k.middleCols(head * dh, dh).transpose() * scale;
            Matrix weights = Matrix::Zero(n, n);
            for (int i = 0; i < n; ++i) { // causal: query i sees keys 0..i
                const auto seen = scores.row(i).head(i + 1).array();
                const auto e = (seen - seen.maxCoeff()).exp();
                weights.row(i).head(i + 1) = (e / e.sum()).matrix();
            }
            context.middleCols(head * dh, dh) = weights * v.middleCols(head * dh, dh);
            headWeights.push_back(std::move(weights));
        }
        pass.weights.push_back(std::move(headWeights));
        x += (context * b.outProjWeight.transpose()).rowwise() + b.outProjBias.transpose();
        const Matrix h2 = layerNorm(x, b.ln2Weight, b.ln2Bias);
        const Matrix hidden = gelu((h2 * b.fc1Weight.transpose()).rowwise() + b.fc1Bias.transpose());
        x += (hidden * b.fc2Weight.transpose()).rowwise() + b.fc2Bias.transpose();
    }
    const Matrix last = layerNorm(x, model.finalLnWeight, model.finalLnBias);
    pass.logits = (last * model.lmHeadWeight.transpose()).rowwise() + model.lmHeadBias.transpose();
    return pass;
}

} // namespace attention::generation
