#include "core/pipeline/ComputeCache.h"

#include "core/pipeline/KeysByParts.h"
#include "core/pipeline/ModelParameters.h"
#include "core/pipeline/MultiHeadProjections.h"
#include "core/text/Embedding.h"
#include "core/textbook/PositionalEncoding.h"

#include <algorithm>
#include <tuple>
#include <utility>

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

/** The key of a token's embedding: its text, or a lone NUL (which no text is) for padding. */
std::string embeddingKey(const Token &token)
{
    return token.padding ? std::string(1, '\0') : token.text;
}

} // namespace

ComputeCache::ComputeCache(ParameterMaker drawParameters)
    : mDrawParameters(drawParameters ? std::move(drawParameters) : ParameterMaker(makeParameters))
{
}

std::shared_ptr<const ModelParameters> ComputeCache::parameters(const AttentionConfig &config)
{
    // Made only when drawing: an unkept promise dies by storing a broken_promise error, whose
    // message is built each time (0.1 ms of every keystroke).
    std::optional<std::promise<Weights>> drawn;
    {
        std::unique_lock<std::shared_mutex> lock(mMutex);
        if (mParameterConfig && sameWeights(*mParameterConfig, config)) {
            if (mParameters)
                return mParameters;
            if (mDrawing.valid()) {
                const std::shared_future<Weights> drawing = mDrawing;
                lock.unlock();
                return drawing.get(); // another computation is drawing these very weights
            }
        }
        mParameterConfig = config;
        mParameters.reset();
        mDrawing = drawn.emplace().get_future().share();
    }
    Weights weights;
    try {
        weights = std::make_shared<const ModelParameters>(mDrawParameters(config)); // the lock is free meanwhile
    } catch (...) {
        drawn->set_exception(std::current_exception());
        const std::lock_guard<std::shared_mutex> lock(mMutex);
        if (mParameterConfig && sameWeights(*mParameterConfig, config) && !mParameters) {
            mParameterConfig.reset();
            mDrawing = {};
        }
        throw; // computeAttention() turns it into a Message
    }
    drawn->set_value(weights);
    const std::lock_guard<std::shared_mutex> lock(mMutex);
    if (mParameterConfig && sameWeights(*mParameterConfig, config)) { // not replaced by another configuration meanwhile
        mParameters = weights;
        mDrawing = {};
    }
    return weights;
}

double ComputeCache::missingWork(const AttentionConfig &config)
{
    {
        const std::lock_guard<std::shared_mutex> lock(mMutex);
        if (mParameters && mParameterConfig && sameWeights(*mParameterConfig, config))
            return 0;
    }
    // Four d x d matrices of normal draws (a logarithm and a sine or cosine each: measured about
    // 40 multiply-adds' time per draw), and Luong's or Bahdanau's on top.
    const double d = std::max(config.dModel, 1);
    return 40.0 * (4 + 2) * d * d;
}

Matrix ComputeCache::embed(const std::vector<Token> &tokens, int dModel, std::uint64_t seed)
{
    Matrix out(static_cast<Eigen::Index>(tokens.size()), dModel);
    std::vector<std::size_t> missing; // rows whose text has no embedding yet
    {
        // Shared: at 512 tokens the queries' and the keys' lookups, one after the other under
        // one lock, took 0.3 ms of the 8.8 of an AVX2 computation.
        const std::shared_lock<std::shared_mutex> lock(mMutex);
        const bool kept = dModel == mEmbeddingDim && seed == mEmbeddingSeed;
        for (std::size_t i = 0; i < tokens.size(); ++i) {
            const auto it = kept ? mEmbeddings.find(embeddingKey(tokens[i])) : mEmbeddings.end();
            if (it != mEmbeddings.end())
                out.row(static_cast<Eigen::Index>(i)) = it->second;
            else
                missing.push_back(i);
        }
    }
    if (missing.empty())
        return out;
    std::vector<Token> newTokens;
    newTokens.reserve(missing.size());
    for (std::size_t i : missing)
        newTokens.push_back(tokens[i]);
    const Matrix drawn = embedTokens(newTokens, dModel, seed); // outside the lock
    for (std::size_t k = 0; k < missing.size(); ++k)
        out.row(static_cast<Eigen::Index>(missing[k])) = drawn.row(static_cast<Eigen::Index>(k));
    const std::lock_guard<std::shared_mutex> lock(mMutex);
    if (dModel != mEmbeddingDim || seed != mEmbeddingSeed || mEmbeddings.size() + missing.size() > kMaxRememberedTokens) {
        mEmbeddings.clear();
        mEmbeddingDim = dModel;
        mEmbeddingSeed = seed;
    }
    for (std::size_t k = 0; k < missing.size(); ++k)
        mEmbeddings.emplace(embeddingKey(newTokens[k]), drawn.row(static_cast<Eigen::Index>(k)));
    return out;
}

std::shared_ptr<const Matrix> ComputeCache::positionalEncoding(int length, int dim)
{
    const auto given = [&]() -> std::shared_ptr<const Matrix> {
        if (mEncodingGiven && mEncodingGiven->rows() == length && mEncodingGiven->cols() == dim)
            return mEncodingGiven;
        if (mEncoding.cols() != dim || mEncoding.rows() < length)
            return nullptr;
        mEncodingGiven = std::make_shared<const Matrix>(mEncoding.topRows(length));
        return mEncodingGiven;
    };
    {
        const std::lock_guard<std::shared_mutex> lock(mMutex);
        if (auto kept = given())
            return kept;
    }
    // With room for the next words: each word typed at the end of the longest sentence would
    // otherwise compute the table anew (0.4 ms of a 512-word keystroke). Its rows do not depend
    // on its length.
    constexpr int kRoom = 256;
    Matrix encoding = sinusoidalPositionalEncoding((length / kRoom + 1) * kRoom, dim); // outside the lock
    const std::lock_guard<std::shared_mutex> lock(mMutex);
    if (mEncoding.cols() != dim || mEncoding.rows() < length)
        mEncoding = std::move(encoding);
    return given();
}

std::shared_ptr<const PositionProjections> ComputeCache::positionProjections(const std::shared_ptr<const ModelParameters> &parameters,
                                                                             int length)
{
    const MultiHeadParameters &p = parameters->torch;
    constexpr Eigen::Index kRoom = 64;
    const Eigen::Index rows = (std::max(length, 1) + kRoom - 1) / kRoom * kRoom;
    std::shared_ptr<const PositionProjections> kept;
    Eigen::Index have = 0; // rows kept's table has
    Matrix encoding; // of the rows to make
    {
        const std::lock_guard<std::shared_mutex> lock(mMutex);
        if (mPositionProjections && mProjectedFor.lock() == parameters) {
            if (mPositionProjections->keys.rows() >= length)
                return mPositionProjections;
            kept = mPositionProjections;
            have = kept->keys.rows();
        }
        // The lesson's encoding, already made (a table of 512 rows took 5 ms to make again).
        if (mEncoding.cols() == p.embedDim && mEncoding.rows() >= rows)
            encoding = mEncoding.middleRows(have, rows - have);
    }
    // Outside the lock, only the rows not made yet: each row's projection is its own (with the
    // panel kernel, the same bits in any block), as is each row of the encoding.
    if (encoding.rows() != rows - have)
        encoding = sinusoidalPositionalEncoding(static_cast<int>(rows), p.embedDim).bottomRows(rows - have);
    Matrix keys, values;
    project(p, {{&encoding, 1, &keys}, {&encoding, 2, &values}});
    auto made = std::make_shared<PositionProjections>();
    for (auto [into, earlier, added] : {std::tuple{&made->keys, kept ? &kept->keys : nullptr, &keys},
                                        std::tuple{&made->values, kept ? &kept->values : nullptr, &values}}) {
        into->resize(rows, p.embedDim);
        if (earlier)
            into->topRows(have) = *earlier;
        into->bottomRows(rows - have) = *added;
    }
    const std::lock_guard<std::shared_mutex> lock(mMutex);
    if (!mPositionProjections || mProjectedFor.lock() != parameters || mPositionProjections->keys.rows() < rows) {
        mProjectedFor = parameters;
        mPositionProjections = made;
    }
    return made;
}

std::vector<Token> ComputeCache::tokens(const std::string &sentence)
{
    const auto isThisSentence = [&sentence](const auto &kept) { return kept.first == sentence; };
    {
        const std::lock_guard<std::shared_mutex> lock(mMutex);
        const auto known = std::find_if(mSentences.begin(), mSentences.end(), isThisSentence);
        if (known != mSentences.end()) {
            std::rotate(known, known + 1, mSentences.end());
            return mSentences.back().second;
        }
    }
    std::vector<Token> split = tokenize(sentence); // outside the lock
    const std::lock_guard<std::shared_mutex> lock(mMutex);
    // Another thread may have split the same sentence meanwhile: one slot for it, not two.
    if (std::any_of(mSentences.begin(), mSentences.end(), isThisSentence))
        return split;
    if (mSentences.size() == kRememberedSentences)
        mSentences.erase(mSentences.begin());
    mSentences.emplace_back(sentence, split);
    return split;
}

void ComputeCache::rememberResult(std::shared_ptr<const AttentionResult> result)
{
    std::shared_ptr<const AttentionResult> forgotten;
    std::shared_ptr<const HeadsWhileTyping> forgottenHeads;
    {
        const std::lock_guard<std::shared_mutex> lock(mMutex);
        forgotten = std::exchange(mRemembered, std::move(result));
        forgottenHeads = std::exchange(mTypingHeads, nullptr);
    }
    // forgotten (possibly hundreds of MB) is freed here, without holding up a computation
}

void ComputeCache::rememberTypingHeads(const AttentionResult &of, std::shared_ptr<const HeadsWhileTyping> heads)
{
    const std::lock_guard<std::shared_mutex> lock(mMutex);
    if (mRemembered.get() == &of)
        mTypingHeads = std::move(heads);
}

std::shared_ptr<const HeadsWhileTyping> ComputeCache::rememberedTypingHeads(const AttentionResult &of)
{
    const std::lock_guard<std::shared_mutex> lock(mMutex);
    return mRemembered.get() == &of ? mTypingHeads : nullptr;
}

std::shared_ptr<const AttentionResult> ComputeCache::rememberedResult()
{
    const std::lock_guard<std::shared_mutex> lock(mMutex);
    return mRemembered;
}

} // namespace attention
