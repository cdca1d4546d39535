#pragma once

#include "core/pipeline/AttentionConfig.h"

namespace attention {

/** What the scores and weights cost for a configuration at a sequence length. */
struct AttentionCost
{
    double scoreMultiplyAdds = 0; // Q K^T (or the additive layer)
    double contextMultiplyAdds = 0;
    double projectionMultiplyAdds = 0;
    double exponentials = 0;
    double scoreBytes = 0; // float32, all heads
    double weightBytes = 0;
};
AttentionCost attentionCost(const AttentionConfig &config, int queries, int keys);

} // namespace attention
