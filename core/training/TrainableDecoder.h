#pragma once

#include "core/generation/DecoderModel.h"
#include "core/training/Tape.h"

#include <cstdint>
#include <vector>

namespace attention::training {

/** Token sequences of one length read at once, and which next-token predictions count. */
struct TokenBatch
{
    std::vector<std::vector<int>> sequences; // all of one length
    /** For each sequence, the positions whose next token is scored (the loss and accuracy). */
    std::vector<std::vector<int>> scored;
};

/**
 * The decoder of core/generation (generation::DecoderModel) with double parameters on the tape,
 * to train. A batch is one matrix of all its rows; each row attends within its own sequence,
 * up to itself. Weights are stored [in][out] here and exported in PyTorch's
 * [out][in] by model().
 */
class TrainableDecoder
{
public:
    TrainableDecoder(const generation::DecoderShape &shape, std::uint64_t seed);

    struct Pass
    {
        Tape tape;
        std::vector<Tape::Id> parameters; // the tape inputs of parameters(), in order
        std::vector<std::vector<Tape::Id>> attention; // [layer][head]: each row's weights over its sequence, [rows][length]
        Tape::Id logits = -1; // [rows][vocab]
        Tape::Id loss = -1; // mean cross-entropy over the scored positions
        std::vector<int> predicted; // argmax at each scored position, in batch order
        std::vector<int> targets; // the true next tokens there
    };
    Pass forward(const TokenBatch &batch) const;

    std::vector<MatrixD> &parameters() { return mParameters; }
    const std::vector<MatrixD> &parameters() const { return mParameters; }
    const generation::DecoderShape &shape() const { return mShape; }

    /** The model in float for generation (and the KV cache). */
    generation::DecoderModel model() const;

private:
    generation::DecoderShape mShape;
    std::vector<MatrixD> mParameters;
};

} // namespace attention::training
