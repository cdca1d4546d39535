#pragma once

#include "core/models/CausalLanguageModel.h"
#include "core/models/WeightSet.h"

namespace attention::models {

/**
 * The Llama architecture (modeling_llama.py; Qwen2 adds biases to q, k and v): RMSNorm, rotary
 * positions, grouped-query attention (a key/value head shared by heads / kvHeads query heads) and
 * a SwiGLU MLP; the LM head tied to the embeddings where config says so. Names with or without
 * "model.".
 */
class Llama : public CausalLanguageModel
{
public:
    ~Llama() override;
    static Outcome<std::unique_ptr<Llama>> make(ModelConfig config, std::shared_ptr<const WeightSet> weights);

    const ModelConfig &config() const override { return mConfig; }
    Outcome<ForwardPass> read(const std::vector<int> &ids, KeyValueCache &cache, bool logits, bool lastLogitsOnly) const override;

private:
    struct Block;
    Llama(ModelConfig config, std::shared_ptr<const WeightSet> weights);

    ModelConfig mConfig;
    std::shared_ptr<const WeightSet> mWeights;
    std::vector<Block> mBlocks;
    MatrixView mEmbedding, mHead;
    VectorView mFinalNorm;
};

} // namespace attention::models
