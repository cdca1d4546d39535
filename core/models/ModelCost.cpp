#include "core/models/ModelCost.h"

namespace attention::models {

Cost modelRunCost(const ModelConfig &c, double tokens, double targetTokens)
{
    const double d = c.hiddenSize;
    const double kv = double(c.keyValueHeads > 0 ? c.keyValueHeads : c.heads) * c.headDim();
    const double perToken =
        2 * d * d + 2 * d * kv + (c.family == Family::Llama || c.family == Family::Qwen2 ? 3 : 2) * d * c.intermediateSize;
    Cost cost;
    const auto stack = [&](double layers, double heads, double queries, double keys, double width) {
        cost.work += layers * (queries * perToken + 2 * queries * keys * width + 20 * heads * queries * keys);
        cost.bytes += layers * heads * queries * keys * 4 * 2 + 8 * queries * width;
    };
    stack(c.layers, c.heads, tokens, tokens, d);
    if (c.family == Family::Marian) {
        stack(c.decoderLayers, c.decoderHeads, targetTokens, targetTokens, d);
        stack(c.decoderLayers, c.decoderHeads, targetTokens, tokens, d);
    }
    const double logitRows = c.isDecoderOnly() ? 1 : targetTokens;
    cost.work += logitRows * d * c.vocabSize;
    cost.bytes += logitRows * c.vocabSize * 4;
    return cost;
}

} // namespace attention::models
