#pragma once

#include <string>
#include <vector>

namespace attention::models {

/** The architectures a model folder may hold, from config.json's model_type. */
enum class Family { Gpt2, Llama, Qwen2, Bert, DistilBert, Marian };

const char *familyName(Family family); // "gpt2", "llama", ...

/** Activation functions as config.json names them. */
enum class Activation { Gelu, GeluTanh, Silu, Relu };

/**
 * A model's shape and its numerical choices, read from config.json (ui/formats/huggingface/
 * ModelConfigJson), each field under the name its family gives it.
 */
struct ModelConfig
{
    Family family = Family::Gpt2;
    std::string architecture; // "GPT2LMHeadModel", ...
    int vocabSize = 0;
    int hiddenSize = 0; // d_model
    int layers = 0; // the encoder's for Marian
    int heads = 0; // query heads (the encoder's for Marian)
    int keyValueHeads = 0; // grouped-query attention: fewer key/value heads than query heads
    int intermediateSize = 0; // the MLP's width (the encoder's for Marian)
    int maxPositions = 0;
    double normEpsilon = 1e-5;
    double ropeTheta = 10000;
    Activation activation = Activation::Gelu;
    bool tieWordEmbeddings = true;
    int typeVocabSize = 0; // BERT's token types
    // Marian's decoder and its generation settings.
    int decoderLayers = 0;
    int decoderHeads = 0;
    int decoderIntermediateSize = 0;
    bool scaleEmbedding = false;
    int padTokenId = -1;
    int bosTokenId = -1;
    int eosTokenId = -1;
    int decoderStartTokenId = -1;
    std::vector<std::vector<int>> badWordsIds;
    int forcedEosTokenId = -1; // written when the length limit is reached
    int maxLength = 0; // generation's length limit, the start token included (Marian)
    int numBeams = 1;

    int headDim() const { return heads > 0 ? hiddenSize / heads : 0; }
    bool isDecoderOnly() const { return family == Family::Gpt2 || family == Family::Llama || family == Family::Qwen2; }
    bool isEncoderOnly() const { return family == Family::Bert || family == Family::DistilBert; }
};

} // namespace attention::models
