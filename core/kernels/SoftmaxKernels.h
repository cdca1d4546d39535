#pragma once

#include <cmath>
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
 * priorLogMass, when finite, is the log of what other keys of the row, not among these n, add
 * to the denominator (the weights then sum to less than 1; the row's other keys are the
 * caller's to weigh: exp(their logit - logNormaliser)).
 * Returns false, touching nothing, when it cannot: neither, a score that is not finite, or no
 * open key; the caller then takes the exact path of softmaxRow().
 */
bool softmaxRowAccumulating(float *scores, std::ptrdiff_t n, const bool *blocked, float inverse, float *scoresSum, float *weightsSum,
                            Sums sums = Sums::Add, double *logNormaliser = nullptr, float *copy = nullptr, double priorLogMass = -HUGE_VAL);

/** Whether softmaxRowAccumulating() runs on this CPU (else it always returns false). */
bool softmaxKernelsAvailable();

/** into[j] = from[j] x factor for j < n (the two may not overlap); returns the sum of what was
 *  written, summed in double. With AVX2 where the CPU has it. */
double scaleRowSumming(const float *from, float factor, float *into, std::ptrdiff_t n);

/** The softmax's last step for weights made another way: row[j] *= factor, then added to the
 *  running sum of weights (or starting it), and into copy as copyPastTheCache() stores. With
 *  AVX2 where the CPU has it. */
void weighRowAccumulating(float *row, std::ptrdiff_t n, float factor, float *weightsSum, Sums sums, float *copy);

} // namespace attention
