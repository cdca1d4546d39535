#include "core/generation/GenerationSession.h"

namespace attention::generation {

GenerationSession::GenerationSession(std::shared_ptr<const DecoderModel> model, std::vector<int> prompt, const GenerationOptions &options)
    : mOptions(options), mRandom(options.seed), mPromptLength(int(prompt.size()))
{
    auto decoder = steppingDecoder(std::move(model));
    if (!decoder) {
        mProblem = decoder.problem();
        return;
    }
    mDecoder = std::move(*decoder);
    start(std::move(prompt));
}

GenerationSession::GenerationSession(std::unique_ptr<SteppingDecoder> decoder, std::vector<int> prompt, const GenerationOptions &options)
    : mDecoder(std::move(decoder)), mOptions(options), mRandom(options.seed), mPromptLength(int(prompt.size()))
{
    start(std::move(prompt));
}

void GenerationSession::start(std::vector<int> prompt)
{
    const DecoderSizes &shape = mDecoder->shape();
    if (auto ok = checkTokenIds(prompt, shape.vocab, shape.positions); !ok) {
        mProblem = ok.problem();
        return;
    }
    if (mOptions.strategy == Strategy::Sample)
        if (auto ok = checkSampling(mOptions.sampling); !ok) {
            mProblem = ok.problem();
            return;
        }
    const auto read = mDecoder->read(prompt);
    if (!read) {
        mProblem = read.problem();
        return;
    }
    for (std::size_t i = 0; i < prompt.size(); ++i) {
        mTokens.push_back(prompt[i]);
        take((*read)[i]);
    }
}

const DecoderSizes &GenerationSession::shape() const
{
    static const DecoderSizes none;
    return mDecoder ? mDecoder->shape() : none;
}

void GenerationSession::take(const CachedStep &step)
{
    mLogits = step.logits;
    mRows.push_back(step.weights);
    const int length = int(mTokens.size());
    mWorkWithCache += mDecoder->stepWork(length, true);
    mWorkRecomputing += mDecoder->stepWork(length, false);
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
    const auto read = mDecoder->step(chosen.token);
    if (!read) {
        mProblem = read.problem(); // the view says why the text stops here
        return false;
    }
    mTokens.push_back(chosen.token);
    if (!mSteps.empty()) { // only the last step's distributions are kept: a real model's are 50,257 numbers each
        SessionStep &before = mSteps.back();
        before.modelDistribution = {};
        before.beforeTopP = {};
        before.filteredDistribution = {};
    }
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
