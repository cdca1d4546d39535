#pragma once

#include "core/Outcome.h"
#include "core/pipeline/AttentionResult.h"

#include <string>
#include <vector>

namespace attention {

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
    std::string formula; // what the terms add up to, e.g. "q \u00B7 k"
    std::vector<WorkedTerm> terms; // all of them; a view shows the first few
    double sum = 0; // the terms added up (plus b_v for additive)
    double scale = 1; // 1 / sqrt(d_k) for scaled dot products, else 1
    double score = 0; // sum x scale
    double temperature = 1;
    double logit = 0; // score / temperature
    double rowMax = 0; // the largest logit of the row's open keys
    double exponential = 0; // exp(logit - rowMax)
    double rowSum = 0; // the sum of those exponentials over the row
    double weight = 0; // exponential / rowSum

    /** Step 6, the context vector of the row: c = sum over keys j of w_j v_j (for multi-head,
     *  this head's slice of V, before the output projection). */
    std::vector<double> rowWeights; // w_j of the row's keys, as the softmax gave them (0 for blocked)
    Matrix values; // v_j of each key, [keys][dimensions]
    std::vector<double> context; // the sum, in double, per dimension
};

/** The arithmetic behind cell (row, column): of one head for multi-head (head 0 when -1). */
Outcome<WorkedCell> workedArithmetic(const AttentionResult &result, int row, int column, int head = -1);

} // namespace attention
