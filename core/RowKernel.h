#pragma once

#include <cstddef>

namespace attention {

/**
 * One query row of one head, in place: scores become the softmax of scores x inverse over the
 * open keys (blocked may be null), and the row is added to running sums of scores and of
 * weights. Runs 8 floats at a time with AVX2 and FMA when the CPU has them (chosen when the
 * program runs; the default build targets any x86-64). Returns false, touching nothing, when
 * it cannot: no AVX2, a score that is not finite, or no open key; the caller then takes the
 * exact path of softmaxRow().
 */
bool softmaxRowAccumulating(float *scores, std::ptrdiff_t n, const bool *blocked, float inverse, float *scoresSum,
                            float *weightsSum);

} // namespace attention
