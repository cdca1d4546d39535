#include "ComputeCache.h"

#include "AttentionPipeline.h"
#include "Embedding.h"

namespace attention {

namespace {

/** The settings makeParameters() reads; the others (sentences, masks, temperature) do not
 *  change the weights. */
bool sameWeights(const AttentionConfig &a, const AttentionConfig &b)
{
    return a.seed == b.seed && a.dModel == b.dModel && a.score == b.score && a.additiveSize == b.additiveSize
           && a.projections == b.projections && a.projectionBias == b.projectionBias
           && (a.score != ScoreFunction::MultiHead || a.heads == b.heads);
}

} // namespace

std::shared_ptr<const ModelParameters> ComputeCache::parameters(const AttentionConfig &config)
{
    const std::lock_guard<std::mutex> lock(mMutex);
    if (!mParameters || !mParameterConfig || !sameWeights(*mParameterConfig, config)) {
        mParameters = std::make_shared<const ModelParameters>(makeParameters(config));
        mParameterConfig = config;
    }
    return mParameters;
}

Matrix ComputeCache::embed(const std::vector<Token> &tokens, int dModel, std::uint64_t seed)
{
    const std::lock_guard<std::mutex> lock(mMutex);
    if (dModel != mEmbeddingDim || seed != mEmbeddingSeed || mEmbeddings.size() > kMaxRememberedTokens) {
        mEmbeddings.clear();
        mEmbeddingDim = dModel;
        mEmbeddingSeed = seed;
    }
    Matrix out(static_cast<Eigen::Index>(tokens.size()), dModel);
    std::vector<Token> one(1);
    for (std::size_t i = 0; i < tokens.size(); ++i) {
        const Token &token = tokens[i];
        const std::string key = token.padding ? std::string(1, '\0') : token.text; // no text is a lone NUL
        auto it = mEmbeddings.find(key);
        if (it == mEmbeddings.end()) {
            one[0] = token;
            it = mEmbeddings.emplace(key, embedTokens(one, dModel, seed).row(0)).first;
        }
        out.row(static_cast<Eigen::Index>(i)) = it->second;
    }
    return out;
}

} // namespace attention

namespace attention {

Matrix ComputeCache::positionalEncoding(int length, int dim)
{
    const std::lock_guard<std::mutex> lock(mMutex);
    if (mPositions.cols() != dim || mPositions.rows() < length)
        mPositions = sinusoidalPositionalEncoding(std::max<int>(length, static_cast<int>(mPositions.rows())), dim);
    return mPositions.topRows(length);
}

void ComputeCache::rememberResult(std::shared_ptr<const AttentionResult> result)
{
    const std::lock_guard<std::mutex> lock(mMutex);
    mRemembered = std::move(result);
}

std::shared_ptr<const AttentionResult> ComputeCache::rememberedResult()
{
    const std::lock_guard<std::mutex> lock(mMutex);
    return mRemembered;
}

} // namespace attention
