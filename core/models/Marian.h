#pragma once

#include "core/Outcome.h"
#include "core/models/ForwardPass.h"
#include "core/models/ModelConfig.h"
#include "core/models/WeightSet.h"

#include <memory>
#include <vector>

namespace attention::models {

/**
 * A Marian translation model (modeling_marian.py): embeddings scaled by sqrt(d_model) plus
 * sinusoidal positions (sin in the first half, cos in the second), post-LayerNorm encoder and
 * decoder layers with swish MLPs, the decoder attending to the encoded source, logits through
 * the shared embeddings plus final_logits_bias.
 */
class Marian
{
public:
    ~Marian();
    static Outcome<std::unique_ptr<Marian>> make(ModelConfig config, std::shared_ptr<const WeightSet> weights);

    const ModelConfig &config() const { return mConfig; }

    /** The source read once: its last layer's rows, and its self attention. */
    struct Encoded
    {
        Matrix hidden;
        LayerAttentions attentions;
        std::vector<Matrix> crossKeys, crossValues; // each decoder layer's keys and values of the source
    };
    Outcome<Encoded> encode(const std::vector<int> &sourceIds) const;

    /** The decoder over `decoderInput` (the start token and the labels but the last, as Hugging
     *  Face shifts them): every layer's self and cross attention, and the logits of each row. */
    Outcome<TranslationPass> decode(const Encoded &source, const std::vector<int> &decoderInput, bool lastLogitsOnly = false) const;

    /** The translation as generate() writes it with num_beams 1: each token the argmax (banned
     *  words never), until </s> or the length limit (the start token counted), not the start. */
    Outcome<std::vector<int>> greedy(const Encoded &source, int maxLength) const;

    /** The translation as generate() writes it with `beams` beams (transformers' BeamSearchScorer:
     *  length penalty 1, no early stop: a search ends when no beam can beat the finished ones);
     *  one beam is greedy(). The </s> that ends it is written where the limit leaves room. */
    Outcome<std::vector<int>> search(const Encoded &source, int maxLength, int beams) const;

private:
    /** Log-probabilities of the next token after `input`, banned words and the forced end applied. */
    Outcome<RowVector> nextScores(const Encoded &source, const std::vector<int> &input, int maxLength) const;
    struct Attention;
    struct EncoderBlock;
    struct DecoderBlock;
    Marian(ModelConfig config, std::shared_ptr<const WeightSet> weights);
    Matrix embed(const std::vector<int> &ids, int firstPosition) const;

    ModelConfig mConfig;
    std::shared_ptr<const WeightSet> mWeights;
    std::vector<EncoderBlock> mEncoder;
    std::vector<DecoderBlock> mDecoder;
    MatrixView mEmbedding;
    VectorView mLogitsBias;
    Matrix mPositions; // [maxPositions][d]: the file's, or computed as Marian does
};

} // namespace attention::models
