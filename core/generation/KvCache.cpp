#include "core/generation/KvCache.h"

#include "core/generation/DecoderForward.h"

#include <cmath>

namespace attention::generation {

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
        return Message("decoder.full", ATTENTION_MESSAGE("The model's context is full: it reads at most %1 tokens."), {m.positions});
    if (token < 0 || token >= m.vocab)
        return Message("decoder.token", ATTENTION_MESSAGE("Token id %1 is not in the model's vocabulary of %2 words."),
                       {token, m.vocab});
    const int d = m.dModel, dh = m.headDim(), t = mLength;
    const Scalar scale = Scalar(1.0 / std::sqrt(double(dh)));
    Matrix x = m.tokenEmbedding.row(token) + m.positionEmbedding.row(t);
    CachedStep out;
    for (int l = 0; l < m.layers(); ++l) {
        const DecoderBlock &b = m.blocks[std::size_t(l)];
        Matrix &keys = mKeys[std::size_t(l)];
        Matrix &values = mValues[std::size_t(l)];
        const Matrix h = layerNorm(x, b.ln1Weight, b.ln1Bias);
        const RowVector qkv = h * b.inProjWeight.transpose() + b.inProjBias.transpose();
        keys.row(t) = qkv.segment(d, d);
        values.row(t) = qkv.tail(d);
        RowVector context(d);
        std::vector<RowVector> headWeights;
        for (int head = 0; head < m.heads; ++head) {
            const auto seenKeys = keys.block(0, head * dh, t + 1, dh);
            RowVector scores = (qkv.segment(head * dh, dh) * seenKeys.transpose()) * scale;
            const auto e = (scores.array() - scores.maxCoeff()).exp();
            RowVector weights = (e / e.sum()).matrix();
            context.segment(head * dh, dh) = weights * values.block(0, head * dh, t + 1, dh);
            headWeights.push_back(std::move(weights));
        }
        out.weights.push_back(std::move(headWeights));
        x += context * b.outProjWeight.transpose() + b.outProjBias.transpose();
        const Matrix h2 = layerNorm(x, b.ln2Weight, b.ln2Bias);
        const Matrix hidden = gelu(h2 * b.fc1Weight.transpose() + b.fc1Bias.transpose());
        x += hidden * b.fc2Weight.transpose() + b.fc2Bias.transpose();
    }
    const Matrix last = layerNorm(x, m.finalLnWeight, m.finalLnBias);
    out.logits = last * m.lmHeadWeight.transpose() + m.lmHeadBias.transpose();
    ++mLength;
    return out;
}

} // namespace attention::generation
