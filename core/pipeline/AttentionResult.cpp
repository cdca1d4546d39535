#include "core/pipeline/AttentionResult.h"

#include "core/textbook/Softmax.h"

namespace attention {

Matrix AttentionResult::logits() const
{
    Matrix out = scores / static_cast<Scalar>(config.temperature);
    makeFinite(out);
    return out;
}

void takeSingleHead(AttentionResult &r, HeadOutputs head)
{
    r.rawScores = std::move(head.rawScores);
    r.scores = std::move(head.scores);
    r.weights = std::move(head.weights);
    r.context = std::move(head.context);
    r.output = r.context;
    r.additiveQueryPart = std::move(head.additiveQueryPart);
    r.additiveKeyPart = std::move(head.additiveKeyPart);
}

} // namespace attention
