#include "core/teaching/AttentionCost.h"

namespace attention {

AttentionCost attentionCost(const AttentionConfig &c, int queries, int keys)
{
    AttentionCost cost;
    const double n = queries, m = keys, d = c.dModel;
    const double heads = c.score == ScoreFunction::MultiHead ? c.heads : 1;
    cost.projectionMultiplyAdds = (n + 2 * m) * d * d + (c.score == ScoreFunction::MultiHead ? n * d * d : 0);
    cost.scoreMultiplyAdds = c.score == ScoreFunction::Additive  ? n * m * c.additiveSize + (n + m) * d * c.additiveSize
                             : c.score == ScoreFunction::General ? n * d * d + n * m * d
                                                                 : n * m * d; // heads split d between them
    cost.contextMultiplyAdds = n * m * d;
    cost.exponentials = n * m * heads;
    cost.scoreBytes = n * m * heads * sizeof(float);
    cost.weightBytes = n * m * heads * sizeof(float);
    return cost;
}

} // namespace attention
