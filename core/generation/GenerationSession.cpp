#include "core/generation/GenerationSession.h"

#include "core/generation/DecoderForward.h"

namespace attention::generation {

GenerationSession::GenerationSession(std::shared_ptr<const DecoderModel> shared, std::vector<int> prompt, const GenerationOptions &options)
    : mModel(std::move(shared)), mOptions(options), mRandom(options.seed), mPromptLength(int(prompt.size()))
{
    const DecoderModel &model = *mModel;
    if (auto ok = checkDecoderModel(model); !ok) {
        mProblem = ok.problem();
        return;
    }
    if (auto ok = checkTokens(model, prompt); !ok) {
        mProblem = ok.problem();
        return;
    }
    if (options.strategy == Strategy::Sample)
        if (auto ok = checkSampling(options.sampling); !ok) {
            mProblem = ok.problem();
            return;
        }
    mCache = std::make_unique<KvCache>(model);
    for (int token : prompt) {
        const auto read = mCache->step(token);
        if (!read) {
            mProblem = read.problem();
            return;
        }
        mTokens.push_back(token);
        take(*read);
    }
}

void GenerationSession::take(const CachedStep &step)
{
    mLogits = step.logits;
    mRows.push_back(step.weights);
    const int length = int(mTokens.size());
    mWorkWithCache += decoderStepWork(*mModel, length, true);
    mWorkRecomputing += decoderStepWork(*mModel, length, false);
}

SessionStep GenerationSession::upcoming() const
{
    SessionStep next;
    if (!mProblem || mTokens.empty())
        return next;
    next.modelDistribution = filteredDistribution(mLogits, SamplingOptions{});
    if (mOptions.strategy == Strategy::Greedy) {
        next.token = greedyToken(mLogits);
        next.filteredDistribution.assign(next.modelDistribution.size(), 0.0);
        next.filteredDistribution[std::size_t(next.token)] = 1.0;
    } else {
        next.token = -1;
        next.beforeTopP = filteredDistribution(mLogits, {mOptions.sampling.temperature, mOptions.sampling.topK, 1.0});
        next.filteredDistribution = keepTopP(next.beforeTopP, mOptions.sampling.topP);
    }
    for (double p : next.filteredDistribution)
        next.kept += p > 0 ? 1 : 0;
    return next;
}

bool GenerationSession::step()
{
    if (!canStep())
        return false;
    SessionStep chosen = upcoming();
    if (chosen.token < 0)
        chosen.token = drawToken(chosen.filteredDistribution, mRandom);
    const auto read = mCache->step(chosen.token);
    if (!read) {
        mProblem = read.problem(); // the view says why the text stops here
        return false;
    }
    mTokens.push_back(chosen.token);
    mSteps.push_back(std::move(chosen));
    take(*read);
    return true;
}

Matrix GenerationSession::attention(int layer, int head) const
{
    const int n = int(mRows.size());
    Matrix map = Matrix::Zero(n, n);
    for (int i = 0; i < n; ++i) {
        const RowVector &row = mRows[std::size_t(i)][std::size_t(layer)][std::size_t(head)];
        map.row(i).head(row.size()) = row;
    }
    return map;
}

} // namespace attention::generation
