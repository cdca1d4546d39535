#include "core/training/DecoderTrainer.h"

#include "core/generation/Generation.h"

#include <algorithm>

namespace attention::training {

namespace {

constexpr int kHeldOut = 200;

TokenBatch batchOf(const std::vector<TextExample> &examples)
{
    TokenBatch batch;
    for (const TextExample &example : examples) {
        batch.sequences.push_back(example.tokens);
        batch.scored.push_back(example.scored);
    }
    return batch;
}

} // namespace

DecoderTrainer::DecoderTrainer(LanguageTaskKind task, std::uint64_t seed)
    : mTask(LanguageTask::make(task)), mDecoder(mTask.shape(), seed), mRandom(seed), mOptimizer(mDecoder.parameters())
{
    std::mt19937_64 heldOutRandom(seed ^ 0x5EEDull);
    for (int i = 0; i < kHeldOut; ++i)
        mHeldOut.push_back(mTask.sample(heldOutRandom));
}

void DecoderTrainer::step(int batchSize)
{
    std::vector<TextExample> examples;
    for (int i = 0; i < batchSize; ++i)
        examples.push_back(mTask.sample(mRandom));
    TrainableDecoder::Pass pass = mDecoder.forward(batchOf(examples));
    pass.tape.backward(pass.loss);
    std::vector<MatrixD> gradients;
    for (Tape::Id id : pass.parameters)
        gradients.push_back(pass.tape.gradient(id));
    mOptimizer.step(mDecoder.parameters(), std::move(gradients), learningRate);
    ++mSteps;
}

LanguageEvaluation DecoderTrainer::evaluate() const
{
    const int layers = mTask.shape().layers, heads = mTask.shape().heads, length = mTask.length();
    LanguageEvaluation evaluation;
    constexpr int kOffsets = LanguageEvaluation::kOffsets;
    std::vector<std::vector<std::vector<double>>> backSum(
        std::size_t(layers), std::vector<std::vector<double>>(std::size_t(heads), std::vector<double>(kOffsets, 0.0)));
    std::vector<std::vector<std::vector<double>>> shiftSum = backSum;
    long scored = 0, measured = 0, correct = 0, backCount = 0, probeCount = 0;
    double lossSum = 0;
    constexpr std::size_t kChunk = 50;
    for (std::size_t first = 0; first < mHeldOut.size(); first += kChunk) {
        const std::vector<TextExample> chunk(mHeldOut.begin() + long(first),
                                             mHeldOut.begin() + long(std::min(first + kChunk, mHeldOut.size())));
        const TrainableDecoder::Pass pass = mDecoder.forward(batchOf(chunk));
        lossSum += pass.tape.value(pass.loss)(0, 0) * double(pass.targets.size());
        scored += long(pass.targets.size());
        std::size_t next = 0; // the predictions come sequence by sequence, in the order of `scored`
        for (const TextExample &example : chunk)
            for (const int position : example.scored) {
                if (std::find(example.measured.begin(), example.measured.end(), position) != example.measured.end()) {
                    ++measured;
                    correct += pass.predicted[next] == pass.targets[next];
                }
                ++next;
            }
        for (std::size_t s = 0; s < chunk.size(); ++s) {
            const int base = int(s) * length;
            backCount += length - kOffsets; // the positions with every offset behind them
            probeCount += long(chunk[s].probes.size());
            for (int l = 0; l < layers; ++l)
                for (int h = 0; h < heads; ++h) {
                    const MatrixD &w = pass.tape.value(pass.attention[std::size_t(l)][std::size_t(h)]);
                    std::vector<double> &back = backSum[std::size_t(l)][std::size_t(h)];
                    std::vector<double> &shift = shiftSum[std::size_t(l)][std::size_t(h)];
                    for (int i = kOffsets; i < length; ++i)
                        for (int d = 0; d < kOffsets; ++d)
                            back[std::size_t(d)] += w(base + i, i - d);
                    for (const AttentionProbe &probe : chunk[s].probes)
                        for (int d = 0; d < kOffsets && probe.key - 1 + d <= probe.query; ++d)
                            shift[std::size_t(d)] += w(base + probe.query, probe.key - 1 + d); // above the diagonal: 0
                }
        }
    }
    evaluation.loss = scored ? lossSum / double(scored) : 0;
    evaluation.accuracy = measured ? double(correct) / double(measured) : 0;
    evaluation.previousTokenScore.assign(std::size_t(layers), std::vector<double>(std::size_t(heads)));
    evaluation.probeScore = evaluation.previousTokenScore;
    for (std::size_t l = 0; l < std::size_t(layers); ++l)
        for (std::size_t h = 0; h < std::size_t(heads); ++h) {
            for (double &share : backSum[l][h])
                share /= double(std::max(backCount, 1L));
            for (double &share : shiftSum[l][h])
                share /= double(std::max(probeCount, 1L));
            evaluation.previousTokenScore[l][h] = backSum[l][h][1];
            evaluation.probeScore[l][h] = shiftSum[l][h][1];
        }
    evaluation.lookBack = std::move(backSum);
    evaluation.probeShift = std::move(shiftSum);
    return evaluation;
}

double grammaticalShare(const generation::DecoderModel &model, const LanguageTask &task, double temperature, int sentences,
                        std::uint64_t seed)
{
    constexpr int kLongestSentence = 24; // the grammar's longest is 16 words with its "."
    const int boundary = task.boundaryToken();
    generation::GenerationOptions options;
    options.strategy = generation::Strategy::Sample;
    options.sampling.temperature = temperature;
    options.maxNewTokens = std::min(kLongestSentence, model.positions - 1);
    int accepted = 0;
    for (int i = 0; i < sentences; ++i) {
        options.seed = seed + std::uint64_t(i);
        const auto written = generation::generate(model, {boundary}, options);
        if (!written)
            continue;
        std::vector<std::string> words;
        for (const generation::GeneratedToken &step : *written) {
            words.push_back(task.vocabulary()[std::size_t(step.token)]);
            if (step.token == boundary)
                break;
        }
        accepted += !words.empty() && words.back() == "." && task.grammar().accepts(words);
    }
    return sentences > 0 ? double(accepted) / sentences : 0.0;
}

} // namespace attention::training
