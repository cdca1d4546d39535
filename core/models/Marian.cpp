#include "core/models/Marian.h"

#include "core/models/TransformerLayers.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>

namespace attention::models {

namespace {
const std::vector<std::string> kPrefixes{"model.", ""};
} // namespace

struct Marian::Attention
{
    MatrixView query, key, value, output;
    VectorView queryBias, keyBias, valueBias, outputBias, normWeight, normBias;

    void read(WeightReader &r, const std::string &p, const std::string &norm, std::int64_t d)
    {
        query = r.matrix(p + "q_proj.weight", d, d), queryBias = r.vector(p + "q_proj.bias", d);
        key = r.matrix(p + "k_proj.weight", d, d), keyBias = r.vector(p + "k_proj.bias", d);
        value = r.matrix(p + "v_proj.weight", d, d), valueBias = r.vector(p + "v_proj.bias", d);
        output = r.matrix(p + "out_proj.weight", d, d), outputBias = r.vector(p + "out_proj.bias", d);
        normWeight = r.vector(norm + ".weight", d), normBias = r.vector(norm + ".bias", d);
    }
};

struct Marian::EncoderBlock
{
    Attention self;
    MatrixView up, down;
    VectorView upBias, downBias, normWeight, normBias;
};

struct Marian::DecoderBlock
{
    Attention self, cross;
    MatrixView up, down;
    VectorView upBias, downBias, normWeight, normBias;
};

Marian::Marian(ModelConfig config, std::shared_ptr<const WeightSet> weights) : mConfig(std::move(config)), mWeights(std::move(weights)) {}

Marian::~Marian() = default;

Outcome<std::unique_ptr<Marian>> Marian::make(ModelConfig config, std::shared_ptr<const WeightSet> weights)
{
    std::unique_ptr<Marian> model(new Marian(std::move(config), std::move(weights)));
    const ModelConfig &c = model->mConfig;
    const std::int64_t d = c.hiddenSize;
    WeightReader read(*model->mWeights, kPrefixes);
    model->mEmbedding = read.has("shared.weight") ? read.matrix("shared.weight", c.vocabSize, d)
                                                  : read.matrix("encoder.embed_tokens.weight", c.vocabSize, d);
    for (int l = 0; l < c.layers; ++l) {
        const std::string p = "encoder.layers." + std::to_string(l) + ".";
        EncoderBlock b;
        b.self.read(read, p + "self_attn.", p + "self_attn_layer_norm", d);
        b.up = read.matrix(p + "fc1.weight", c.intermediateSize, d), b.upBias = read.vector(p + "fc1.bias", c.intermediateSize);
        b.down = read.matrix(p + "fc2.weight", d, c.intermediateSize), b.downBias = read.vector(p + "fc2.bias", d);
        b.normWeight = read.vector(p + "final_layer_norm.weight", d), b.normBias = read.vector(p + "final_layer_norm.bias", d);
        model->mEncoder.push_back(b);
    }
    for (int l = 0; l < c.decoderLayers; ++l) {
        const std::string p = "decoder.layers." + std::to_string(l) + ".";
        DecoderBlock b;
        b.self.read(read, p + "self_attn.", p + "self_attn_layer_norm", d);
        b.cross.read(read, p + "encoder_attn.", p + "encoder_attn_layer_norm", d);
        b.up = read.matrix(p + "fc1.weight", c.decoderIntermediateSize, d);
        b.upBias = read.vector(p + "fc1.bias", c.decoderIntermediateSize);
        b.down = read.matrix(p + "fc2.weight", d, c.decoderIntermediateSize), b.downBias = read.vector(p + "fc2.bias", d);
        b.normWeight = read.vector(p + "final_layer_norm.weight", d), b.normBias = read.vector(p + "final_layer_norm.bias", d);
        model->mDecoder.push_back(b);
    }
    WeightReader top(*model->mWeights, {""});
    if (top.has("final_logits_bias"))
        model->mLogitsBias = top.vector("final_logits_bias", c.vocabSize);
    if (read.problem())
        return *read.problem();
    if (top.problem())
        return *top.problem();
    // The positions: as MarianSinusoidalPositionalEmbedding makes them (the file's copy is the same).
    const int half = c.hiddenSize / 2;
    model->mPositions.resize(c.maxPositions, c.hiddenSize);
    for (int pos = 0; pos < c.maxPositions; ++pos)
        for (int j = 0; j < c.hiddenSize; ++j) {
            const double angle = pos / std::pow(10000.0, 2.0 * (j / 2) / c.hiddenSize);
            if (j % 2 == 0)
                model->mPositions(pos, j / 2) = float(std::sin(angle));
            else
                model->mPositions(pos, half + j / 2) = float(std::cos(angle));
        }
    return model;
}

Matrix Marian::embed(const std::vector<int> &ids, int firstPosition) const
{
    const float scale = mConfig.scaleEmbedding ? std::sqrt(float(mConfig.hiddenSize)) : 1.0f;
    Matrix x(Eigen::Index(ids.size()), mConfig.hiddenSize);
    for (std::size_t t = 0; t < ids.size(); ++t)
        x.row(Eigen::Index(t)) = mEmbedding.map().row(ids[t]) * scale + mPositions.row(firstPosition + Eigen::Index(t));
    return x;
}

namespace {

Outcome<void> checkIds(const ModelConfig &c, const std::vector<int> &ids)
{
    if (Eigen::Index(ids.size()) > c.maxPositions)
        return Message("model.context", ATTENTION_MESSAGE("the model reads at most %1 tokens, and this is %2"),
                       {c.maxPositions, int(ids.size())});
    for (int id : ids)
        if (id < 0 || id >= c.vocabSize)
            return Message("model.token_id", ATTENTION_MESSAGE("token id %1 is not in the model's vocabulary of %2"), {id, c.vocabSize});
    return {};
}

} // namespace

Outcome<Marian::Encoded> Marian::encode(const std::vector<int> &sourceIds) const
{
    const ModelConfig &c = mConfig;
    if (auto ok = checkIds(c, sourceIds); !ok)
        return ok.problem();
    Encoded e;
    Matrix h = embed(sourceIds, 0);
    e.attentions.resize(mEncoder.size());
    for (std::size_t l = 0; l < mEncoder.size(); ++l) {
        const EncoderBlock &b = mEncoder[l];
        const Attention &a = b.self;
        const ConstVectorMap qb = a.queryBias, kb = a.keyBias, vb = a.valueBias, ob = a.outputBias, ub = b.upBias, db = b.downBias;
        const Matrix context = multiHeadAttention(linear(h, a.query, &qb), linear(h, a.key, &kb), linear(h, a.value, &vb), c.heads, c.heads,
                                                  false, &e.attentions[l]);
        h = layerNorm(h + linear(context, a.output, &ob), a.normWeight, a.normBias, c.normEpsilon);
        Matrix inner = linear(h, b.up, &ub);
        activate(inner, c.activation);
        h = layerNorm(h + linear(inner, b.down, &db), b.normWeight, b.normBias, c.normEpsilon);
    }
    for (const DecoderBlock &b : mDecoder) {
        const ConstVectorMap kb = b.cross.keyBias, vb = b.cross.valueBias;
        e.crossKeys.push_back(linear(h, b.cross.key, &kb));
        e.crossValues.push_back(linear(h, b.cross.value, &vb));
    }
    e.hidden = std::move(h);
    return e;
}

Outcome<TranslationPass> Marian::decode(const Encoded &source, const std::vector<int> &decoderInput, bool lastLogitsOnly) const
{
    const ModelConfig &c = mConfig;
    if (auto ok = checkIds(c, decoderInput); !ok)
        return ok.problem();
    TranslationPass pass;
    pass.encoder = source.attentions;
    pass.decoder.resize(mDecoder.size());
    pass.cross.resize(mDecoder.size());
    Matrix h = embed(decoderInput, 0);
    for (std::size_t l = 0; l < mDecoder.size(); ++l) {
        const DecoderBlock &b = mDecoder[l];
        const Attention &s = b.self, &x = b.cross;
        const ConstVectorMap qb = s.queryBias, kb = s.keyBias, vb = s.valueBias, ob = s.outputBias;
        const Matrix selfContext = multiHeadAttention(linear(h, s.query, &qb), linear(h, s.key, &kb), linear(h, s.value, &vb),
                                                      c.decoderHeads, c.decoderHeads, true, &pass.decoder[l]);
        h = layerNorm(h + linear(selfContext, s.output, &ob), s.normWeight, s.normBias, c.normEpsilon);
        const ConstVectorMap xqb = x.queryBias, xob = x.outputBias, ub = b.upBias, db = b.downBias;
        const Matrix crossContext = multiHeadAttention(linear(h, x.query, &xqb), source.crossKeys[l], source.crossValues[l], c.decoderHeads,
                                                       c.decoderHeads, false, &pass.cross[l]);
        h = layerNorm(h + linear(crossContext, x.output, &xob), x.normWeight, x.normBias, c.normEpsilon);
        Matrix inner = linear(h, b.up, &ub);
        activate(inner, c.activation);
        h = layerNorm(h + linear(inner, b.down, &db), b.normWeight, b.normBias, c.normEpsilon);
    }
    const ConstVectorMap bias = mLogitsBias;
    pass.logits = linear(lastLogitsOnly ? Matrix(h.bottomRows(1)) : h, mEmbedding, mLogitsBias.size > 0 ? &bias : nullptr);
    return pass;
}

Outcome<RowVector> Marian::nextScores(const Encoded &source, const std::vector<int> &input, int maxLength) const
{
    const ModelConfig &c = mConfig;
    auto pass = decode(source, input, true);
    if (!pass)
        return pass.problem();
    const RowVector logits = pass->logits.bottomRows(1);
    const float largest = logits.maxCoeff();
    const float logSum = std::log((logits.array() - largest).exp().sum()) + largest;
    RowVector scores = (logits.array() - logSum).matrix();
    for (const std::vector<int> &banned : c.badWordsIds) {
        // A banned sequence's last token is banned where the rest of it was just written.
        if (banned.empty() || banned.back() < 0 || banned.back() >= c.vocabSize)
            continue;
        const std::size_t prefix = banned.size() - 1;
        if (prefix <= input.size() && std::equal(banned.begin(), banned.end() - 1, input.end() - long(prefix)))
            scores(banned.back()) = -std::numeric_limits<float>::infinity();
    }
    if (c.forcedEosTokenId >= 0 && int(input.size()) == maxLength - 1) {
        scores.setConstant(-std::numeric_limits<float>::infinity());
        scores(c.forcedEosTokenId) = 0;
    }
    return scores;
}

Outcome<std::vector<int>> Marian::search(const Encoded &source, int maxLength, int beams) const
{
    if (beams <= 1)
        return greedy(source, maxLength);
    const ModelConfig &c = mConfig;
    struct Beam
    {
        std::vector<int> tokens; // the start token first
        double score = 0; // the sum of the log-probabilities
    };
    struct Finished
    {
        std::vector<int> tokens;
        double score = 0; // the sum divided by the length (length penalty 1)
    };
    std::vector<Beam> live(std::size_t(beams), Beam{{c.decoderStartTokenId}, 0});
    for (std::size_t b = 1; b < live.size(); ++b)
        live[b].score = -1e9; // only the first beam at the start, as generate() does
    std::vector<Finished> finished;
    const auto worstFinished = [&finished] {
        double worst = 1e300;
        for (const Finished &f : finished)
            worst = std::min(worst, f.score);
        return worst;
    };
    const auto addFinished = [&](std::vector<int> tokens, double sum) {
        const double score = sum / double(tokens.size());
        if (int(finished.size()) < beams || score > worstFinished()) {
            finished.push_back({std::move(tokens), score});
            if (int(finished.size()) > beams)
                finished.erase(std::min_element(finished.begin(), finished.end(),
                                                [](const Finished &a, const Finished &b) { return a.score < b.score; }));
        }
    };
    int length = 1;
    bool done = false;
    while (length < maxLength && !done) {
        struct Candidate
        {
            double score;
            int token;
            int beam;
        };
        std::vector<Candidate> candidates;
        for (std::size_t b = 0; b < live.size(); ++b) {
            const auto scores = nextScores(source, live[b].tokens, maxLength);
            if (!scores)
                return scores.problem();
            // Each beam's best 2 x beams are all that the best 2 x beams overall can hold.
            std::vector<int> order(std::size_t(c.vocabSize));
            std::iota(order.begin(), order.end(), 0);
            const std::size_t keep = std::min<std::size_t>(order.size(), std::size_t(2 * beams));
            std::partial_sort(order.begin(), order.begin() + long(keep), order.end(),
                              [&](int a, int b2) { return (*scores)(a) > (*scores)(b2) || ((*scores)(a) == (*scores)(b2) && a < b2); });
            for (std::size_t k = 0; k < keep; ++k)
                candidates.push_back({live[b].score + double((*scores)(order[k])), order[k], int(b)});
        }
        std::stable_sort(candidates.begin(), candidates.end(), [](const Candidate &a, const Candidate &b) { return a.score > b.score; });
        candidates.resize(std::min<std::size_t>(candidates.size(), std::size_t(2 * beams)));
        std::vector<Beam> next;
        for (std::size_t rank = 0; rank < candidates.size() && int(next.size()) < beams; ++rank) {
            const Candidate &candidate = candidates[rank];
            if (!std::isfinite(candidate.score))
                continue;
            if (candidate.token == c.eosTokenId) {
                if (int(rank) < beams) // an end among the best beams finishes its hypothesis
                    addFinished(live[std::size_t(candidate.beam)].tokens, candidate.score);
                continue;
            }
            Beam beam = live[std::size_t(candidate.beam)];
            beam.tokens.push_back(candidate.token);
            beam.score = candidate.score;
            next.push_back(std::move(beam));
        }
        // Done when no live beam can beat the worst of `beams` finished hypotheses.
        if (int(finished.size()) >= beams && !candidates.empty())
            done = worstFinished() >= candidates.front().score / double(length);
        if (next.empty())
            break;
        live = std::move(next);
        ++length;
    }
    if (!done)
        for (const Beam &beam : live)
            addFinished(beam.tokens, beam.score);
    if (finished.empty())
        return Message("model.no_translation", ATTENTION_MESSAGE("the search found no translation"));
    const Finished &best =
        *std::max_element(finished.begin(), finished.end(), [](const Finished &a, const Finished &b) { return a.score < b.score; });
    std::vector<int> written(best.tokens.begin() + 1, best.tokens.end());
    if (int(best.tokens.size()) < maxLength && c.eosTokenId >= 0)
        written.push_back(c.eosTokenId);
    return written;
}

Outcome<std::vector<int>> Marian::greedy(const Encoded &source, int maxLength) const
{
    const ModelConfig &c = mConfig;
    std::vector<int> input{c.decoderStartTokenId};
    std::vector<int> written;
    while (int(input.size()) < maxLength) {
        auto pass = decode(source, input, true);
        if (!pass)
            return pass.problem();
        RowVector next = pass->logits.bottomRows(1);
        for (const std::vector<int> &banned : c.badWordsIds) {
            // A banned sequence's last token is banned where the rest of it was just written.
            if (banned.empty() || banned.back() < 0 || banned.back() >= c.vocabSize)
                continue;
            const std::size_t prefix = banned.size() - 1;
            if (prefix <= input.size() && std::equal(banned.begin(), banned.end() - 1, input.end() - long(prefix)))
                next(banned.back()) = -std::numeric_limits<float>::infinity();
        }
        if (c.forcedEosTokenId >= 0 && int(input.size()) == maxLength - 1) {
            next.setConstant(-std::numeric_limits<float>::infinity());
            next(c.forcedEosTokenId) = 0;
        }
        Eigen::Index best = 0;
        next.maxCoeff(&best);
        written.push_back(int(best));
        input.push_back(int(best));
        if (int(best) == c.eosTokenId)
            break;
    }
    return written;
}

} // namespace attention::models
