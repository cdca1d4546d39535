#include "core/kernels/RowSummaryKernels.h"

#include "core/kernels/Avx2Lanes.h"
#include "core/kernels/CpuFeatures.h"

#include <cmath>
#include <math.h>

namespace attention {

#ifdef ATTENTION_X86_KERNELS
namespace {

using avx2::blockedLanes;

/** ln x for normal x > 0 (Cephes' polynomial, as in avx_mathfun; relative error about 1e-7). */
AVX2_FMA inline __m256 logPositive(__m256 x)
{
    const __m256 one = _mm256_set1_ps(1.0f);
    const __m256i bits = _mm256_castps_si256(x);
    __m256 e = _mm256_cvtepi32_ps(_mm256_sub_epi32(_mm256_srli_epi32(bits, 23), _mm256_set1_epi32(126)));
    // The mantissa as a number in [0.5, 1).
    x = _mm256_or_ps(_mm256_castsi256_ps(_mm256_and_si256(bits, _mm256_set1_epi32(0x007FFFFF))), _mm256_set1_ps(0.5f));
    // Below sqrt(1/2) the mantissa is doubled and the exponent lowered, so that x - 1 is small.
    const __m256 small = _mm256_cmp_ps(x, _mm256_set1_ps(0.707106781186547524f), _CMP_LT_OQ);
    e = _mm256_sub_ps(e, _mm256_and_ps(one, small));
    x = _mm256_sub_ps(_mm256_add_ps(x, _mm256_and_ps(x, small)), one);
    const __m256 z = _mm256_mul_ps(x, x);
    __m256 y = _mm256_set1_ps(7.0376836292e-2f);
    y = _mm256_fmadd_ps(y, x, _mm256_set1_ps(-1.1514610310e-1f));
    y = _mm256_fmadd_ps(y, x, _mm256_set1_ps(1.1676998740e-1f));
    y = _mm256_fmadd_ps(y, x, _mm256_set1_ps(-1.2420140846e-1f));
    y = _mm256_fmadd_ps(y, x, _mm256_set1_ps(1.4249322787e-1f));
    y = _mm256_fmadd_ps(y, x, _mm256_set1_ps(-1.6668057665e-1f));
    y = _mm256_fmadd_ps(y, x, _mm256_set1_ps(2.0000714765e-1f));
    y = _mm256_fmadd_ps(y, x, _mm256_set1_ps(-2.4999993993e-1f));
    y = _mm256_fmadd_ps(y, x, _mm256_set1_ps(3.3333331174e-1f));
    y = _mm256_mul_ps(_mm256_mul_ps(y, x), z);
    y = _mm256_fmadd_ps(e, _mm256_set1_ps(-2.12194440e-4f), y);
    y = _mm256_fnmadd_ps(z, _mm256_set1_ps(0.5f), y);
    x = _mm256_add_ps(x, y);
    return _mm256_fmadd_ps(e, _mm256_set1_ps(0.693359375f), x);
}

AVX2_FMA inline double horizontalSum(__m256d v)
{
    double lanes[4];
    _mm256_storeu_pd(lanes, v);
    return (lanes[0] + lanes[1]) + (lanes[2] + lanes[3]);
}

AVX2_FMA double sumOfWeightLogWeightAvx2(const float *weights, std::ptrdiff_t n)
{
    const std::ptrdiff_t whole = n - n % 8;
    const __m256 smallest = _mm256_set1_ps(1.17549435e-38f); // FLT_MIN
    __m256d low = _mm256_setzero_pd(), high = _mm256_setzero_pd();
    for (std::ptrdiff_t j = 0; j < whole; j += 8) {
        const __m256 w = _mm256_loadu_ps(weights + j);
        const __m256 term = _mm256_mul_ps(w, logPositive(_mm256_max_ps(w, smallest)));
        low = _mm256_add_pd(low, _mm256_cvtps_pd(_mm256_castps256_ps128(term)));
        high = _mm256_add_pd(high, _mm256_cvtps_pd(_mm256_extractf128_ps(term, 1)));
    }
    double sum = horizontalSum(_mm256_add_pd(low, high));
    for (std::ptrdiff_t j = whole; j < n; ++j) {
        const float w = weights[j];
        sum += static_cast<double>(w * ::logf(w > 1.17549435e-38f ? w : 1.17549435e-38f));
    }
    return sum;
}

/** Eight keys from j on, blocked keys and those past the row's end as -infinity. */
AVX2_FMA inline __m256 openKeys(const float *weights, std::ptrdiff_t n, const bool *blocked, std::ptrdiff_t j)
{
    const __m256 minusInfinity = _mm256_set1_ps(-INFINITY);
    if (j + 8 <= n)
        return blocked ? _mm256_blendv_ps(_mm256_loadu_ps(weights + j), minusInfinity, blockedLanes(blocked, j))
                       : _mm256_loadu_ps(weights + j);
    const __m256i inside = _mm256_cmpgt_epi32(_mm256_set1_epi32(static_cast<int>(n - j)), _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    float tail[8], closed[8] = {};
    _mm256_storeu_ps(tail, _mm256_maskload_ps(weights + j, inside));
    for (std::ptrdiff_t k = 0; k < 8; ++k)
        closed[k] = j + k >= n || (blocked && blocked[j + k]) ? 1.0f : 0.0f;
    return _mm256_blendv_ps(_mm256_loadu_ps(tail), minusInfinity, _mm256_cmp_ps(_mm256_loadu_ps(closed), _mm256_setzero_ps(), _CMP_NEQ_OQ));
}

/**
 * openLeaders() with AVX2, in two passes over the row (it is in the cache after the first).
 * The first keeps each lane's two largest weights with a min and two maxes and no blend (the
 * one-pass form, which blended the key of each new leader in, took 1.2 cycles a key); the
 * second finds the first open key holding the largest. Blocked keys and lanes past the row's
 * end read as -infinity, which never leads. A NaN never leads nor becomes a runner-up, as in
 * the plain loop: max and min take their second operand when one is NaN, and the min is taken
 * with the NaN second.
 */
AVX2_FMA void openLeadersAvx2(const float *weights, std::ptrdiff_t n, const bool *blocked, OpenLeaders *out)
{
    const __m256 minusInfinity = _mm256_set1_ps(-INFINITY);
    __m256 best[2] = {minusInfinity, minusInfinity}, second[2] = {minusInfinity, minusInfinity};
    for (std::ptrdiff_t j = 0; j < n; j += 16) {
#pragma GCC unroll 2
        for (int c = 0; c < 2; ++c) {
            const __m256 w = openKeys(weights, n, blocked, j + 8 * c); // all -infinity past the end
            second[c] = _mm256_max_ps(_mm256_min_ps(best[c], w), second[c]); // the smaller of the old leader and w
            best[c] = _mm256_max_ps(w, best[c]);
        }
    }
    float bests[16], seconds[16];
    for (int c = 0; c < 2; ++c) {
        _mm256_storeu_ps(bests + 8 * c, best[c]);
        _mm256_storeu_ps(seconds + 8 * c, second[c]);
    }
    int leader = 0; // a lane holding the largest weight
    for (int l = 1; l < 16; ++l)
        if (bests[l] > bests[leader])
            leader = l;
    const float largest = bests[leader];
    if (!(largest > -INFINITY)) { // every key blocked, -infinity or NaN: none leads
        *out = OpenLeaders{};
        return;
    }
    float runnerUp = seconds[leader];
    for (int l = 0; l < 16; ++l)
        if (l != leader && bests[l] > runnerUp)
            runnerUp = bests[l];
    const __m256 target = _mm256_set1_ps(largest);
    std::ptrdiff_t first = -1;
    for (std::ptrdiff_t j = 0; first < 0; j += 8) { // the largest is an open weight: found before n
        const int equal = _mm256_movemask_ps(_mm256_cmp_ps(openKeys(weights, n, blocked, j), target, _CMP_EQ_OQ));
        if (equal != 0)
            first = j + __builtin_ctz(static_cast<unsigned>(equal));
    }
    *out = OpenLeaders{largest, first, runnerUp};
}

} // namespace
#endif

bool sumOfWeightLogWeight(const float *weights, std::ptrdiff_t n, double *sum)
{
#ifdef ATTENTION_X86_KERNELS
    if (hasAvx2()) {
        *sum = sumOfWeightLogWeightAvx2(weights, n);
        return true;
    }
#endif
    (void)weights, (void)n, (void)sum;
    return false;
}

bool openLeaders(const float *weights, std::ptrdiff_t n, const bool *blocked, OpenLeaders *leaders)
{
#ifdef ATTENTION_X86_KERNELS
    if (hasAvx2()) {
        openLeadersAvx2(weights, n, blocked, leaders);
        return true;
    }
#endif
    (void)weights, (void)n, (void)blocked, (void)leaders;
    return false;
}

} // namespace attention
