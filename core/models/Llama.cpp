#include "core/models/Llama.h"

#include "core/models/TransformerLayers.h"

namespace attention::models {

namespace {
const std::vector<std::string> kPrefixes{"model.", ""};
} // namespace

struct Llama::Block
{
    VectorView inputNorm, postAttentionNorm, queryBias, keyBias, valueBias;
    MatrixView query, key, value, output, gate, up, down;
};

Llama::Llama(ModelConfig config, std::shared_ptr<const WeightSet> weights) : mConfig(std::move(config)), mWeights(std::move(weights)) {}

Llama::~Llama() = default;

Outcome<std::unique_ptr<Llama>> Llama::make(ModelConfig config, std::shared_ptr<const WeightSet> weights)
{
    std::unique_ptr<Llama> model(new Llama(std::move(config), std::move(weights)));
    const ModelConfig &c = model->mConfig;
    const std::int64_t d = c.hiddenSize, kv = std::int64_t(c.keyValueHeads) * c.headDim(), inner = c.intermediateSize;
    WeightReader read(*model->mWeights, kPrefixes);
    model->mEmbedding = read.matrix("embed_tokens.weight", c.vocabSize, d);
    const bool biases = c.family == Family::Qwen2;
    for (int l = 0; l < c.layers; ++l) {
        const std::string p = "layers." + std::to_string(l) + ".";
        Block b;
        b.inputNorm = read.vector(p + "input_layernorm.weight", d);
        b.postAttentionNorm = read.vector(p + "post_attention_layernorm.weight", d);
        b.query = read.matrix(p + "self_attn.q_proj.weight", d, d);
        b.key = read.matrix(p + "self_attn.k_proj.weight", kv, d);
        b.value = read.matrix(p + "self_attn.v_proj.weight", kv, d);
        b.output = read.matrix(p + "self_attn.o_proj.weight", d, d);
        if (biases) {
            b.queryBias = read.vector(p + "self_attn.q_proj.bias", d);
            b.keyBias = read.vector(p + "self_attn.k_proj.bias", kv);
            b.valueBias = read.vector(p + "self_attn.v_proj.bias", kv);
        }
        b.gate = read.matrix(p + "mlp.gate_proj.weight", inner, d);
        b.up = read.matrix(p + "mlp.up_proj.weight", inner, d);
        b.down = read.matrix(p + "mlp.down_proj.weight", d, inner);
        model->mBlocks.push_back(b);
    }
    model->mFinalNorm = read.vector("norm.weight", d);
    WeightReader head(*model->mWeights, {""});
    model->mHead = c.tieWordEmbeddings && !head.has("lm_head.weight") ? model->mEmbedding : head.matrix("lm_head.weight", c.vocabSize, d);
    if (read.problem())
        return *read.problem();
    if (head.problem())
        return *head.problem();
    return model;
}

Outcome<ForwardPass> Llama::read(const std::vector<int> &ids, KeyValueCache &cache, bool logits, bool lastLogitsOnly) const
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
    const Eigen::Index kv = Eigen::Index(c.keyValueHeads) * c.headDim();
    if (cache.keys.empty()) {
        cache.keys.assign(std::size_t(c.layers), Matrix(0, kv));
        cache.values.assign(std::size_t(c.layers), Matrix(0, kv));
    }
    Matrix h(n, c.hiddenSize);
    for (Eigen::Index t = 0; t < n; ++t)
        h.row(t) = mEmbedding.map().row(ids[std::size_t(t)]);
    ForwardPass pass;
    pass.attentions.resize(std::size_t(c.layers));
    for (int l = 0; l < c.layers; ++l) {
        const Block &b = mBlocks[std::size_t(l)];
        const Matrix a = rmsNorm(h, b.inputNorm, c.normEpsilon);
        const ConstVectorMap qb = b.queryBias, kb = b.keyBias, vb = b.valueBias;
        Matrix q = linear(a, b.query, &qb);
        Matrix k = linear(a, b.key, &kb);
        applyRotary(q, c.heads, c.headDim(), c.ropeTheta, first);
        applyRotary(k, c.keyValueHeads, c.headDim(), c.ropeTheta, first);
        Matrix &keys = cache.keys[std::size_t(l)], &values = cache.values[std::size_t(l)];
        keys.conservativeResize(first + n, kv);
        values.conservativeResize(first + n, kv);
        keys.bottomRows(n) = k;
        values.bottomRows(n) = linear(a, b.value, &vb);
        const Matrix context = multiHeadAttention(q, keys, values, c.heads, c.keyValueHeads, true, &pass.attentions[std::size_t(l)]);
        h += linear(context, b.output);
        const Matrix m = rmsNorm(h, b.postAttentionNorm, c.normEpsilon);
        Matrix gate = linear(m, b.gate);
        activate(gate, c.activation);
        h += linear((gate.array() * linear(m, b.up).array()).matrix(), b.down);
    }
    cache.length = first + int(n);
    if (logits) {
        const Matrix rows = lastLogitsOnly ? Matrix(h.bottomRows(1)) : h;
        pass.logits = linear(rmsNorm(rows, mFinalNorm, c.normEpsilon), mHead);
    }
    return pass;
}

} // namespace attention::models
