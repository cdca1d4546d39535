#pragma once

#include "core/textbook/ScoreFunction.h"
#include "core/training/Tape.h"
#include "core/training/Tasks.h"

#include <cstdint>
#include <string>
#include <vector>

namespace attention::training {

struct ModelShape
{
    ScoreFunction score = ScoreFunction::ScaledDot; // MultiHead trains as scaled dot (one head)
    int embedding = 24; // token embedding size
    int positions = 16; // size of each positional code
    int attention = 32; // d of Q, K and V
    int hidden = 64; // the output layer
    int additive = 32; // Bahdanau's tanh layer
};

/**
 * A small encoder-decoder with attention. The encoder gives each source token its embedding and
 * sinusoidal codes of its position from the start and from the end; each output position t asks
 * with a query made from codes of t and of the source length (a decoder that is not
 * autoregressive), attends with the chosen score function, and predicts its token from the
 * context vector and its own state through a tanh layer.
 */
class AttentionModel
{
public:
    AttentionModel(int sourceVocabulary, int targetVocabulary, const ModelShape &shape, std::uint64_t seed);

    /** The forward pass recorded on a tape. */
    struct Pass
    {
        Tape tape;
        std::vector<Tape::Id> parameters; // the tape inputs of parameters(), in order
        Tape::Id encoderInput = -1; // [source][embedding + 2 x positions]
        Tape::Id decoderState = -1; // [target][2 x positions]
        Tape::Id q = -1, k = -1, v = -1;
        Tape::Id attention = -1; // [target][source] weights
        Tape::Id context = -1;
        Tape::Id logits = -1;
        Tape::Id loss = -1;
    };
    /** What a pass takes as given instead of computing it (null: computed as the model does):
     *  the encoder input, to differentiate with respect to it and check that by finite
     *  differences; the attention weights, to ask what the model writes with other weights. */
    struct Replaced
    {
        const MatrixD *encoderInput = nullptr; // [source][embedding + 2 x positions]
        const MatrixD *attention = nullptr; // [target][source]
    };
    Pass forward(const Example &example) const;
    Pass forward(const Example &example, const Replaced &replaced) const;

    std::vector<MatrixD> &parameters() { return mParameters; }
    const std::vector<MatrixD> &parameters() const { return mParameters; }
    /** The names of parameters(), in order (the same for every model). */
    static const std::vector<std::string> &parameterNames();
    const ModelShape &shape() const { return mShape; }
    /** Takes trained parameters; false (and no change) when their shapes do not fit this model. */
    bool setParameters(const std::vector<MatrixD> &parameters);

private:
    MatrixD positionCodes(int count, int offsetFromEnd) const;

    ModelShape mShape;
    MatrixD mCodes; // sinusoidal codes of positions 0..63
    std::vector<MatrixD> mParameters;
};

} // namespace attention::training
