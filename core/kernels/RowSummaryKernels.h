#pragma once

#include <cmath>
#include <cstddef>

namespace attention {

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

} // namespace attention
