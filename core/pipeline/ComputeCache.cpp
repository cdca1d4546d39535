#include "core/pipeline/ComputeCache.h"

#include <algorithm>
#include <utility>

#include "core/pipeline/ModelParameters.h"
#include "core/text/Embedding.h"

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

double ComputeCache::missingWork(const AttentionConfig &config)
{
    const std::lock_guard<std::mutex> lock(mMutex);
    if (mParameters && mParameterConfig && sameWeights(*mParameterConfig, config))
        return 0;
    // Four d x d matrices of normal draws (a logarithm and a sine or cosine each: measured about
    // 40 multiply-adds' time per draw), and Luong's or Bahdanau's on top.
    const double d = std::max(config.dModel, 1);
    return 40.0 * (4 + 2) * d * d;
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

void ComputeCache::rememberResult(std::shared_ptr<const AttentionResult> result)
{
    std::shared_ptr<const AttentionResult> forgotten;
    {
        const std::lock_guard<std::mutex> lock(mMutex);
        forgotten = std::exchange(mRemembered, std::move(result));
    }
    // forgotten (possibly hundreds of MB) is freed here, without holding up a computation
}

std::shared_ptr<const AttentionResult> ComputeCache::rememberedResult()
{
    const std::lock_guard<std::mutex> lock(mMutex);
    return mRemembered;
}

} // namespace attention
