#include "app/GenerationBench.h"

#include "core/generation/DecoderForward.h"
#include "core/generation/KvCache.h"
#include "core/generation/Sampling.h"

#include <QElapsedTimer>

#include <algorithm>
#include <vector>

namespace attention::cli {

namespace {

using namespace generation;

constexpr int kPrompt = 16;
constexpr int kNewTokens = 256;

/** The best of a few passes over the weights as the cached step reads them. */
double weightStreamMs(const DecoderModel &m, int passes)
{
    std::vector<const Matrix *> weights;
    for (const DecoderBlock &b : m.blocks)
        for (const Matrix *w : {&b.inProjWeight, &b.outProjWeight, &b.fc1Weight, &b.fc2Weight})
            weights.push_back(w);
    weights.push_back(&m.lmHeadWeight);
    double best = 1e300;
    volatile float sink = 0;
    for (int pass = 0; pass < passes; ++pass) {
        QElapsedTimer timer;
        timer.start();
        float sum = 0;
        for (const Matrix *w : weights)
            sum += w->sum();
        sink = sink + sum;
        best = std::min(best, timer.nsecsElapsed() / 1e6);
    }
    return best;
}

} // namespace

GenerationTiming timeGeneration(bool quick)
{
    const DecoderModel model = randomDecoderModel({512, 256, 8, 4, 1024, kPrompt + kNewTokens}, 2026);
    std::vector<int> tokens;
    for (int i = 0; i < kPrompt; ++i)
        tokens.push_back((i * 37) % model.vocab);

    GenerationTiming timing;
    timing.weightStreamMs = weightStreamMs(model, 20);

    // Cached: the prompt fills the cache (not timed), then each new token is one step.
    double best = 1e300;
    for (int run = 0; run < (quick ? 1 : 3); ++run) {
        KvCache cache(model);
        Outcome<CachedStep> step = cache.step(tokens[0]);
        for (int i = 1; i < kPrompt; ++i)
            step = cache.step(tokens[std::size_t(i)]);
        QElapsedTimer timer;
        timer.start();
        for (int i = 0; i < kNewTokens && step; ++i)
            step = cache.step(greedyToken(step->logits));
        best = std::min(best, timer.nsecsElapsed() / 1e6 / kNewTokens);
    }
    timing.cachedMs = best;

    // Recomputing: the whole sequence each token. Timed at evenly spaced lengths and averaged,
    // which is the mean over all 256 steps to within the spacing (the full run took 30 s).
    const int samples = quick ? 4 : 16;
    double total = 0;
    std::vector<int> sequence = tokens;
    for (int i = 0; i < kNewTokens; ++i)
        sequence.push_back((i * 11 + 5) % model.vocab);
    for (int s = 0; s < samples; ++s) {
        const int length = kPrompt + (s * kNewTokens + kNewTokens / 2) / samples;
        const std::vector<int> prefix(sequence.begin(), sequence.begin() + length);
        QElapsedTimer timer;
        timer.start();
        const auto pass = decodeSequence(model, prefix);
        total += timer.nsecsElapsed() / 1e6;
        if (!pass)
            return timing;
    }
    timing.uncachedMs = total / samples;
    return timing;
}

} // namespace attention::cli
