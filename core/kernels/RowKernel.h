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
 * denominator, so that a weight is exp(score x inverse - logNormaliser). Runs 16 floats at a
 * time with AVX-512, or 8 with AVX2 and FMA, when the CPU has them (chosen when the program
 * runs; the default build targets any x86-64).
 * Returns false, touching nothing, when it cannot: neither, a score that is not finite, or no
 * open key; the caller then takes the exact path of softmaxRow().
 */
bool softmaxRowAccumulating(float *scores, std::ptrdiff_t n, const bool *blocked, float inverse, float *scoresSum,
                            float *weightsSum, Sums sums = Sums::Add, double *logNormaliser = nullptr);

/**
 * The sum over a row of weights of w ln w (0 ln 0 = 0, weights below the smallest normal float
 * taken as that float inside the logarithm), 8 at a time with AVX2 and FMA (a logarithm good to
 * about 1e-7), summed in double. Returns false, writing nothing, without AVX2.
 */
bool sumOfWeightLogWeight(const float *weights, std::ptrdiff_t n, double *sum);

/** A row's largest open weight, the first key holding it (-1 when every key is blocked) and the
 *  largest open weight of the other keys (-infinity when there is none). */
struct OpenLeaders
{
    float largest = -INFINITY;
    std::ptrdiff_t first = -1;
    float runnerUp = -INFINITY;
};
/** OpenLeaders of a row (blocked may be null), 16 keys at a time with AVX2: the plain loop's
 *  branch on every weight took a third of the row summaries at 2048 tokens. Returns false,
 *  writing nothing, without AVX2. */
bool openLeaders(const float *weights, std::ptrdiff_t n, const bool *blocked, OpenLeaders *leaders);

/**
 * to[0..n) = from[0..n), stored around the caches where the CPU can (SSE2's streaming stores on
 * x86-64): for what is not read again soon, such as every head's weights of a long lesson (128 MB
 * at 2048 tokens), whose ordinary stores read each line from memory before writing it. The
 * thread that copied calls finishCopiesPastTheCache() before another thread may read the copies.
 */
void copyPastTheCache(const float *from, float *to, std::ptrdiff_t n);
void finishCopiesPastTheCache();

/**
 * y = x W^T + b for up to kFewRows rows of x, W row-major [out][in] as torch.nn.Linear keeps
 * it, y row-major with yStride floats a row. BLAS spends most of a short product packing W;
 * here each row of W is read once per 8 rows of x and used for all of them, 8 floats at a time
 * with AVX2 and FMA. Returns false, writing nothing, without AVX2 or with more rows: the
 * caller multiplies.
 */
constexpr std::ptrdiff_t kFewRows = 16; // at 64 rows OpenBLAS (AVX-512) is faster again (measured)
bool linearFewRows(const float *x, std::ptrdiff_t rows, std::ptrdiff_t in, const float *W, std::ptrdiff_t out,
                   const float *b, float *y, std::ptrdiff_t yStride);

} // namespace attention
