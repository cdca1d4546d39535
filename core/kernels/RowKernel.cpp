#include "core/kernels/RowKernel.h"

#include "core/kernels/CpuFeatures.h"

#ifdef ATTENTION_X86_KERNELS
#include <immintrin.h>
#endif

#include <cmath>
#include <cstdint>
#include <math.h>

namespace attention {

#ifdef ATTENTION_X86_KERNELS
namespace {

// Only intrinsics and plain arithmetic below: code compiled for AVX2 must not instantiate an
// inline function (a std:: or Eigen template) that the rest of the program might then share.
// (linearRows is a template of this file's anonymous namespace: no other file can share it.)
#define AVX2_FMA __attribute__((target("avx2,fma")))

/**
 * e^x for x <= 0 (relative error under 2e-7 down to e^-86, the smallest value it gives): with
 * x = k ln2 / 8 + r, |r| <= ln2 / 16, e^x = 2^(k >> 3) 2^((k & 7) / 8) e^r, the middle factor
 * from a table of 8 held in a register and e^r from a cubic (minimax). 7 multiply-adds instead
 * of the 11 of Cephes' polynomial: 0.18 instead of 0.24 ns an element on the Zen 5 of the
 * README, with AVX2 (the softmax spends most of its time here).
 */
AVX2_FMA inline __m256 expNonPositive(__m256 x)
{
    x = _mm256_max_ps(x, _mm256_set1_ps(-86.0f)); // so that 2^(k >> 3) stays a normal float
    const __m256 magic = _mm256_set1_ps(12582912.0f); // 1.5 * 2^23: t + magic holds round(t) in its low bits
    const __m256 shifted = _mm256_fmadd_ps(x, _mm256_set1_ps(11.5415603271117f), magic); // 8 / ln 2
    const __m256 k = _mm256_sub_ps(shifted, magic);
    __m256 r = _mm256_fnmadd_ps(k, _mm256_set1_ps(0.693359375f / 8.0f), x); // ln 2 / 8 in two parts
    r = _mm256_fnmadd_ps(k, _mm256_set1_ps(-2.12194440e-4f / 8.0f), r);
    __m256 p = _mm256_fmadd_ps(_mm256_set1_ps(0.16667254269123077f), r, _mm256_set1_ps(0.5000646710395813f));
    p = _mm256_fmadd_ps(p, r, _mm256_set1_ps(1.0f));
    p = _mm256_fmadd_ps(p, r, _mm256_set1_ps(1.0f));
    const __m256 eighths = _mm256_setr_ps(1.0f, 1.0905077326652577f, 1.1892071150027210f, 1.2968395546510096f,
                                          1.4142135623730951f, 1.5422108254079407f, 1.6817928305074290f, 1.8340080864093424f);
    // The low 22 bits of `shifted` are k (two's complement), above a multiple of 8: its lowest
    // three bits pick the eighth, the rest shifted right by 3 are k >> 3.
    const __m256i bits = _mm256_castps_si256(shifted);
    const __m256 mantissa = _mm256_mul_ps(p, _mm256_permutevar8x32_ps(eighths, bits));
    return _mm256_castsi256_ps(_mm256_add_epi32(_mm256_castps_si256(mantissa), _mm256_slli_epi32(_mm256_srai_epi32(bits, 3), 23)));
}

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

/** All ones in the lanes whose key is blocked. */
AVX2_FMA inline __m256 blockedLanes(const bool *blocked, std::ptrdiff_t j)
{
    if (!blocked)
        return _mm256_setzero_ps();
    const __m128i bytes = _mm_loadl_epi64(reinterpret_cast<const __m128i *>(blocked + j));
    return _mm256_castsi256_ps(_mm256_cmpgt_epi32(_mm256_cvtepu8_epi32(bytes), _mm256_setzero_si256()));
}

/** Eight keys from j on, blocked keys and those past the row's end as -infinity. */
AVX2_FMA inline __m256 openKeys(const float *weights, std::ptrdiff_t n, const bool *blocked, std::ptrdiff_t j)
{
    const __m256 minusInfinity = _mm256_set1_ps(-INFINITY);
    if (j + 8 <= n)
        return blocked ? _mm256_blendv_ps(_mm256_loadu_ps(weights + j), minusInfinity, blockedLanes(blocked, j)) : _mm256_loadu_ps(weights + j);
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

AVX2_FMA float horizontalMax(__m256 v)
{
    __m128 m = _mm_max_ps(_mm256_castps256_ps128(v), _mm256_extractf128_ps(v, 1));
    m = _mm_max_ps(m, _mm_movehl_ps(m, m));
    m = _mm_max_ss(m, _mm_shuffle_ps(m, m, 1));
    return _mm_cvtss_f32(m);
}

AVX2_FMA float horizontalSum(__m256 v)
{
    __m128 s = _mm_add_ps(_mm256_castps256_ps128(v), _mm256_extractf128_ps(v, 1));
    s = _mm_add_ps(s, _mm_movehl_ps(s, s));
    s = _mm_add_ss(s, _mm_shuffle_ps(s, s, 1));
    return _mm_cvtss_f32(s);
}

/** With Start, the sums begin with this row (what they held is not read). */
template <bool Start>
AVX2_FMA bool softmaxRowAvx2(float *scores, std::ptrdiff_t n, const bool *blocked, float inverse, float *scoresSum,
                             float *weightsSum, double *logNormaliser)
{
    const std::ptrdiff_t whole = n - n % 8;
    const __m256 scale = _mm256_set1_ps(inverse);
    const __m256 minusInfinity = _mm256_set1_ps(-INFINITY);
    // 1. The largest open logit, and whether every open logit is finite: z * 0 + sum is NaN
    //    from the first z that is infinite or NaN on: one multiply-add where a subtraction, a
    //    compare and an and were, and two chains where no key is blocked (the whole softmax of
    //    an open 2048-key row: 0.35 -> 0.32 ns a key on the README's Zen 5).
    const __m256 zero = _mm256_setzero_ps();
    __m256 largest = minusInfinity, largest2 = minusInfinity, notFinite = zero, notFinite2 = zero;
    std::ptrdiff_t at = 0;
    if (!blocked) {
        for (; at + 16 <= whole; at += 16) {
            const __m256 z = _mm256_mul_ps(_mm256_loadu_ps(scores + at), scale);
            const __m256 z2 = _mm256_mul_ps(_mm256_loadu_ps(scores + at + 8), scale);
            largest = _mm256_max_ps(largest, z);
            largest2 = _mm256_max_ps(largest2, z2);
            notFinite = _mm256_fmadd_ps(z, zero, notFinite);
            notFinite2 = _mm256_fmadd_ps(z2, zero, notFinite2);
        }
    }
    for (; at < whole; at += 8) {
        const __m256 z = _mm256_mul_ps(_mm256_loadu_ps(scores + at), scale);
        const __m256 closed = blockedLanes(blocked, at);
        notFinite = _mm256_add_ps(notFinite, _mm256_andnot_ps(closed, _mm256_mul_ps(z, zero)));
        largest = _mm256_max_ps(largest, _mm256_blendv_ps(z, minusInfinity, closed));
    }
    float rowMax = horizontalMax(_mm256_max_ps(largest, largest2));
    notFinite = _mm256_add_ps(notFinite, notFinite2);
    bool allFinite = _mm256_movemask_ps(_mm256_cmp_ps(notFinite, notFinite, _CMP_UNORD_Q)) == 0;
    for (std::ptrdiff_t j = whole; j < n; ++j) {
        const float z = scores[j] * inverse;
        if (blocked && blocked[j])
            continue;
        allFinite = allFinite && z - z == 0.0f;
        rowMax = z > rowMax ? z : rowMax;
    }
    if (!allFinite || !(rowMax > -INFINITY))
        return false;
    // 2. Scores into their sum; e^(logit - max) for open keys, 0 for blocked ones.
    const __m256 shift = _mm256_set1_ps(rowMax);
    __m256 total = _mm256_setzero_ps();
    for (std::ptrdiff_t j = 0; j < whole; j += 8) {
        const __m256 s = _mm256_loadu_ps(scores + j);
        _mm256_storeu_ps(scoresSum + j, Start ? s : _mm256_add_ps(_mm256_loadu_ps(scoresSum + j), s));
        const __m256 e = _mm256_andnot_ps(blockedLanes(blocked, j), expNonPositive(_mm256_fmsub_ps(s, scale, shift)));
        total = _mm256_add_ps(total, e);
        _mm256_storeu_ps(scores + j, e);
    }
    float sum = horizontalSum(total);
    for (std::ptrdiff_t j = whole; j < n; ++j) {
        scoresSum[j] = Start ? scores[j] : scoresSum[j] + scores[j];
        const float e = blocked && blocked[j] ? 0.0f : ::expf(scores[j] * inverse - rowMax);
        sum += e;
        scores[j] = e;
    }
    // 3. Weights, and their sum.
    const __m256 reciprocal = _mm256_set1_ps(1.0f / sum);
    for (std::ptrdiff_t j = 0; j < whole; j += 8) {
        const __m256 w = _mm256_mul_ps(_mm256_loadu_ps(scores + j), reciprocal);
        _mm256_storeu_ps(scores + j, w);
        _mm256_storeu_ps(weightsSum + j, Start ? w : _mm256_add_ps(_mm256_loadu_ps(weightsSum + j), w));
    }
    for (std::ptrdiff_t j = whole; j < n; ++j) {
        scores[j] /= sum;
        weightsSum[j] = Start ? scores[j] : weightsSum[j] + scores[j];
    }
    if (logNormaliser)
        *logNormaliser = double(rowMax) + std::log(double(sum));
    return true;
}

/** Rows rows of x (a compile-time count, so the sums stay in registers) against every row of W. */
template <int Rows>
AVX2_FMA void linearRows(const float *x, std::ptrdiff_t in, const float *W, std::ptrdiff_t out, const float *b, float *y,
                         std::ptrdiff_t yStride)
{
    const std::ptrdiff_t whole = in - in % 8;
    for (std::ptrdiff_t o = 0; o < out; ++o) {
        const float *w = W + o * in;
        __m256 sums[Rows];
        for (int i = 0; i < Rows; ++i)
            sums[i] = _mm256_setzero_ps();
        for (std::ptrdiff_t j = 0; j < whole; j += 8) {
            const __m256 wv = _mm256_loadu_ps(w + j);
            for (int i = 0; i < Rows; ++i)
                sums[i] = _mm256_fmadd_ps(_mm256_loadu_ps(x + i * in + j), wv, sums[i]);
        }
        for (int i = 0; i < Rows; ++i) {
            float total = horizontalSum(sums[i]);
            for (std::ptrdiff_t j = whole; j < in; ++j)
                total += x[i * in + j] * w[j];
            y[i * yStride + o] = total + b[o];
        }
    }
}

/** Up to 8 rows of x against every row of W. */
AVX2_FMA void linearEightRows(const float *x, std::ptrdiff_t rows, std::ptrdiff_t in, const float *W, std::ptrdiff_t out,
                              const float *b, float *y, std::ptrdiff_t yStride)
{
    switch (rows) {
    case 1: linearRows<1>(x, in, W, out, b, y, yStride); break;
    case 2: linearRows<2>(x, in, W, out, b, y, yStride); break;
    case 3: linearRows<3>(x, in, W, out, b, y, yStride); break;
    case 4: linearRows<4>(x, in, W, out, b, y, yStride); break;
    case 5: linearRows<5>(x, in, W, out, b, y, yStride); break;
    case 6: linearRows<6>(x, in, W, out, b, y, yStride); break;
    case 7: linearRows<7>(x, in, W, out, b, y, yStride); break;
    default: linearRows<8>(x, in, W, out, b, y, yStride); break;
    }
}

#undef AVX2_FMA

#define AVX512 __attribute__((target("avx512f")))

// GCC 12's own AVX-512 intrinsics start from _mm512_undefined_ps(), which its flow analysis
// then reports as "may be used uninitialized" wherever they are inlined: a known false alarm.
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"

/** expNonPositive() 16 at a time: sixteenths, so e^r with |r| <= ln2 / 32. */
AVX512 inline __m512 expNonPositive16(__m512 x)
{
    x = _mm512_max_ps(x, _mm512_set1_ps(-86.0f));
    const __m512 magic = _mm512_set1_ps(12582912.0f);
    const __m512 shifted = _mm512_fmadd_ps(x, _mm512_set1_ps(23.0831206542234f), magic); // 16 / ln 2
    const __m512 k = _mm512_sub_ps(shifted, magic);
    __m512 r = _mm512_fnmadd_ps(k, _mm512_set1_ps(0.693359375f / 16.0f), x);
    r = _mm512_fnmadd_ps(k, _mm512_set1_ps(-2.12194440e-4f / 16.0f), r);
    __m512 p = _mm512_fmadd_ps(_mm512_set1_ps(0.16667254269123077f), r, _mm512_set1_ps(0.5000646710395813f));
    p = _mm512_fmadd_ps(p, r, _mm512_set1_ps(1.0f));
    p = _mm512_fmadd_ps(p, r, _mm512_set1_ps(1.0f));
    const __m512 sixteenths = _mm512_setr_ps(1.0f, 1.0442737824274138f, 1.0905077326652577f, 1.1387886347566916f,
                                             1.1892071150027210f, 1.2418578120734840f, 1.2968395546510096f, 1.3542555469368927f,
                                             1.4142135623730951f, 1.4768261459394993f, 1.5422108254079407f, 1.6104903319492543f,
                                             1.6817928305074290f, 1.7562521603732995f, 1.8340080864093424f, 1.9152065613971474f);
    const __m512i bits = _mm512_castps_si512(shifted);
    const __m512 mantissa = _mm512_mul_ps(p, _mm512_permutexvar_ps(bits, sixteenths));
    return _mm512_castsi512_ps(_mm512_add_epi32(_mm512_castps_si512(mantissa), _mm512_slli_epi32(_mm512_srai_epi32(bits, 4), 23)));
}

/** The lanes of keys j .. j + count - 1 (count <= 16) that are blocked. */
AVX512 inline __mmask16 blockedLanes16(const bool *blocked, std::ptrdiff_t j, std::ptrdiff_t count)
{
    if (!blocked)
        return 0;
    if (count < 16) { // no reading past the row
        unsigned lanes = 0;
        for (std::ptrdiff_t i = 0; i < count; ++i)
            lanes |= blocked[j + i] ? 1u << i : 0u;
        return static_cast<__mmask16>(lanes);
    }
    const __m512i flags = _mm512_cvtepu8_epi32(_mm_loadu_si128(reinterpret_cast<const __m128i *>(blocked + j)));
    return _mm512_test_epi32_mask(flags, flags);
}

AVX512 inline __mmask16 firstLanes(std::ptrdiff_t count)
{
    return static_cast<__mmask16>(count >= 16 ? 0xFFFFu : (1u << count) - 1);
}

/** Of `lanes` (the first count of the keys from j on), those whose key is open. */
AVX512 inline __mmask16 openLanes(const bool *blocked, std::ptrdiff_t j, std::ptrdiff_t count, __mmask16 lanes)
{
    return static_cast<__mmask16>(lanes & ~blockedLanes16(blocked, j, count));
}

/** Step 2 of softmaxRowAvx512() for the keys j.. in `lanes`, of which those in `open` are not
 *  blocked: the scores into their sum, e^(logit - max) in their place; returns the e's. */
template <bool Start>
AVX512 inline __m512 exponentiate16(float *scores, float *scoresSum, std::ptrdiff_t j, __mmask16 lanes, __mmask16 open,
                                    __m512 scale, __m512 shift)
{
    const __m512 s = _mm512_maskz_loadu_ps(lanes, scores + j);
    _mm512_mask_storeu_ps(scoresSum + j, lanes, Start ? s : _mm512_add_ps(_mm512_maskz_loadu_ps(lanes, scoresSum + j), s));
    const __m512 e = _mm512_maskz_mov_ps(open, expNonPositive16(_mm512_fmsub_ps(s, scale, shift)));
    _mm512_mask_storeu_ps(scores + j, lanes, e);
    return e;
}

/** Step 3 of softmaxRowAvx512() for the keys j.. in `lanes`: weights in place, and into their sum. */
template <bool Start>
AVX512 inline void normalise16(float *scores, float *weightsSum, std::ptrdiff_t j, __mmask16 lanes, __m512 reciprocal)
{
    const __m512 w = _mm512_mul_ps(_mm512_maskz_loadu_ps(lanes, scores + j), reciprocal);
    _mm512_mask_storeu_ps(scores + j, lanes, w);
    _mm512_mask_storeu_ps(weightsSum + j, lanes, Start ? w : _mm512_add_ps(_mm512_maskz_loadu_ps(lanes, weightsSum + j), w));
}

/**
 * softmaxRowAvx2() 16 at a time: whole blocks of 16, then the row's last, shorter block through
 * masks. Step 1 as in the AVX2 form (two chains of maxima and of z * 0 where no key is
 * blocked): one chain of masked maxima, each waiting for the last, with a compare and mask
 * operations for the finiteness, took 13.4 % of a 2048-word source keystroke and the whole
 * softmax 17.8 % (perf, AVX-512 kernels).
 */
template <bool Start>
AVX512 bool softmaxRowAvx512(float *scores, std::ptrdiff_t n, const bool *blocked, float inverse, float *scoresSum,
                             float *weightsSum, double *logNormaliser)
{
    const __m512 scale = _mm512_set1_ps(inverse);
    const __m512 zero = _mm512_setzero_ps();
    const std::ptrdiff_t whole = n - n % 16;
    const __mmask16 all = 0xFFFF, last = firstLanes(n - whole);
    // 1. The largest open logit, and whether every open logit is finite.
    __m512 largest = _mm512_set1_ps(-INFINITY), largest2 = largest, notFinite = zero, notFinite2 = zero;
    std::ptrdiff_t at = 0;
    if (!blocked) {
        for (; at + 32 <= whole; at += 32) {
            const __m512 z = _mm512_mul_ps(_mm512_loadu_ps(scores + at), scale);
            const __m512 z2 = _mm512_mul_ps(_mm512_loadu_ps(scores + at + 16), scale);
            largest = _mm512_max_ps(largest, z);
            largest2 = _mm512_max_ps(largest2, z2);
            notFinite = _mm512_fmadd_ps(z, zero, notFinite);
            notFinite2 = _mm512_fmadd_ps(z2, zero, notFinite2);
        }
    }
    for (; at < n; at += 16) {
        const __mmask16 lanes = at < whole ? all : last;
        const __mmask16 open = openLanes(blocked, at, at < whole ? 16 : n - whole, lanes);
        const __m512 z = _mm512_mul_ps(_mm512_maskz_loadu_ps(lanes, scores + at), scale);
        notFinite = _mm512_mask_add_ps(notFinite, open, notFinite, _mm512_mul_ps(z, zero));
        largest = _mm512_mask_max_ps(largest, open, largest, z);
    }
    const float rowMax = _mm512_reduce_max_ps(_mm512_max_ps(largest, largest2));
    notFinite = _mm512_add_ps(notFinite, notFinite2);
    if (_mm512_cmp_ps_mask(notFinite, notFinite, _CMP_UNORD_Q) != 0 || !(rowMax > -INFINITY))
        return false;
    // 2. Scores into their sum; e^(logit - max) for open keys, 0 for blocked ones.
    const __m512 shift = _mm512_set1_ps(rowMax);
    __m512 total = zero;
    for (std::ptrdiff_t j = 0; j < whole; j += 16)
        total = _mm512_add_ps(total, exponentiate16<Start>(scores, scoresSum, j, all, openLanes(blocked, j, 16, all), scale, shift));
    if (whole < n)
        total = _mm512_add_ps(total, exponentiate16<Start>(scores, scoresSum, whole, last, openLanes(blocked, whole, n - whole, last), scale, shift));
    // 3. Weights, and their sum.
    const float sum = _mm512_reduce_add_ps(total);
    const __m512 reciprocal = _mm512_set1_ps(1.0f / sum);
    for (std::ptrdiff_t j = 0; j < whole; j += 16)
        normalise16<Start>(scores, weightsSum, j, all, reciprocal);
    if (whole < n)
        normalise16<Start>(scores, weightsSum, whole, last, reciprocal);
    if (logNormaliser)
        *logNormaliser = double(rowMax) + std::log(double(sum));
    return true;
}

#pragma GCC diagnostic pop
#undef AVX512

} // namespace
#endif

bool softmaxRowAccumulating(float *scores, std::ptrdiff_t n, const bool *blocked, float inverse, float *scoresSum,
                            float *weightsSum, Sums sums, double *logNormaliser)
{
#ifdef ATTENTION_X86_KERNELS
    if (!std::isfinite(inverse) || !(inverse > 0))
        return false;
    const bool start = sums == Sums::Start;
    if (hasAvx512())
        return (start ? softmaxRowAvx512<true> : softmaxRowAvx512<false>)(scores, n, blocked, inverse, scoresSum, weightsSum,
                                                                        logNormaliser);
    if (hasAvx2())
        return (start ? softmaxRowAvx2<true> : softmaxRowAvx2<false>)(scores, n, blocked, inverse, scoresSum, weightsSum,
                                                                    logNormaliser);
#endif
    (void)scores, (void)n, (void)blocked, (void)inverse, (void)scoresSum, (void)weightsSum, (void)sums, (void)logNormaliser;
    return false;
}

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

void copyPastTheCache(const float *from, float *to, std::ptrdiff_t n)
{
    std::ptrdiff_t j = 0;
#ifdef ATTENTION_X86_KERNELS
    for (; j < n && reinterpret_cast<std::uintptr_t>(to + j) % 16 != 0; ++j)
        to[j] = from[j];
    for (; j + 4 <= n; j += 4)
        _mm_stream_ps(to + j, _mm_loadu_ps(from + j));
#endif
    for (; j < n; ++j)
        to[j] = from[j];
}

void finishCopiesPastTheCache()
{
#ifdef ATTENTION_X86_KERNELS
    _mm_sfence();
#endif
}

bool linearFewRows(const float *x, std::ptrdiff_t rows, std::ptrdiff_t in, const float *W, std::ptrdiff_t out,
                   const float *b, float *y, std::ptrdiff_t yStride)
{
#ifdef ATTENTION_X86_KERNELS
    if (hasAvx2() && rows <= kFewRows) {
        for (std::ptrdiff_t first = 0; first < rows; first += 8)
            linearEightRows(x + first * in, rows - first < 8 ? rows - first : 8, in, W, out, b, y + first * yStride, yStride);
        return true;
    }
#endif
    (void)x, (void)rows, (void)in, (void)W, (void)out, (void)b, (void)y, (void)yStride;
    return false;
}

} // namespace attention
