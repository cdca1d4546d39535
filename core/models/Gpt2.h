#pragma once

#include "core/models/CausalLanguageModel.h"
#include "core/models/WeightSet.h"

namespace attention::models {

/**
 * GPT-2 (modeling_gpt2.py): learned positions, pre-LayerNorm blocks of causal attention and an
 * MLP (gelu_new), weights in Conv1D's [in][out] layout, the LM head tied to the token embeddings
 * unless the file has its own. Tensor names with or without "transformer.".
 */
class Gpt2 : public CausalLanguageModel
{
public:
    ~Gpt2() override;
    static Outcome<std::unique_ptr<Gpt2>> make(ModelConfig config, std::shared_ptr<const WeightSet> weights);

    const ModelConfig &config() const override { return mConfig; }
    Outcome<ForwardPass> read(const std::vector<int> &ids, KeyValueCache &cache, bool logits, bool lastLogitsOnly) const override;

private:
    struct Block;
    Gpt2(ModelConfig config, std::shared_ptr<const WeightSet> weights);

    ModelConfig mConfig;
    std::shared_ptr<const WeightSet> mWeights;
    std::vector<Block> mBlocks;
    MatrixView mTokenEmbedding, mPositionEmbedding, mHead;
    VectorView mFinalNormWeight, mFinalNormBias;
};

} // namespace attention::models
