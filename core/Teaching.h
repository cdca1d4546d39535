#pragma once

#include "AttentionResult.h"
#include "Outcome.h"

#include <string>
#include <utility>
#include <vector>

namespace attention {

/** One d_k of the "why scale by sqrt(d_k)" study, measured on the lesson's sentences. */
struct ScalingPoint
{
    int dk = 0;
    double rawVariance = 0;       // variance of q . k over the open cells
    double entropyUnscaled = 0;   // mean row entropy of softmax(q . k), nats
    double entropyScaled = 0;     // mean row entropy of softmax(q . k / sqrt(d_k))
    double maxWeightUnscaled = 0; // mean over rows of the largest weight
    double maxWeightScaled = 0;
};

std::vector<int> defaultScalingDimensions(); // 2, 4, 8, ..., 1024
/** Recomputes the lesson's dot-product scores at each d_k (same sentences, embeddings and
 *  projections) and measures both softmaxes, averaged over `draws` seeds from the lesson's. */
Outcome<std::vector<ScalingPoint>> scalingStudy(const Lesson &lesson, const std::vector<int> &dimensions, int draws = 4);

/** One term of a score: left x right, e.g. q_d x k_d, or v_a x tanh(...) for additive. */
struct WorkedTerm
{
    std::string label; // "q3 \u00D7 k3"
    double left = 0, right = 0, product = 0;
};

/** Every number between a query, a key and their weight, for one cell. */
struct WorkedCell
{
    int row = 0, column = 0, head = -1;
    bool blocked = false;
    std::string formula;            // what the terms add up to, e.g. "q \u00B7 k"
    std::vector<WorkedTerm> terms;  // all of them; a view shows the first few
    double sum = 0;                 // the terms added up (plus b_v for additive)
    double scale = 1;               // 1 / sqrt(d_k) for scaled dot products, else 1
    double score = 0;               // sum x scale
    double temperature = 1;
    double logit = 0;               // score / temperature
    double rowMax = 0;              // the largest logit of the row's open keys
    double exponential = 0;         // exp(logit - rowMax)
    double rowSum = 0;              // the sum of those exponentials over the row
    double weight = 0;              // exponential / rowSum
};

/** The arithmetic behind cell (row, column): of one head for multi-head (head 0 when -1). */
Outcome<WorkedCell> workedArithmetic(const AttentionResult &result, int row, int column, int head = -1);

/** Share of queries whose argmax is their gold key; gold pairs are (query, key). Nothing when
 *  no gold pair fits the result. */
std::optional<double> alignmentAccuracy(const AttentionResult &result, const std::vector<std::pair<int, int>> &gold);

/** Seq2seq without attention hands every step one fixed context: here the mean of the values
 *  (what uniform attention gives). With attention each step has its own. */
struct ContextComparison
{
    RowVector fixedContext;
    std::vector<double> cosine;   // per query: cosine of its context with the fixed one
    std::vector<double> distance; // per query: Euclidean distance between them
};
ContextComparison compareWithFixedContext(const AttentionResult &result);

/** What the scores and weights cost for a configuration at a sequence length. */
struct AttentionCost
{
    double scoreMultiplyAdds = 0; // Q K^T (or the additive layer)
    double contextMultiplyAdds = 0;
    double projectionMultiplyAdds = 0;
    double exponentials = 0;
    double scoreBytes = 0;        // float32, all heads
    double weightBytes = 0;
};
AttentionCost attentionCost(const AttentionConfig &config, int queries, int keys);

} // namespace attention
