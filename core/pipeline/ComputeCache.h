#pragma once

#include "core/pipeline/AttentionConfig.h"
#include "core/pipeline/AttentionResult.h"
#include "core/text/Tokenizer.h"
#include "core/Types.h"

#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace attention {

/**
 * What stays the same from one keystroke to the next: the seeded weights of a configuration
 * and the embedding of each token text. Drawing them anew costs more than the attention
 * itself at d_model 512. One cache per document; safe to share between the window's thread and
 * a background computation.
 */
class ComputeCache
{
public:
    std::shared_ptr<const ModelParameters> parameters(const AttentionConfig &config);
    /** Roughly what drawing the weights this configuration needs would cost, in the units of
     *  estimatedWork(): nothing when they are cached. */
    double missingWork(const AttentionConfig &config);
    Matrix embed(const std::vector<Token> &tokens, int dModel, std::uint64_t seed);

    /** The result on show, kept so that the next keystroke recomputes only the rows it changed
     *  (the window sets it; a computation never sets it for itself). */
    void rememberResult(std::shared_ptr<const AttentionResult> result);
    std::shared_ptr<const AttentionResult> rememberedResult();

private:
    static constexpr std::size_t kMaxRememberedTokens = 65536;

    std::mutex mMutex;
    std::optional<AttentionConfig> mParameterConfig;
    std::shared_ptr<const ModelParameters> mParameters;
    int mEmbeddingDim = -1;
    std::uint64_t mEmbeddingSeed = 0;
    std::unordered_map<std::string, RowVector> mEmbeddings;
    std::shared_ptr<const AttentionResult> mRemembered;
};

} // namespace attention
