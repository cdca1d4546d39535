#pragma once

#include "core/pipeline/AttentionResult.h"

#include <optional>
#include <utility>
#include <vector>

namespace attention {

/** Share of queries whose argmax is their gold key; gold pairs are (query, key). Nothing when
 *  no gold pair fits the result. */
std::optional<double> alignmentAccuracy(const AttentionResult &result, const std::vector<std::pair<int, int>> &gold);

/** Seq2seq without attention hands every step one fixed context: here the mean of the values
 *  (what uniform attention gives). With attention each step has its own. */
struct ContextComparison
{
    RowVector fixedContext;
    std::vector<double> cosine; // per query: cosine of its context with the fixed one
    std::vector<double> distance; // per query: Euclidean distance between them
};
ContextComparison compareWithFixedContext(const AttentionResult &result);

} // namespace attention
