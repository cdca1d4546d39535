#pragma once

#include "core/Outcome.h"
#include "core/models/ForwardPass.h"
#include "core/models/ModelConfig.h"
#include "core/models/WeightSet.h"

#include <memory>
#include <vector>

namespace attention::models {

/**
 * An encoder of the BERT kind (modeling_bert.py, modeling_distilbert.py): token, position (and for
 * BERT token-type 0) embeddings and a LayerNorm, then post-LayerNorm blocks of bidirectional
 * self attention and a GELU MLP. Names with or without "bert." / "distilbert.".
 */
class Bert
{
public:
    ~Bert();
    static Outcome<std::unique_ptr<Bert>> make(ModelConfig config, std::shared_ptr<const WeightSet> weights);

    const ModelConfig &config() const { return mConfig; }
    /** Every layer's attention over the ids ([CLS] and [SEP] included, as the tokenizer adds them). */
    Outcome<ForwardPass> forward(const std::vector<int> &ids) const;

private:
    struct Block;
    Bert(ModelConfig config, std::shared_ptr<const WeightSet> weights);

    ModelConfig mConfig;
    std::shared_ptr<const WeightSet> mWeights;
    std::vector<Block> mBlocks;
    MatrixView mTokens, mPositions, mTypes;
    VectorView mNormWeight, mNormBias;
};

} // namespace attention::models
