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

/**
 * y = x W^T + b for a few rows of x (at most kFewRows), W row-major [out][in] as torch.nn.Linear
 * keeps it, y row-major [rows][out]. A short input spends most of a BLAS product packing W; here
 * each row of W is read once and used for every row of x, 8 floats at a time with AVX2 and FMA.
 * Returns false, writing nothing, without AVX2 or with more rows: the caller multiplies.
 */
constexpr std::ptrdiff_t kFewRows = 16;
bool linearFewRows(const float *x, std::ptrdiff_t rows, std::ptrdiff_t in, const float *W, std::ptrdiff_t out,
                   const float *b, float *y);

} // namespace attention
