#include "core/training/TrainableDecoder.h"

#include <cmath>
#include <random>

namespace attention::training {

namespace {

// The order of parameters(): embeddings, then per block, then the final norm and output layer.
enum Global { TokenEmbedding, PositionEmbedding, GlobalCount };
enum PerBlock { Ln1Weight, Ln1Bias, Qkv, QkvBias, Out, OutBias, Ln2Weight, Ln2Bias, Fc1, Fc1Bias, Fc2, Fc2Bias, PerBlockCount };
enum Final { FinalLnWeight, FinalLnBias, Head, HeadBias, FinalCount };

std::size_t blockIndex(int layer, PerBlock which)
{
    return std::size_t(GlobalCount + layer * PerBlockCount + which);
}
std::size_t finalIndex(int layers, Final which)
{
    return std::size_t(GlobalCount + layers * PerBlockCount + which);
}

Matrix toFloat(const MatrixD &m)
{
    return m.cast<Scalar>();
}
Vector toFloatVector(const MatrixD &row)
{
    return row.row(0).transpose().cast<Scalar>();
}

} // namespace

TrainableDecoder::TrainableDecoder(const generation::DecoderShape &shape, std::uint64_t seed) : mShape(shape)
{
    std::mt19937_64 random(seed);
    std::normal_distribution<double> normal(0.0, 0.02 * 5); // GPT-2's 0.02 learnt too slowly at d_model 32
    const auto gaussian = [&](int rows, int cols) {
        MatrixD m(rows, cols);
        for (Eigen::Index k = 0; k < m.size(); ++k)
            m.data()[k] = normal(random);
        return m;
    };
    const int d = shape.dModel;
    mParameters.push_back(gaussian(shape.vocab, d));
    mParameters.push_back(gaussian(shape.positions, d));
    for (int l = 0; l < shape.layers; ++l) {
        mParameters.push_back(MatrixD::Ones(1, d));
        mParameters.push_back(MatrixD::Zero(1, d));
        mParameters.push_back(gaussian(d, 3 * d));
        mParameters.push_back(MatrixD::Zero(1, 3 * d));
        mParameters.push_back(gaussian(d, d));
        mParameters.push_back(MatrixD::Zero(1, d));
        mParameters.push_back(MatrixD::Ones(1, d));
        mParameters.push_back(MatrixD::Zero(1, d));
        mParameters.push_back(gaussian(d, shape.ffn));
        mParameters.push_back(MatrixD::Zero(1, shape.ffn));
        mParameters.push_back(gaussian(shape.ffn, d));
        mParameters.push_back(MatrixD::Zero(1, d));
    }
    mParameters.push_back(MatrixD::Ones(1, d));
    mParameters.push_back(MatrixD::Zero(1, d));
    mParameters.push_back(gaussian(d, shape.vocab));
    mParameters.push_back(MatrixD::Zero(1, shape.vocab));
}

TrainableDecoder::Pass TrainableDecoder::forward(const TokenBatch &batch) const
{
    Pass pass;
    Tape &t = pass.tape;
    for (const MatrixD &parameter : mParameters)
        pass.parameters.push_back(t.input(parameter));
    const auto p = [&pass](std::size_t index) { return pass.parameters[index]; };
    const int sequences = int(batch.sequences.size());
    const int length = sequences ? int(batch.sequences.front().size()) : 0;
    const int d = mShape.dModel, dh = d / mShape.heads;
    std::vector<int> ids, positions;
    for (const std::vector<int> &sequence : batch.sequences)
        for (int i = 0; i < length; ++i) {
            ids.push_back(sequence[std::size_t(i)]);
            positions.push_back(i);
        }
    Tape::Id x = t.add(t.gatherRows(p(TokenEmbedding), ids), t.gatherRows(p(PositionEmbedding), positions));
    const auto norm = [&t](Tape::Id in, Tape::Id weight, Tape::Id bias) { return t.addRow(t.mulRow(t.normalizeRows(in), weight), bias); };
    const auto linear = [&t](Tape::Id in, Tape::Id weight, Tape::Id bias) { return t.addRow(t.matmul(in, weight), bias); };
    for (int l = 0; l < mShape.layers; ++l) {
        const auto b = [&](PerBlock which) { return p(blockIndex(l, which)); };
        const Tape::Id qkv = linear(norm(x, b(Ln1Weight), b(Ln1Bias)), b(Qkv), b(QkvBias));
        Tape::Id context = -1;
        std::vector<Tape::Id> heads;
        for (int h = 0; h < mShape.heads; ++h) {
            const Tape::Id q = t.columns(qkv, h * dh, dh);
            const Tape::Id k = t.columns(qkv, d + h * dh, dh);
            const Tape::Id v = t.columns(qkv, 2 * d + h * dh, dh);
            Tape::Id weights = -1;
            const Tape::Id headContext = t.blockCausalAttention(q, k, v, length, 1.0 / std::sqrt(double(dh)), &weights);
            heads.push_back(weights);
            context = context < 0 ? headContext : t.concatColumns(context, headContext);
        }
        pass.attention.push_back(std::move(heads));
        x = t.add(x, linear(context, b(Out), b(OutBias)));
        const Tape::Id hidden = t.gelu(linear(norm(x, b(Ln2Weight), b(Ln2Bias)), b(Fc1), b(Fc1Bias)));
        x = t.add(x, linear(hidden, b(Fc2), b(Fc2Bias)));
    }
    const int layers = mShape.layers;
    pass.logits = linear(norm(x, p(finalIndex(layers, FinalLnWeight)), p(finalIndex(layers, FinalLnBias))), p(finalIndex(layers, Head)),
                         p(finalIndex(layers, HeadBias)));
    std::vector<int> scoredRows;
    for (int s = 0; s < sequences; ++s)
        for (int position : batch.scored[std::size_t(s)]) {
            scoredRows.push_back(s * length + position);
            pass.targets.push_back(batch.sequences[std::size_t(s)][std::size_t(position + 1)]);
        }
    const Tape::Id scoredLogits = t.gatherRows(pass.logits, scoredRows);
    pass.loss = t.crossEntropy(scoredLogits, pass.targets);
    const MatrixD &values = t.value(scoredLogits);
    for (Eigen::Index i = 0; i < values.rows(); ++i) {
        Eigen::Index best = 0;
        values.row(i).maxCoeff(&best);
        pass.predicted.push_back(int(best));
    }
    return pass;
}

generation::DecoderModel TrainableDecoder::model() const
{
    generation::DecoderModel m;
    m.vocab = mShape.vocab;
    m.dModel = mShape.dModel;
    m.heads = mShape.heads;
    m.ffn = mShape.ffn;
    m.positions = mShape.positions;
    m.tokenEmbedding = toFloat(mParameters[TokenEmbedding]);
    m.positionEmbedding = toFloat(mParameters[PositionEmbedding]);
    for (int l = 0; l < mShape.layers; ++l) {
        const auto w = [&](PerBlock which) -> const MatrixD & { return mParameters[blockIndex(l, which)]; };
        generation::DecoderBlock b;
        b.ln1Weight = toFloatVector(w(Ln1Weight));
        b.ln1Bias = toFloatVector(w(Ln1Bias));
        b.inProjWeight = toFloat(w(Qkv).transpose());
        b.inProjBias = toFloatVector(w(QkvBias));
        b.outProjWeight = toFloat(w(Out).transpose());
        b.outProjBias = toFloatVector(w(OutBias));
        b.ln2Weight = toFloatVector(w(Ln2Weight));
        b.ln2Bias = toFloatVector(w(Ln2Bias));
        b.fc1Weight = toFloat(w(Fc1).transpose());
        b.fc1Bias = toFloatVector(w(Fc1Bias));
        b.fc2Weight = toFloat(w(Fc2).transpose());
        b.fc2Bias = toFloatVector(w(Fc2Bias));
        m.blocks.push_back(std::move(b));
    }
    m.finalLnWeight = toFloatVector(mParameters[finalIndex(mShape.layers, FinalLnWeight)]);
    m.finalLnBias = toFloatVector(mParameters[finalIndex(mShape.layers, FinalLnBias)]);
    m.lmHeadWeight = toFloat(mParameters[finalIndex(mShape.layers, Head)].transpose());
    m.lmHeadBias = toFloatVector(mParameters[finalIndex(mShape.layers, HeadBias)]);
    return m;
}

} // namespace attention::training
