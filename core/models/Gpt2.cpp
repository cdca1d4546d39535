#include "core/models/Gpt2.h"

#include "core/models/TransformerLayers.h"

namespace attention::models {

namespace {
const std::vector<std::string> kPrefixes{"", "transformer."};
} // namespace

struct Gpt2::Block
{
    VectorView norm1Weight, norm1Bias, attentionBias, projectionBias, norm2Weight, norm2Bias, upBias, downBias;
    MatrixView attention, projection, up, down;
};

Gpt2::Gpt2(ModelConfig config, std::shared_ptr<const WeightSet> weights) : mConfig(std::move(config)), mWeights(std::move(weights)) {}

Gpt2::~Gpt2() = default;

Outcome<std::unique_ptr<Gpt2>> Gpt2::make(ModelConfig config, std::shared_ptr<const WeightSet> weights)
{
    std::unique_ptr<Gpt2> model(new Gpt2(std::move(config), std::move(weights)));
    const ModelConfig &c = model->mConfig;
    const std::int64_t d = c.hiddenSize, inner = c.intermediateSize;
    WeightReader read(*model->mWeights, kPrefixes);
    model->mTokenEmbedding = read.matrix("wte.weight", c.vocabSize, d);
    model->mPositionEmbedding = read.matrix("wpe.weight", c.maxPositions, d);
    for (int l = 0; l < c.layers; ++l) {
        const std::string p = "h." + std::to_string(l) + ".";
        model->mBlocks.push_back(Block{read.vector(p + "ln_1.weight", d), read.vector(p + "ln_1.bias", d),
                                       read.vector(p + "attn.c_attn.bias", 3 * d), read.vector(p + "attn.c_proj.bias", d),
                                       read.vector(p + "ln_2.weight", d), read.vector(p + "ln_2.bias", d),
                                       read.vector(p + "mlp.c_fc.bias", inner), read.vector(p + "mlp.c_proj.bias", d),
                                       read.matrix(p + "attn.c_attn.weight", d, 3 * d), read.matrix(p + "attn.c_proj.weight", d, d),
                                       read.matrix(p + "mlp.c_fc.weight", d, inner), read.matrix(p + "mlp.c_proj.weight", inner, d)});
    }
    model->mFinalNormWeight = read.vector("ln_f.weight", d);
    model->mFinalNormBias = read.vector("ln_f.bias", d);
    // The LM head: its own tensor where the file has one (a float16 export writes lm_head.weight).
    WeightReader head(*model->mWeights, {""});
    model->mHead = head.has("lm_head.weight") ? head.matrix("lm_head.weight", c.vocabSize, d) : model->mTokenEmbedding;
    if (read.problem())
        return *read.problem();
    if (head.problem())
        return *head.problem();
    return model;
}

Outcome<ForwardPass> Gpt2::read(const std::vector<int> &ids, KeyValueCache &cache, bool logits, bool lastLogitsOnly) const
{
    const ModelConfig &c = mConfig;
    const int first = cache.length;
    const auto n = Eigen::Index(ids.size());
    if (first + n > c.maxPositions)
        return Message("model.context", ATTENTION_MESSAGE("the model reads at most %1 tokens, and this is %2"),
                       {c.maxPositions, first + int(n)});
    for (int id : ids)
        if (id < 0 || id >= c.vocabSize)
            return Message("model.token_id", ATTENTION_MESSAGE("token id %1 is not in the model's vocabulary of %2"), {id, c.vocabSize});
    if (cache.keys.empty()) {
        cache.keys.assign(std::size_t(c.layers), Matrix(0, c.hiddenSize));
        cache.values.assign(std::size_t(c.layers), Matrix(0, c.hiddenSize));
    }
    Matrix h(n, c.hiddenSize);
    for (Eigen::Index t = 0; t < n; ++t)
        h.row(t) = mTokenEmbedding.map().row(ids[std::size_t(t)]) + mPositionEmbedding.map().row(first + t);
    ForwardPass pass;
    pass.attentions.resize(std::size_t(c.layers));
    const Eigen::Index d = c.hiddenSize;
    for (int l = 0; l < c.layers; ++l) {
        const Block &b = mBlocks[std::size_t(l)];
        const Matrix qkv = conv1d(layerNorm(h, b.norm1Weight, b.norm1Bias, c.normEpsilon), b.attention, b.attentionBias);
        Matrix &keys = cache.keys[std::size_t(l)], &values = cache.values[std::size_t(l)];
        keys.conservativeResize(first + n, d);
        values.conservativeResize(first + n, d);
        keys.bottomRows(n) = qkv.middleCols(d, d);
        values.bottomRows(n) = qkv.rightCols(d);
        const Matrix context = multiHeadAttention(qkv.leftCols(d), keys, values, c.heads, c.heads, true, &pass.attentions[std::size_t(l)]);
        h += conv1d(context, b.projection, b.projectionBias);
        Matrix inner = conv1d(layerNorm(h, b.norm2Weight, b.norm2Bias, c.normEpsilon), b.up, b.upBias);
        activate(inner, c.activation);
        h += conv1d(inner, b.down, b.downBias);
    }
    cache.length = first + int(n);
    if (logits) {
        const Matrix rows = lastLogitsOnly ? Matrix(h.bottomRows(1)) : h;
        pass.logits = linear(layerNorm(rows, mFinalNormWeight, mFinalNormBias, c.normEpsilon), mHead);
    }
    return pass;
}

Outcome<std::vector<int>> greedyContinuation(const CausalLanguageModel &model, const std::vector<int> &prompt, int count)
{
    KeyValueCache cache;
    std::vector<int> written;
    auto pass = model.read(prompt, cache, true, true);
    for (int i = 0; i < count; ++i) {
        if (!pass)
            return pass.problem();
        Eigen::Index next = 0;
        pass->logits.row(pass->logits.rows() - 1).maxCoeff(&next);
        written.push_back(int(next));
        if (i + 1 < count)
            pass = model.read({int(next)}, cache, true, true);
    }
    return written;
}

} // namespace attention::models
