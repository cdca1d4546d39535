#pragma once

#include "core/Outcome.h"
#include "core/pipeline/AttentionConfig.h"

#include <functional>
#include <vector>

namespace attention {

/** One d_k of the "why scale by sqrt(d_k)" study, measured on the lesson's sentences. */
struct ScalingPoint
{
    int dk = 0;
    double rawVariance = 0; // variance of q . k over the open cells
    double entropyUnscaled = 0; // mean row entropy of softmax(q . k), nats
    double entropyScaled = 0; // mean row entropy of softmax(q . k / sqrt(d_k))
    double maxWeightUnscaled = 0; // mean over rows of the largest weight
    double maxWeightScaled = 0;
};

std::vector<int> defaultScalingDimensions(); // 2, 4, 8, ..., 1024
/** Recomputes the lesson's dot-product scores at each d_k (same sentences, random embeddings
 *  and projections whatever the lesson uses) and measures both softmaxes, averaged over `draws` seeds from the lesson's.
 *  stillWanted, when given, is asked before each d_k; once it says no, the study gives up. */
Outcome<std::vector<ScalingPoint>> scalingStudy(const Lesson &lesson, const std::vector<int> &dimensions, int draws = 4,
                                                const std::function<bool()> &stillWanted = {});

} // namespace attention
