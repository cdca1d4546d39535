#pragma once

#include "core/Types.h"

namespace attention {

/**
 * Row-wise softmax of scores / temperature over the keys the mask leaves open, computed in
 * double with the row maximum subtracted. A row with no open key gets zero weights; a NaN
 * score counts as blocked; +inf scores share the row's weight. The result is always finite.
 * The temperature must be positive (callers validate it).
 */
Matrix maskedSoftmax(const Matrix &scores, const Mask &mask, double temperature);

/** The same, overwriting the scores with the weights (one matrix less for long sequences). */
void maskedSoftmaxInPlace(Matrix &scoresToWeights, const Mask &mask, double temperature);

/** The same for one row of n scores, with its n mask flags (null: nothing blocked);
 *  logNormaliser, when given, receives the log of the denominator (a weight is
 *  exp(score / temperature - logNormaliser)), or NaN where a score is not finite. */
void softmaxRow(Scalar *scoresToWeights, Eigen::Index n, const bool *blocked, double temperature, double *logNormaliser = nullptr);
/** Replaces NaN by 0 and +-inf by the largest finite float of that sign. */
void makeFinite(Matrix &matrix);
/** The same for n floats one after the other (one pass when all are finite). */
void makeFiniteRow(Scalar *row, Eigen::Index n);

} // namespace attention
