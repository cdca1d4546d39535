#include "core/models/Bert.h"

#include "core/models/TransformerLayers.h"

namespace attention::models {

struct Bert::Block
{
    MatrixView query, key, value, output, up, down;
    VectorView queryBias, keyBias, valueBias, outputBias, attentionNormWeight, attentionNormBias, upBias, downBias, normWeight, normBias;
};

Bert::Bert(ModelConfig config, std::shared_ptr<const WeightSet> weights) : mConfig(std::move(config)), mWeights(std::move(weights)) {}

Bert::~Bert() = default;

Outcome<std::unique_ptr<Bert>> Bert::make(ModelConfig config, std::shared_ptr<const WeightSet> weights)
{
    std::unique_ptr<Bert> model(new Bert(std::move(config), std::move(weights)));
    const ModelConfig &c = model->mConfig;
    const bool distil = c.family == Family::DistilBert;
    const std::int64_t d = c.hiddenSize, inner = c.intermediateSize;
    WeightReader read(*model->mWeights, distil ? std::vector<std::string>{"distilbert.", ""} : std::vector<std::string>{"bert.", ""});
    model->mTokens = read.matrix("embeddings.word_embeddings.weight", c.vocabSize, d);
    model->mPositions = read.matrix("embeddings.position_embeddings.weight", c.maxPositions, d);
    if (!distil)
        model->mTypes = read.matrix("embeddings.token_type_embeddings.weight", std::max(c.typeVocabSize, 1), d);
    model->mNormWeight = read.vector("embeddings.LayerNorm.weight", d);
    model->mNormBias = read.vector("embeddings.LayerNorm.bias", d);
    for (int l = 0; l < c.layers; ++l) {
        Block b;
        if (distil) {
            const std::string p = "transformer.layer." + std::to_string(l) + ".";
            b.query = read.matrix(p + "attention.q_lin.weight", d, d), b.queryBias = read.vector(p + "attention.q_lin.bias", d);
            b.key = read.matrix(p + "attention.k_lin.weight", d, d), b.keyBias = read.vector(p + "attention.k_lin.bias", d);
            b.value = read.matrix(p + "attention.v_lin.weight", d, d), b.valueBias = read.vector(p + "attention.v_lin.bias", d);
            b.output = read.matrix(p + "attention.out_lin.weight", d, d), b.outputBias = read.vector(p + "attention.out_lin.bias", d);
            b.attentionNormWeight = read.vector(p + "sa_layer_norm.weight", d);
            b.attentionNormBias = read.vector(p + "sa_layer_norm.bias", d);
            b.up = read.matrix(p + "ffn.lin1.weight", inner, d), b.upBias = read.vector(p + "ffn.lin1.bias", inner);
            b.down = read.matrix(p + "ffn.lin2.weight", d, inner), b.downBias = read.vector(p + "ffn.lin2.bias", d);
            b.normWeight = read.vector(p + "output_layer_norm.weight", d), b.normBias = read.vector(p + "output_layer_norm.bias", d);
        } else {
            const std::string p = "encoder.layer." + std::to_string(l) + ".";
            b.query = read.matrix(p + "attention.self.query.weight", d, d), b.queryBias = read.vector(p + "attention.self.query.bias", d);
            b.key = read.matrix(p + "attention.self.key.weight", d, d), b.keyBias = read.vector(p + "attention.self.key.bias", d);
            b.value = read.matrix(p + "attention.self.value.weight", d, d), b.valueBias = read.vector(p + "attention.self.value.bias", d);
            b.output = read.matrix(p + "attention.output.dense.weight", d, d);
            b.outputBias = read.vector(p + "attention.output.dense.bias", d);
            b.attentionNormWeight = read.vector(p + "attention.output.LayerNorm.weight", d);
            b.attentionNormBias = read.vector(p + "attention.output.LayerNorm.bias", d);
            b.up = read.matrix(p + "intermediate.dense.weight", inner, d), b.upBias = read.vector(p + "intermediate.dense.bias", inner);
            b.down = read.matrix(p + "output.dense.weight", d, inner), b.downBias = read.vector(p + "output.dense.bias", d);
            b.normWeight = read.vector(p + "output.LayerNorm.weight", d), b.normBias = read.vector(p + "output.LayerNorm.bias", d);
        }
        model->mBlocks.push_back(b);
    }
    if (read.problem())
        return *read.problem();
    return model;
}

Outcome<ForwardPass> Bert::forward(const std::vector<int> &ids) const
{
    const ModelConfig &c = mConfig;
    const auto n = Eigen::Index(ids.size());
    if (n > c.maxPositions)
        return Message("model.context", ATTENTION_MESSAGE("the model reads at most %1 tokens, and this is %2"), {c.maxPositions, int(n)});
    for (int id : ids)
        if (id < 0 || id >= c.vocabSize)
            return Message("model.token_id", ATTENTION_MESSAGE("token id %1 is not in the model's vocabulary of %2"), {id, c.vocabSize});
    Matrix h(n, c.hiddenSize);
    for (Eigen::Index t = 0; t < n; ++t) {
        h.row(t) = mTokens.map().row(ids[std::size_t(t)]) + mPositions.map().row(t);
        if (mTypes.rows > 0)
            h.row(t) += mTypes.map().row(0); // one sentence: token type 0
    }
    h = layerNorm(h, mNormWeight, mNormBias, c.normEpsilon);
    ForwardPass pass;
    pass.attentions.resize(std::size_t(c.layers));
    for (int l = 0; l < c.layers; ++l) {
        const Block &b = mBlocks[std::size_t(l)];
        const ConstVectorMap qb = b.queryBias, kb = b.keyBias, vb = b.valueBias, ob = b.outputBias, ub = b.upBias, db = b.downBias;
        const Matrix context = multiHeadAttention(linear(h, b.query, &qb), linear(h, b.key, &kb), linear(h, b.value, &vb), c.heads, c.heads,
                                                  false, &pass.attentions[std::size_t(l)]);
        const Matrix attended = layerNorm(linear(context, b.output, &ob) + h, b.attentionNormWeight, b.attentionNormBias, c.normEpsilon);
        Matrix inner = linear(attended, b.up, &ub);
        activate(inner, c.activation);
        h = layerNorm(linear(inner, b.down, &db) + attended, b.normWeight, b.normBias, c.normEpsilon);
    }
    return pass;
}

} // namespace attention::models
