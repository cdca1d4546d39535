#pragma once

#include "core/Outcome.h"
#include "core/Random.h"
#include "core/Types.h"

#include <vector>

namespace attention::generation {

/** How the next token is picked from the model's logits (shared/golden/README.md,
 *  sample_filter): divide by the temperature, keep the top k, softmax, keep the top p. */
struct SamplingOptions
{
    double temperature = 1.0; // > 0
    int topK = 0; // 0 = off
    double topP = 1.0; // in (0, 1]; 1 = off
};

/** Temperature above zero, top-k not negative, top-p in (0, 1]. */
Outcome<void> checkSampling(const SamplingOptions &options);

/** Whether a model's logits can be turned into probabilities: weights that are finite but too
 *  large (1e20 through a few layers) overflow a float into inf and NaN. */
Outcome<void> checkLogits(const Matrix &logits);

/** The distribution a sampler draws from: one probability per token, 0 for the filtered out.
 *  In double, so that a chi-square test of 100,000 draws measures the sampler, not rounding. */
std::vector<double> filteredDistribution(const RowVector &logits, const SamplingOptions &options);

/** Top-p's last step alone, on a distribution temperature and top-k have made: the most
 *  probable tokens until their total reaches topP, renormalised (1: all of them). */
std::vector<double> keepTopP(std::vector<double> probabilities, double topP);

/** Token ids, most probable first, equal probabilities lower id first: the order in which
 *  top-p adds tokens up (filteredDistribution) and the Generate tab draws its running total. */
std::vector<std::size_t> mostLikelyFirst(const std::vector<double> &probabilities);

/** One draw from a distribution (probabilities summing to 1); never a token of probability 0. */
int drawToken(const std::vector<double> &probabilities, SeededRandom &random);

/** The most probable token, the lowest id among equals. */
int greedyToken(const RowVector &logits);

} // namespace attention::generation
