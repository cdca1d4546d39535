#include "core/generation/DecoderModel.h"

#include "core/Random.h"

#include <string>

namespace attention::generation {

namespace {

bool isShape(const Matrix &m, int rows, int cols)
{
    return m.rows() == rows && m.cols() == cols;
}
bool isShape(const Vector &v, int size)
{
    return v.size() == size;
}

Message wrongShape(const std::string &what)
{
    return Message("decoder.shape", ATTENTION_MESSAGE("The model's %1 does not have the shape its sizes declare."), {what});
}

} // namespace

Outcome<void> checkDecoderModel(const DecoderModel &m)
{
    using namespace decoderLimits;
    if (m.vocab < 1 || m.vocab > kMaxVocab || m.dModel < 1 || m.dModel > kMaxDModel || m.heads < 1 || m.heads > kMaxHeads || m.layers() < 1
        || m.layers() > kMaxLayers || m.ffn < 1 || m.ffn > kMaxFfn || m.positions < 1 || m.positions > kMaxPositions)
        return Message("decoder.size",
                       ATTENTION_MESSAGE("A language model here has 1 to %1 layers, 1 to %2 heads, d_model up to %3, "
                                         "a context of up to %4 tokens, up to %5 words and an MLP of up to %6."),
                       {kMaxLayers, kMaxHeads, kMaxDModel, kMaxPositions, kMaxVocab, kMaxFfn});
    if (m.dModel % m.heads != 0)
        return Message("decoder.heads", ATTENTION_MESSAGE("d_model (%1) must be a multiple of the number of heads (%2)."),
                       {m.dModel, m.heads});
    const int d = m.dModel;
    if (!isShape(m.tokenEmbedding, m.vocab, d))
        return wrongShape("token embedding");
    if (!isShape(m.positionEmbedding, m.positions, d))
        return wrongShape("position embedding");
    if (!isShape(m.finalLnWeight, d) || !isShape(m.finalLnBias, d))
        return wrongShape("final layer norm");
    if (!isShape(m.lmHeadWeight, m.vocab, d) || !isShape(m.lmHeadBias, m.vocab))
        return wrongShape("output layer");
    for (const DecoderBlock &b : m.blocks) {
        if (!isShape(b.ln1Weight, d) || !isShape(b.ln1Bias, d) || !isShape(b.ln2Weight, d) || !isShape(b.ln2Bias, d))
            return wrongShape("layer norm");
        if (!isShape(b.inProjWeight, 3 * d, d) || !isShape(b.inProjBias, 3 * d) || !isShape(b.outProjWeight, d, d)
            || !isShape(b.outProjBias, d))
            return wrongShape("attention projection");
        if (!isShape(b.fc1Weight, m.ffn, d) || !isShape(b.fc1Bias, m.ffn) || !isShape(b.fc2Weight, d, m.ffn) || !isShape(b.fc2Bias, d))
            return wrongShape("MLP");
    }
    return {};
}

DecoderModel randomDecoderModel(const DecoderShape &s, std::uint64_t seed)
{
    constexpr double kScale = 0.02;
    DecoderModel m;
    m.vocab = s.vocab;
    m.dModel = s.dModel;
    m.heads = s.heads;
    m.ffn = s.ffn;
    m.positions = s.positions;
    std::uint64_t stream = 0;
    const auto random = [&](int rows, int cols) { return randomNormalMatrix(rows, cols, seed, ++stream, kScale); };
    const auto ones = [](int n) { return Vector::Ones(n); };
    const auto zeros = [](int n) { return Vector::Zero(n); };
    m.tokenEmbedding = random(s.vocab, s.dModel);
    m.positionEmbedding = random(s.positions, s.dModel);
    for (int l = 0; l < s.layers; ++l) {
        DecoderBlock b;
        b.ln1Weight = ones(s.dModel);
        b.ln1Bias = zeros(s.dModel);
        b.inProjWeight = random(3 * s.dModel, s.dModel);
        b.inProjBias = zeros(3 * s.dModel);
        b.outProjWeight = random(s.dModel, s.dModel);
        b.outProjBias = zeros(s.dModel);
        b.ln2Weight = ones(s.dModel);
        b.ln2Bias = zeros(s.dModel);
        b.fc1Weight = random(s.ffn, s.dModel);
        b.fc1Bias = zeros(s.ffn);
        b.fc2Weight = random(s.dModel, s.ffn);
        b.fc2Bias = zeros(s.dModel);
        m.blocks.push_back(std::move(b));
    }
    m.finalLnWeight = ones(s.dModel);
    m.finalLnBias = zeros(s.dModel);
    m.lmHeadWeight = random(s.vocab, s.dModel);
    m.lmHeadBias = zeros(s.vocab);
    return m;
}

double decoderStepWork(const DecoderModel &m, int length, bool cached)
{
    const double d = m.dModel, n = length, ffn = m.ffn;
    const double rows = cached ? 1.0 : n;
    // Per block: projections (4 d² per row), scores and weighted values (2 d per pair), MLP.
    const double pairs = cached ? n : n * (n + 1) / 2;
    const double perBlock = rows * (4 * d * d + 2 * d * ffn) + pairs * 2 * d;
    return m.layers() * perBlock + rows * d * m.vocab;
}

} // namespace attention::generation
