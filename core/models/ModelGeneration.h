#pragma once

#include "core/generation/Generation.h"
#include "core/generation/SteppingDecoder.h"
#include "core/models/CausalLanguageModel.h"

#include <memory>

namespace attention::models {

/**
 * A real decoder continues the prompt: up to maxNewTokens, greedy or sampled (temperature, top-k,
 * top-p, seed) as the Generate tab's models are, each step one token through the key-value cache;
 * it stops after writing endToken (>= 0) or when the context is full. Each written token keeps
 * its probability and how many tokens the strategy left possible, not the whole distribution.
 */
Outcome<std::vector<generation::GeneratedToken>> continueText(const CausalLanguageModel &model, const std::vector<int> &prompt,
                                                              const generation::GenerationOptions &options, int endToken);

/** A decoder-only model's sizes (grouped-query attention: the cache is its key/value heads wide). */
generation::DecoderSizes decoderSizes(const ModelConfig &config);

/** A real decoder for the Generate tab's session: one token a step through its key-value cache,
 *  the numbers of read() (tests: the golden greedy continuations, step by step). */
std::unique_ptr<generation::SteppingDecoder> steppingDecoder(std::shared_ptr<const CausalLanguageModel> model);

} // namespace attention::models
