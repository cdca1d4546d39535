#include "core/training/AttentionModel.h"

#include "core/Random.h"
#include "core/text/Embedding.h"
#include "core/textbook/PositionalEncoding.h"

#include <cmath>

namespace attention::training {

namespace {

enum Parameter { kEmbedding, kWq, kWk, kWv, kGeneral, kAddQ, kAddK, kAddV, kWh, kBh, kWo, kBo, kCount };

MatrixD initial(int rows, int cols, std::uint64_t seed, int stream, double scale)
{
    return randomNormalMatrix(rows, cols, seed, 0x7A11 + static_cast<std::uint64_t>(stream), scale).cast<double>();
}

constexpr int kMaxLength = 64;

} // namespace

AttentionModel::AttentionModel(int sourceVocabulary, int targetVocabulary, const ModelShape &shape, std::uint64_t seed)
    : mShape(shape), mCodes(sinusoidalPositionalEncoding(kMaxLength, shape.positions).cast<double>())
{
    const int input = shape.embedding + 2 * shape.positions; // token, position from start, from end
    const int query = 2 * shape.positions; // output position, source length
    const auto scaled = [](int fanIn) { return 1.0 / std::sqrt(double(fanIn)); };
    mParameters.resize(kCount);
    mParameters[kEmbedding] = initial(sourceVocabulary, shape.embedding, seed, kEmbedding, 1.0);
    mParameters[kWq] = initial(query, shape.attention, seed, kWq, scaled(query));
    mParameters[kWk] = initial(input, shape.attention, seed, kWk, scaled(input));
    mParameters[kWv] = initial(input, shape.attention, seed, kWv, scaled(input));
    mParameters[kGeneral] = initial(shape.attention, shape.attention, seed, kGeneral, scaled(shape.attention));
    mParameters[kAddQ] = initial(shape.attention, shape.additive, seed, kAddQ, scaled(shape.attention));
    mParameters[kAddK] = initial(shape.attention, shape.additive, seed, kAddK, scaled(shape.attention));
    mParameters[kAddV] = initial(1, shape.additive, seed, kAddV, scaled(shape.additive));
    mParameters[kWh] = initial(shape.attention + query, shape.hidden, seed, kWh, scaled(shape.attention + query));
    mParameters[kBh] = MatrixD::Zero(1, shape.hidden);
    mParameters[kWo] = initial(shape.hidden, targetVocabulary, seed, kWo, scaled(shape.hidden));
    mParameters[kBo] = MatrixD::Zero(1, targetVocabulary);
}

const std::vector<std::string> &AttentionModel::parameterNames()
{
    static const std::vector<std::string> names{"embedding",    "W_q",        "W_k",      "W_v",      "W_general", "W_additive_q",
                                                "W_additive_k", "v_additive", "W_hidden", "b_hidden", "W_out",     "b_out"};
    return names;
}

bool AttentionModel::setParameters(const std::vector<MatrixD> &parameters)
{
    if (parameters.size() != mParameters.size())
        return false;
    for (std::size_t i = 0; i < parameters.size(); ++i)
        if (parameters[i].rows() != mParameters[i].rows() || parameters[i].cols() != mParameters[i].cols() || !parameters[i].allFinite())
            return false;
    mParameters = parameters;
    return true;
}

/** Codes of positions 0..count-1, or, with offsetFromEnd >= 0, of offsetFromEnd - i. */
MatrixD AttentionModel::positionCodes(int count, int offsetFromEnd) const
{
    MatrixD out(count, mShape.positions);
    for (int i = 0; i < count; ++i)
        out.row(i) = mCodes.row(std::clamp(offsetFromEnd < 0 ? i : offsetFromEnd - i, 0, kMaxLength - 1));
    return out;
}

AttentionModel::Pass AttentionModel::forward(const Example &example) const
{
    return forward(example, Replaced());
}

AttentionModel::Pass AttentionModel::forward(const Example &example, const Replaced &replaced) const
{
    Pass pass;
    Tape &tape = pass.tape;
    for (const MatrixD &parameter : mParameters)
        pass.parameters.push_back(tape.input(parameter));
    const auto p = [&pass](int which) { return pass.parameters[static_cast<std::size_t>(which)]; };
    const int n = static_cast<int>(example.source.size());
    const int outputs = static_cast<int>(example.target.size());

    // Encoder input: embedding, position from the start, position from the end.
    const Tape::Id tokens = tape.gatherRows(p(kEmbedding), example.source);
    const Tape::Id fromStart = tape.input(positionCodes(n, -1));
    const Tape::Id fromEnd = tape.input(positionCodes(n, n - 1));
    const Tape::Id x =
        replaced.encoderInput ? tape.input(*replaced.encoderInput) : tape.concatColumns(tape.concatColumns(tokens, fromStart), fromEnd);
    // Decoder state: where the output is, and how long the source is.
    MatrixD lengthCode(outputs, mShape.positions);
    lengthCode.rowwise() = positionCodes(1, n).row(0);
    const Tape::Id state = tape.concatColumns(tape.input(positionCodes(outputs, -1)), tape.input(lengthCode));

    const Tape::Id q = tape.matmul(state, p(kWq));
    const Tape::Id k = tape.matmul(x, p(kWk));
    const Tape::Id v = tape.matmul(x, p(kWv));
    pass.encoderInput = x;
    pass.decoderState = state;
    pass.q = q;
    pass.k = k;
    pass.v = v;
    const auto scores = [&]() -> Tape::Id {
        switch (mShape.score) {
        case ScoreFunction::Dot:
            return tape.matmul(q, tape.transpose(k));
        case ScoreFunction::General:
            return tape.matmul(tape.matmul(q, p(kGeneral)), tape.transpose(k));
        case ScoreFunction::Additive:
            return tape.additiveScores(tape.matmul(q, p(kAddQ)), tape.matmul(k, p(kAddK)), p(kAddV));
        case ScoreFunction::ScaledDot:
        case ScoreFunction::MultiHead:
            break;
        }
        return tape.scale(tape.matmul(q, tape.transpose(k)), 1.0 / std::sqrt(double(mShape.attention)));
    };
    // Replaced attention needs no scores: the swap search runs hundreds of such passes.
    pass.attention = replaced.attention ? tape.input(*replaced.attention) : tape.softmaxRows(scores());
    const Tape::Id context = pass.context = tape.matmul(pass.attention, v);
    const Tape::Id hidden = tape.tanh(tape.addRow(tape.matmul(tape.concatColumns(context, state), p(kWh)), p(kBh)));
    pass.logits = tape.addRow(tape.matmul(hidden, p(kWo)), p(kBo));
    pass.loss = tape.crossEntropy(pass.logits, example.target);
    return pass;
}

} // namespace attention::training
