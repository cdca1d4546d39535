#pragma once

#include "core/Outcome.h"
#include "core/Types.h"
#include "core/training/TrainedModel.h"

#include <cstdint>
#include <string>
#include <vector>

namespace attention {

/**
 * Other attention, same output (Jain & Wallace, 2019): for each output of a trained model, the
 * attention furthest from the learned one (Jensen-Shannon divergence) among the learned row's
 * weights shuffled over the keys (kSwapPermutations seeded shuffles), its largest weight traded
 * with another key's, and weight moved towards one key (kSwapMixSteps steps up to all on it),
 * that still writes the same token with an output distribution within kMostOutputChange (total
 * variation) of the learned one. A row where no candidate keeps the output keeps its weights.
 */
struct AttentionSwap
{
    Matrix learned; // [outputs][sources]
    Matrix swapped;
    std::vector<int> written; // what both write, token ids of the task's target vocabulary
    std::vector<double> learnedProbability; // of the written token
    std::vector<double> swappedProbability;
    std::vector<double> divergence; // per row, Jensen-Shannon in bits: 0 same, 1 nothing shared
    std::vector<double> outputChange; // per row, total variation between the two output distributions
    int rowsSwapped() const;
    double meanDivergence() const;
};

constexpr int kSwapPermutations = 200;
constexpr int kSwapMixSteps = 10; // (1 - m) learned + m on one key, m = 0.1, 0.2, ... 1
constexpr double kMostOutputChange = 0.05;

Outcome<AttentionSwap> swapAttention(const training::TrainedModel &model, const std::string &source, std::uint64_t seed = 1);

/** Jensen-Shannon divergence of two distributions, in bits (base-2 logarithms: 0 to 1). */
double jensenShannon(const Eigen::RowVectorXd &p, const Eigen::RowVectorXd &q);

} // namespace attention
