#pragma once

#include "core/pipeline/MultiHeadAttention.h"

#include <vector>

namespace attention {

/** The rows of m listed, in that order (m itself when they are all of its rows, in order). */
Matrix gatherRows(const Matrix &m, const std::vector<Eigen::Index> &rows);
/** Row k of from goes to row rows[k] of to. */
void scatterRows(const Matrix &from, const std::vector<Eigen::Index> &rows, Matrix &to);
/** The rows an earlier call computed, copied where this call left them out (their summaries
 *  too: summarised anew where known has none). */
void copyKnownRows(const KnownRows &known, const Mask &mask, MultiHeadOutputs &out);

} // namespace attention
