#pragma once

#include "core/training/Adam.h"
#include "core/training/LanguageTasks.h"
#include "core/training/TrainableDecoder.h"

#include <random>

namespace attention::training {

/** How a language model does on a fixed held-out set, and what each head does. */
struct LanguageEvaluation
{
    double loss = 0;
    double copyAccuracy = 0; // share of scored next tokens predicted right
    /** [layer][head]: mean weight on the previous position, and on the position an induction
     *  head would look at (the token after the earlier occurrence of the current one). */
    std::vector<std::vector<double>> previousTokenScore, inductionScore;
};

/** Trains a TrainableDecoder on a language task with Adam, a batch of fresh sequences a step. */
class DecoderTrainer
{
public:
    DecoderTrainer(LanguageTaskKind task, std::uint64_t seed);

    void step(int batchSize = 16);
    LanguageEvaluation evaluate() const;

    double learningRate = 3e-3;
    long steps() const { return mSteps; }
    const LanguageTask &task() const { return mTask; }
    const TrainableDecoder &decoder() const { return mDecoder; }

private:
    LanguageTask mTask;
    TrainableDecoder mDecoder;
    std::mt19937_64 mRandom;
    std::vector<TextExample> mHeldOut;
    Adam mOptimizer;
    long mSteps = 0;
};

} // namespace attention::training
