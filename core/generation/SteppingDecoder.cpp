#include "core/generation/SteppingDecoder.h"

namespace attention::generation {

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
        : mModel(std::move(model)), mCache(*mModel), mShape{mModel->layers(), mModel->heads,     mModel->heads,
                                                            mModel->vocab,    mModel->positions, mModel->dModel}
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
