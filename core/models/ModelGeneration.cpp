#include "core/models/ModelGeneration.h"

namespace attention::models {

Outcome<std::vector<generation::GeneratedToken>> continueText(const CausalLanguageModel &model, const std::vector<int> &prompt,
                                                              const generation::GenerationOptions &options, int endToken)
{
    using namespace generation;
    if (prompt.empty())
        return Message("decoder.length", ATTENTION_MESSAGE("The prompt is empty."));
    if (options.strategy == Strategy::Sample)
        if (auto ok = checkSampling(options.sampling); !ok)
            return ok.problem();
    KeyValueCache cache;
    auto pass = model.read(prompt, cache, true, true);
    SeededRandom random(options.seed);
    std::vector<GeneratedToken> written;
    while (pass && int(written.size()) < options.maxNewTokens) {
        const RowVector logits = pass->logits.bottomRows(1);
        if (auto finite = checkLogits(logits); !finite)
            return finite.problem();
        GeneratedToken next;
        const std::vector<double> distribution =
            filteredDistribution(logits, options.strategy == Strategy::Greedy ? SamplingOptions{} : options.sampling);
        next.token = options.strategy == Strategy::Greedy ? greedyToken(logits) : drawToken(distribution, random);
        next.probability = distribution[std::size_t(next.token)];
        for (double p : distribution)
            next.kept += p > 0 ? 1 : 0;
        if (options.strategy == Strategy::Greedy)
            next.kept = 1; // the argmax is the only choice
        written.push_back(std::move(next));
        if (written.back().token == endToken || cache.length >= model.config().maxPositions)
            break;
        pass = model.read({written.back().token}, cache, true, true);
    }
    if (!pass)
        return pass.problem();
    return written;
}

} // namespace attention::models
