#pragma once

#include "core/Outcome.h"
#include "core/Types.h"

#include <cstdint>
#include <vector>

namespace attention::generation {

/** One pre-LayerNorm block: x += MHA(LN1(x)) with a causal mask, then x += fc2(GELU(fc1(LN2(x)))).
 *  Layouts are PyTorch's: a weight is [out][in] and y = x W^T + b; inProjWeight stacks the
 *  query, key and value projections ([3 d][d]) as torch.nn.MultiheadAttention does. */
struct DecoderBlock
{
    Vector ln1Weight, ln1Bias;
    Matrix inProjWeight; // [3 d][d]
    Vector inProjBias; // [3 d]
    Matrix outProjWeight; // [d][d]
    Vector outProjBias;
    Vector ln2Weight, ln2Bias;
    Matrix fc1Weight; // [ffn][d]
    Vector fc1Bias;
    Matrix fc2Weight; // [d][ffn]
    Vector fc2Bias;
};

/** A GPT-style language model: token and learned position embeddings, blocks, a final
 *  LayerNorm and an output layer to the vocabulary (shared/golden/README.md, decoder_lm). */
struct DecoderModel
{
    int vocab = 0, dModel = 0, heads = 1, ffn = 0, positions = 0;
    Matrix tokenEmbedding; // [vocab][d]
    Matrix positionEmbedding; // [positions][d]
    std::vector<DecoderBlock> blocks;
    Vector finalLnWeight, finalLnBias;
    Matrix lmHeadWeight; // [vocab][d]
    Vector lmHeadBias;

    int layers() const { return static_cast<int>(blocks.size()); }
    int headDim() const { return dModel / heads; }
};

/** The sizes the app offers (issue "Generate"): small enough to train and draw live. */
namespace decoderLimits {
constexpr int kMaxLayers = 4;
constexpr int kMaxHeads = 8;
constexpr int kMaxDModel = 256;
constexpr int kMaxPositions = 512; // the issue asks 256; bench generates 16 + 256
constexpr int kMaxVocab = 4096;
constexpr int kMaxFfn = 1024;
} // namespace decoderLimits

struct DecoderShape
{
    int vocab = 0, dModel = 0, heads = 1, layers = 1, ffn = 0, positions = 0;
};

/** Every size within the limits, heads dividing d_model, every matrix of its declared shape. */
Outcome<void> checkDecoderModel(const DecoderModel &model);

/** A model of that shape with random weights (N(0, 0.02²) as GPT-2 starts; LayerNorms the
 *  identity), the same for the same seed. */
DecoderModel randomDecoderModel(const DecoderShape &shape, std::uint64_t seed);

/** Multiply-adds of one token's pass through the model when `cached` earlier keys and values
 *  are reused, or of recomputing all `length` rows. */
double decoderStepWork(const DecoderModel &model, int length, bool cached);

} // namespace attention::generation
