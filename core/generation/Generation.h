#pragma once

#include "core/generation/DecoderModel.h"
#include "core/generation/Sampling.h"

#include <cstdint>
#include <vector>

namespace attention::generation {

enum class Strategy { Greedy, Sample };

struct GenerationOptions
{
    Strategy strategy = Strategy::Greedy;
    SamplingOptions sampling; // read when sampling
    std::uint64_t seed = 1; // the same seed gives the same text
    int maxNewTokens = 20;
};

/** One written token and the choice behind it. */
struct GeneratedToken
{
    int token = 0;
    double probability = 0; // in the distribution it was picked from (greedy: the model's softmax)
    int kept = 0; // tokens the strategy left possible (greedy: 1)
    std::vector<double> distribution; // that distribution, one entry per vocabulary word
};

/** Writes up to maxNewTokens after the prompt with the KV cache, stopping early when the
 *  context is full. The prompt must be 1 or more ids of the model's vocabulary. */
Outcome<std::vector<GeneratedToken>> generate(const DecoderModel &model, const std::vector<int> &prompt, const GenerationOptions &options);

} // namespace attention::generation
