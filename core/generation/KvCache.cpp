#include "core/generation/KvCache.h"
#include "core/generation/Sampling.h"

#include "core/generation/DecoderForward.h"
#include "core/generation/SteppingDecoder.h"

#include <cmath>

namespace attention::generation {

namespace {

// One token is a column vector here: W x with W row-major [out][in] is a matrix-vector
// product, which Eigen runs as one pass over W. As a 1-row Matrix the same product went
// through the general matrix product and a step took twice as long (bench, d_model 256).
Vector normalized(const Vector &x, const Vector &weight, const Vector &bias)
{
    return layerNorm(Matrix(x.transpose()), weight, bias).transpose();
}

} // namespace

KvCache::KvCache(const DecoderModel &model) : mModel(model)
{
    for (int l = 0; l < model.layers(); ++l) {
        mKeys.emplace_back(model.positions, model.dModel);
        mValues.emplace_back(model.positions, model.dModel);
    }
}

Outcome<CachedStep> KvCache::step(int token)
{
    const DecoderModel &m = mModel;
    if (mLength >= m.positions)
        return contextFull(m.positions);
    if (auto ok = checkTokenIds({token}, m.vocab, m.positions); !ok)
        return ok.problem();
    const int d = m.dModel, dh = m.headDim(), t = mLength;
    const Scalar scale = Scalar(1.0 / std::sqrt(double(dh)));
    Vector x = (m.tokenEmbedding.row(token) + m.positionEmbedding.row(t)).transpose();
    CachedStep out;
    for (int l = 0; l < m.layers(); ++l) {
        const DecoderBlock &b = m.blocks[std::size_t(l)];
        Matrix &keys = mKeys[std::size_t(l)];
        Matrix &values = mValues[std::size_t(l)];
        const Vector h = normalized(x, b.ln1Weight, b.ln1Bias);
        const Vector qkv = b.inProjWeight * h + b.inProjBias;
        keys.row(t) = qkv.segment(d, d).transpose();
        values.row(t) = qkv.tail(d).transpose();
        Vector context(d);
        std::vector<RowVector> headWeights;
        for (int head = 0; head < m.heads; ++head) {
            const Vector scores = (keys.block(0, head * dh, t + 1, dh) * qkv.segment(head * dh, dh)) * scale;
            const auto e = (scores.array() - scores.maxCoeff()).exp();
            const Vector weights = (e / e.sum()).matrix();
            context.segment(head * dh, dh) = values.block(0, head * dh, t + 1, dh).transpose() * weights;
            headWeights.push_back(weights.transpose());
        }
        out.weights.push_back(std::move(headWeights));
        x += b.outProjWeight * context + b.outProjBias;
        const Vector h2 = normalized(x, b.ln2Weight, b.ln2Bias);
        const Vector hidden = gelu(Matrix(b.fc1Weight * h2 + b.fc1Bias));
        x += b.fc2Weight * hidden + b.fc2Bias;
    }
    out.logits = (m.lmHeadWeight * normalized(x, m.finalLnWeight, m.finalLnBias) + m.lmHeadBias).transpose();
    if (auto finite = checkLogits(out.logits); !finite)
        return finite.problem();
    ++mLength;
    return out;
}

} // namespace attention::generation
