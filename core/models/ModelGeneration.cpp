#include "core/models/ModelGeneration.h"

#include "core/models/ModelCost.h"

namespace attention::models {

namespace {

class CausalSteps final : public generation::SteppingDecoder
{
public:
    explicit CausalSteps(std::shared_ptr<const CausalLanguageModel> model) : mModel(std::move(model))
    {
        mShape = decoderSizes(mModel->config());
    }
    const generation::DecoderSizes &shape() const override { return mShape; }
    Outcome<generation::CachedStep> step(int token) override
    {
        auto steps = read({token});
        if (!steps)
            return steps.problem();
        return std::move(steps->front());
    }
    Outcome<std::vector<generation::CachedStep>> read(const std::vector<int> &tokens) override
    {
        if (mCache.length + int(tokens.size()) > mShape.positions)
            return generation::contextFull(mShape.positions);
        if (auto ok = generation::checkTokenIds(tokens, mShape.vocab, mShape.positions); !ok)
            return ok.problem();
        // Costed before the pass, as every computation is: the text so far through every layer.
        if (auto ok = withinBudget(modelRunCost(mModel->config(), double(mCache.length) + double(tokens.size())),
                                   Message("model.what", ATTENTION_MESSAGE("This text through the model")),
                                   Message("model.advice", ATTENTION_MESSAGE("use a shorter text")));
            !ok)
            return ok.problem();
        auto pass = mModel->read(tokens, mCache, true, true); // the next token's logits only: a prompt's rows of 50,257 would not be read
        if (!pass)
            return pass.problem();
        std::vector<generation::CachedStep> steps(tokens.size());
        steps.back().logits = pass->logits.bottomRows(1);
        for (std::size_t i = 0; i < tokens.size(); ++i) {
            for (const std::vector<Matrix> &layer : pass->attentions) {
                std::vector<RowVector> heads;
                for (const Matrix &head : layer) // the row of position i sees the cache and this pass up to i
                    heads.push_back(head.row(Eigen::Index(i)).head(head.cols() - Eigen::Index(tokens.size() - 1 - i)));
                steps[i].weights.push_back(std::move(heads));
            }
        }
        return steps;
    }
    int length() const override { return mCache.length; }
    Matrix keys(int layer) const override { return mCache.keys[std::size_t(layer)].topRows(mCache.length); }
    Matrix values(int layer) const override { return mCache.values[std::size_t(layer)].topRows(mCache.length); }
    double stepWork(int length, bool cached) const override
    {
        // Per layer: the query and output projections (2 d²), the keys and values (2 d x the
        // cache's width), the MLP (3 d x its width with Llama's gate, else 2), scores and
        // weighted values (2 d per pair); then the logits.
        const ModelConfig &c = mModel->config();
        const double d = c.hiddenSize, n = length, kv = mShape.cacheWidth, ffn = c.intermediateSize;
        const double mlp = c.family == Family::Gpt2 ? 2 : 3;
        const double rows = cached ? 1.0 : n, pairs = cached ? n : n * (n + 1) / 2;
        return c.layers * (rows * (2 * d * d + 2 * d * kv + mlp * d * ffn) + pairs * 2 * d) + rows * d * c.vocabSize;
    }

private:
    std::shared_ptr<const CausalLanguageModel> mModel;
    generation::DecoderSizes mShape;
    KeyValueCache mCache;
};

} // namespace

generation::DecoderSizes decoderSizes(const ModelConfig &config)
{
    const int kvHeads = config.keyValueHeads > 0 ? config.keyValueHeads : config.heads;
    return {config.layers, config.heads, kvHeads, config.vocabSize, config.maxPositions, kvHeads * config.headDim()};
}

std::unique_ptr<generation::SteppingDecoder> steppingDecoder(std::shared_ptr<const CausalLanguageModel> model)
{
    return std::make_unique<CausalSteps>(std::move(model));
}

Outcome<std::vector<generation::GeneratedToken>> continueText(const CausalLanguageModel &model, const std::vector<int> &prompt,
                                                              const generation::GenerationOptions &options, int endToken)
{
    using namespace generation;
    if (prompt.empty())
        return Message("decoder.length", ATTENTION_MESSAGE("The prompt is empty."));
    if (options.strategy == Strategy::Sample)
        if (auto ok = checkSampling(options.sampling); !ok)
            return ok.problem();
    KeyValueCache cache;
    auto pass = model.read(prompt, cache, true, true);
    SeededRandom random(options.seed);
    std::vector<GeneratedToken> written;
    while (pass && int(written.size()) < options.maxNewTokens) {
        const RowVector logits = pass->logits.bottomRows(1);
        if (auto finite = checkLogits(logits); !finite)
            return finite.problem();
        GeneratedToken next;
        const std::vector<double> distribution =
            filteredDistribution(logits, options.strategy == Strategy::Greedy ? SamplingOptions{} : options.sampling);
        next.token = options.strategy == Strategy::Greedy ? greedyToken(logits) : drawToken(distribution, random);
        next.probability = distribution[std::size_t(next.token)];
        for (double p : distribution)
            next.kept += p > 0 ? 1 : 0;
        if (options.strategy == Strategy::Greedy)
            next.kept = 1; // the argmax is the only choice
        written.push_back(std::move(next));
        if (written.back().token == endToken || cache.length >= model.config().maxPositions)
            break;
        pass = model.read({written.back().token}, cache, true, true);
    }
    if (!pass)
        return pass.problem();
    return written;
}

} // namespace attention::models
