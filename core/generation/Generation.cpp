#include "core/generation/Generation.h"

#include "core/generation/DecoderForward.h"
#include "core/generation/KvCache.h"

namespace attention::generation {

Outcome<std::vector<GeneratedToken>> generate(const DecoderModel &model, const std::vector<int> &prompt, const GenerationOptions &options)
{
    if (auto ok = checkDecoderModel(model); !ok)
        return ok.problem();
    if (auto ok = checkTokens(model, prompt); !ok)
        return ok.problem();
    if (options.strategy == Strategy::Sample)
        if (auto ok = checkSampling(options.sampling); !ok)
            return ok.problem();
    KvCache cache(model);
    Outcome<CachedStep> step = Message("decoder.length", ATTENTION_MESSAGE("The prompt is empty."));
    for (int token : prompt)
        step = cache.step(token);
    SeededRandom random(options.seed);
    std::vector<GeneratedToken> written;
    while (step && int(written.size()) < options.maxNewTokens) {
        GeneratedToken next;
        if (options.strategy == Strategy::Greedy) {
            next.distribution = filteredDistribution(step->logits, SamplingOptions{}); // the model's own
            next.token = greedyToken(step->logits);
        } else {
            next.distribution = filteredDistribution(step->logits, options.sampling);
            next.token = drawToken(next.distribution, random);
        }
        next.probability = next.distribution[std::size_t(next.token)];
        for (double p : next.distribution)
            next.kept += p > 0 ? 1 : 0;
        if (options.strategy == Strategy::Greedy)
            next.kept = 1; // the argmax is the only choice
        written.push_back(std::move(next));
        if (cache.length() == model.positions)
            break;
        step = cache.step(written.back().token);
    }
    if (!step)
        return step.problem();
    return written;
}

} // namespace attention::generation
