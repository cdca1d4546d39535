#pragma once

#include "core/Types.h"

#include <vector>

namespace attention {

/** What a map marks in one query row. (Its entropy, rowEntropy(), is left to those who show it:
 *  a logarithm a weight was most of these summaries' time, and no view of a result showed it.) */
struct QueryRowSummary
{
    int argmax = -1; // the hard alignment; -1 when every key is blocked
    int markedArgmax = -1; // the argmax where it stands out (distinctArgmaxOfRow, visible margin): what a map marks
};

/** The open key with the largest positive weight in a row (the hard alignment), or -1. */
int argmaxOfRow(const Matrix &weights, const Mask &mask, Eigen::Index row);

/** The argmax where it stands out: -1 unless the row's largest weight beats every other open
 *  key's by at least `margin`. At temperature 1000 every row is uniform, and marking one key of
 *  ten equal ones "strongest" taught the wrong thing. */
int distinctArgmaxOfRow(const Matrix &weights, const Mask &mask, Eigen::Index row, int argmax, double margin);
/** Shown weights have two decimals: a lead below half of the last one is not visible. */
constexpr double kVisibleWeightMargin = 0.005;
/** distinctArgmaxOfRow of every row: the keys a map marks as each row's strongest. */
std::vector<int> distinctArgmaxes(const Matrix &weights, const Mask &mask, double margin = kVisibleWeightMargin);

/** A row's entropy -sum w ln w in nats (0 ln 0 = 0): 0 for a row whose keys are all blocked. */
double rowEntropy(const Matrix &weights, Eigen::Index row);

/** Argmax and marked argmax of one row. */
QueryRowSummary summariseRow(const Matrix &weights, const Mask &mask, Eigen::Index row);
/** The same of n weights, blocked (may be null) marking the blocked keys. */
QueryRowSummary summariseRow(const Scalar *weights, Eigen::Index n, const bool *blocked);
/** Per row: argmax and marked argmax of a weight matrix, in one parallel pass. */
std::vector<QueryRowSummary> summariseRows(const Matrix &weights, const Mask &mask);

} // namespace attention
