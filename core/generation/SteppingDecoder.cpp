#include "core/generation/SteppingDecoder.h"

namespace attention::generation {

DecoderSizes decoderSizes(const DecoderModel &model)
{
    return {model.layers(), model.heads, model.heads, model.vocab, model.positions, model.dModel};
}

Outcome<void> checkTokenIds(const std::vector<int> &tokens, int vocab, int positions)
{
    if (tokens.empty() || int(tokens.size()) > positions)
        return Message("decoder.length", ATTENTION_MESSAGE("The model reads 1 to %1 tokens at a time, not %2."),
                       {positions, int(tokens.size())});
    for (int id : tokens)
        if (id < 0 || id >= vocab)
            return Message("decoder.token", ATTENTION_MESSAGE("Token id %1 is not in the model's vocabulary of %2 words."), {id, vocab});
    return {};
}

Message contextFull(int positions)
{
    return Message("decoder.full", ATTENTION_MESSAGE("The model's context is full: it reads at most %1 tokens."), {positions});
}

Outcome<std::vector<CachedStep>> SteppingDecoder::read(const std::vector<int> &tokens)
{
    std::vector<CachedStep> steps;
    for (int token : tokens) {
        auto read = step(token);
        if (!read)
            return read.problem();
        steps.push_back(std::move(*read));
    }
    return steps;
}

namespace {

class CachedDecoder final : public SteppingDecoder
{
public:
    explicit CachedDecoder(std::shared_ptr<const DecoderModel> model)
        : mModel(std::move(model)), mCache(*mModel), mShape(decoderSizes(*mModel))
    {
    }
    const DecoderSizes &shape() const override { return mShape; }
    Outcome<CachedStep> step(int token) override { return mCache.step(token); }
    int length() const override { return mCache.length(); }
    Matrix keys(int layer) const override { return mCache.keys(layer).topRows(mCache.length()); }
    Matrix values(int layer) const override { return mCache.values(layer).topRows(mCache.length()); }
    double stepWork(int length, bool cached) const override { return decoderStepWork(*mModel, length, cached); }

private:
    std::shared_ptr<const DecoderModel> mModel; // before the cache, which reads it
    KvCache mCache;
    DecoderSizes mShape;
};

} // namespace

Outcome<std::unique_ptr<SteppingDecoder>> steppingDecoder(std::shared_ptr<const DecoderModel> model)
{
    if (auto ok = checkDecoderModel(*model); !ok)
        return ok.problem();
    return std::unique_ptr<SteppingDecoder>(std::make_unique<CachedDecoder>(std::move(model)));
}

} // namespace attention::generation
