#pragma once

#include <cstddef>

namespace attention {

/** Whether a row's scores and weights are added to the running sums or start them (the first
 *  head's: zeroing the sums first was 1 % of a 2048-token computation). */
enum class Sums { Add, Start };

/**
 * One query row of one head, in place: scores become the softmax of scores x inverse over the
 * open keys (blocked may be null), and the row is added to running sums of scores and of
 * weights (or starts them); logNormaliser, when given, receives the log of the softmax's
 * denominator, so that a weight is exp(score x inverse - logNormaliser); copy, when given,
 * receives the weights too, as copyPastTheCache() stores them (the caller then calls
 * finishCopiesPastTheCache() before another thread reads them). Runs 16 floats at a time with
 * AVX-512, or 8 with AVX2 and FMA, when the CPU has them (chosen when the program runs; the
 * default build targets any x86-64).
 * Returns false, touching nothing, when it cannot: neither, a score that is not finite, or no
 * open key; the caller then takes the exact path of softmaxRow().
 */
bool softmaxRowAccumulating(float *scores, std::ptrdiff_t n, const bool *blocked, float inverse, float *scoresSum,
                            float *weightsSum, Sums sums = Sums::Add, double *logNormaliser = nullptr, float *copy = nullptr);

} // namespace attention
