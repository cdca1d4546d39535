#pragma once

#include "core/generation/DecoderModel.h"
#include "core/training/Adam.h"
#include "core/training/LanguageTasks.h"
#include "core/training/TrainableDecoder.h"

#include <random>

namespace attention::training {

/** How a language model does on a fixed held-out set, and what each head does. */
struct LanguageEvaluation
{
    double loss = 0;
    double accuracy = 0; // share of measured next tokens predicted right (induction: the copy accuracy)
    /** [layer][head]: mean weight on the previous position, and on the key of the task's probes
     *  (induction: the token after the earlier occurrence of the current one; grammar: the
     *  subject noun, from the word before its verb). */
    std::vector<std::vector<double>> previousTokenScore, probeScore;
    /** [layer][head][d], d below kOffsets: mean weight on the position d back (0: the token
     *  itself; previousTokenScore is d = 1), and from each probe's query on the position d after
     *  the one before the probe's key (induction: d after the earlier occurrence; probeScore is
     *  d = 1). A head that reads a fixed distance back, or a shifted induction head, shows here. */
    static constexpr int kOffsets = 8;
    std::vector<std::vector<std::vector<double>>> lookBack, probeShift;
};

/** grammar: writes `sentences` sentences, each after ".", sampling at `temperature` with the
 *  seeds seed, seed + 1, ..., and returns the share that the task's grammar accepts. */
double grammaticalShare(const generation::DecoderModel &model, const LanguageTask &task, double temperature, int sentences,
                        std::uint64_t seed);

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
