#pragma once

#include "core/Outcome.h"
#include "core/pipeline/AttentionConfig.h"
#include "core/pipeline/MultiHeadAttention.h"
#include "core/text/Tokenizer.h"

#include <functional>
#include <string>
#include <vector>

namespace attention {

/**
 * What a request would cost, estimated from its sizes before any of it is done: the work in
 * multiply-adds (an exponential or a tanh counted as 20 of them, as measured) and the memory
 * held at the peak, in bytes.
 */
struct Cost
{
    double work = 0;
    double bytes = 0;

    Cost &operator+=(const Cost &other)
    {
        work += other.work;
        bytes += other.bytes;
        return *this;
    }
};

/**
 * The budget of every request, from the window, the command line or a file: a computation
 * estimated beyond it is refused with a sentence that says what to make smaller, before it
 * starts. About ten seconds of work on a two-core laptop, and 2 GiB of memory.
 */
namespace limits {
constexpr double kMaxWork = 2e11;
constexpr double kMaxBytes = 2.0 * 1024 * 1024 * 1024;
} // namespace limits

/** Refuses a cost beyond the budget: `what` names the request ("This lesson"), `advice` says
 *  what to make smaller. */
Outcome<void> withinBudget(const Cost &cost, const Message &what, const Message &advice);
/** Whether a cost is within the budget: for memory spent by choice, which needs no sentence. */
bool fitsTheBudget(const Cost &cost);

/** The cost of computing a lesson's sentences as they are typed (tokenised and cut as the core
 *  does), the one estimate the window and the commands use; tokensOf(sentence) gives what
 *  tokenize() does, perhaps remembered (ComputeCache::tokens()). */
using TokenSplitter = std::function<std::vector<Token>(const std::string &)>;
Cost lessonCost(const Lesson &lesson, HeadWeights heads, const TokenSplitter &tokensOf = tokenize);

/** The same with the numbers of query and key tokens known. */
Cost lessonCost(const AttentionConfig &config, double queries, double keys, HeadWeights heads);

/** The cost of one attention call of a score function: Q [queries][dim], K and V [keys][dim]. */
Cost attentionCallCost(ScoreFunction score, double queries, double keys, double dim, double additiveSize);

/** The cost of multi-head attention on one sequence, every head's weights kept. */
Cost multiHeadCost(double queries, double keys, double embedDim, double heads, HeadWeights kept);

/** Memory of a matrix of this many cells written out as JSON through Qt (measured: about 220
 *  bytes a number while the document is built). */
double jsonBytes(double cells);

} // namespace attention
