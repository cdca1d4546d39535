#include "core/kernels/SoftmaxKernels.h"

#include "core/kernels/Avx2Lanes.h"
#include "core/kernels/CacheTraffic.h"
#include "core/kernels/CpuFeatures.h"

#include <cmath>
#include <cstdint>
#include <math.h>

namespace attention {

#ifdef ATTENTION_X86_KERNELS
namespace {

using avx2::blockedLanes;
using avx2::horizontalSum;

/**
 * e^x for x <= 0 (relative error under 2e-7 down to e^-86, the smallest value it gives): with
 * x = k ln2 / 8 + r, |r| <= ln2 / 16, e^x = 2^(k >> 3) 2^((k & 7) / 8) e^r, the middle factor
 * from a table of 8 held in a register and e^r from a cubic (minimax). 7 multiply-adds instead
 * of the 11 of Cephes' polynomial: 0.18 instead of 0.24 ns an element on the Zen 5 of
 * docs/benchmarks.md, with AVX2 (the softmax spends most of its time here).
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
    const __m256 eighths = _mm256_setr_ps(1.0f, 1.0905077326652577f, 1.1892071150027210f, 1.2968395546510096f, 1.4142135623730951f,
                                          1.5422108254079407f, 1.6817928305074290f, 1.8340080864093424f);
    // The low 22 bits of `shifted` are k (two's complement), above a multiple of 8: its lowest
    // three bits pick the eighth, the rest shifted right by 3 are k >> 3.
    const __m256i bits = _mm256_castps_si256(shifted);
    const __m256 mantissa = _mm256_mul_ps(p, _mm256_permutevar8x32_ps(eighths, bits));
    return _mm256_castsi256_ps(_mm256_add_epi32(_mm256_castps_si256(mantissa), _mm256_slli_epi32(_mm256_srai_epi32(bits, 3), 23)));
}

AVX2_FMA float horizontalMax(__m256 v)
{
    __m128 m = _mm_max_ps(_mm256_castps256_ps128(v), _mm256_extractf128_ps(v, 1));
    m = _mm_max_ps(m, _mm_movehl_ps(m, m));
    m = _mm_max_ss(m, _mm_shuffle_ps(m, m, 1));
    return _mm_cvtss_f32(m);
}

/** Whether there is a copy to make and streaming stores of 4 floats fit it from its start. */
inline bool streamsFromTheStart(const float *copy)
{
    return copy && reinterpret_cast<std::uintptr_t>(copy) % 16 == 0;
}

/** Weights [from, n) into copy, if there is one: those the last pass did not stream there. */
inline void copyTheRest(const float *weights, float *copy, std::ptrdiff_t from, std::ptrdiff_t n)
{
    if (copy)
        copyPastTheCache(weights + from, copy + from, n - from);
}

/** Step 3 of softmaxRowAvx2() for keys [0, whole), whole a multiple of 8: weights in place and
 *  into their sum, and with Streams into copy as well, past the cache. */
template <bool Start, bool Streams>
AVX2_FMA void normaliseAvx2(float *scores, float *weightsSum, float *copy, std::ptrdiff_t whole, __m256 reciprocal)
{
    for (std::ptrdiff_t j = 0; j < whole; j += 8) {
        const __m256 w = _mm256_mul_ps(_mm256_loadu_ps(scores + j), reciprocal);
        _mm256_storeu_ps(scores + j, w);
        _mm256_storeu_ps(weightsSum + j, Start ? w : _mm256_add_ps(_mm256_loadu_ps(weightsSum + j), w));
        if (Streams) {
            _mm_stream_ps(copy + j, _mm256_castps256_ps128(w));
            _mm_stream_ps(copy + j + 4, _mm256_extractf128_ps(w, 1));
        }
    }
}

/** normaliseAvx2() streaming into copy where it can from its start; returns whether it did (the
 *  caller copies the rest: copyTheRest()). */
template <bool Start>
AVX2_FMA bool normaliseStreamingAvx2(float *scores, float *weightsSum, float *copy, std::ptrdiff_t whole, __m256 reciprocal)
{
    const bool streams = streamsFromTheStart(copy);
    if (streams)
        normaliseAvx2<Start, true>(scores, weightsSum, copy, whole, reciprocal);
    else
        normaliseAvx2<Start, false>(scores, weightsSum, copy, whole, reciprocal);
    return streams;
}

/** With Start, the sums begin with this row (what they held is not read). */
template <bool Start>
AVX2_FMA bool softmaxRowAvx2(float *scores, std::ptrdiff_t n, const bool *blocked, float inverse, float *scoresSum, float *weightsSum,
                             double *logNormaliser, float *copy, double prior)
{
    const std::ptrdiff_t whole = n - n % 8;
    const __m256 scale = _mm256_set1_ps(inverse);
    const __m256 minusInfinity = _mm256_set1_ps(-INFINITY);
    // 1. The largest open logit, and whether every open logit is finite: z * 0 + sum is NaN
    //    from the first z that is infinite or NaN on: one multiply-add where a subtraction, a
    //    compare and an and were, and two chains where no key is blocked (the whole softmax of
    //    an open 2048-key row: 0.35 -> 0.32 ns a key on the Zen 5 of docs/benchmarks.md).
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
    const bool hasPrior = prior > -HUGE_VAL;
    if (hasPrior && prior > double(rowMax))
        rowMax = static_cast<float>(prior); // the shift: any value near the row's largest logit
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
    // 3. Weights, and their sum (and their copy).
    const double denominator = hasPrior ? double(sum) + std::exp(prior - double(rowMax)) : double(sum);
    const float reciprocalOf = hasPrior ? static_cast<float>(1.0 / denominator) : 1.0f / sum;
    const bool streams = normaliseStreamingAvx2<Start>(scores, weightsSum, copy, whole, _mm256_set1_ps(reciprocalOf));
    for (std::ptrdiff_t j = whole; j < n; ++j) {
        scores[j] = hasPrior ? scores[j] * reciprocalOf : scores[j] / sum;
        weightsSum[j] = Start ? scores[j] : weightsSum[j] + scores[j];
    }
    copyTheRest(scores, copy, streams ? whole : 0, n);
    if (logNormaliser)
        *logNormaliser = double(rowMax) + std::log(denominator);
    return true;
}

/** scaleRowSumming() with AVX2: the sum in two chains of 4 doubles. */
AVX2_FMA double scaleRowSummingAvx2(const float *from, float factor, float *into, std::ptrdiff_t n)
{
    const std::ptrdiff_t whole = n - n % 8;
    const __m256 by = _mm256_set1_ps(factor);
    __m256d low = _mm256_setzero_pd(), high = _mm256_setzero_pd();
    for (std::ptrdiff_t j = 0; j < whole; j += 8) {
        const __m256 v = _mm256_mul_ps(_mm256_loadu_ps(from + j), by);
        _mm256_storeu_ps(into + j, v);
        low = _mm256_add_pd(low, _mm256_cvtps_pd(_mm256_castps256_ps128(v)));
        high = _mm256_add_pd(high, _mm256_cvtps_pd(_mm256_extractf128_ps(v, 1)));
    }
    const __m256d both = _mm256_add_pd(low, high);
    const __m128d pair = _mm_add_pd(_mm256_castpd256_pd128(both), _mm256_extractf128_pd(both, 1));
    double sum = _mm_cvtsd_f64(_mm_add_sd(pair, _mm_unpackhi_pd(pair, pair)));
    for (std::ptrdiff_t j = whole; j < n; ++j) {
        into[j] = from[j] * factor;
        sum += double(into[j]);
    }
    return sum;
}

/** weighRowAccumulating() with AVX2: step 3 of the softmax with the factor for the reciprocal. */
template <bool Start> AVX2_FMA void weighRowAvx2(float *row, std::ptrdiff_t n, float factor, float *weightsSum, float *copy)
{
    const std::ptrdiff_t whole = n - n % 8;
    const bool streams = normaliseStreamingAvx2<Start>(row, weightsSum, copy, whole, _mm256_set1_ps(factor));
    for (std::ptrdiff_t j = whole; j < n; ++j) {
        row[j] *= factor;
        weightsSum[j] = Start ? row[j] : weightsSum[j] + row[j];
    }
    copyTheRest(row, copy, streams ? whole : 0, n);
}

#define AVX512 __attribute__((target("avx512f")))

// GCC 12's own AVX-512 intrinsics start from _mm512_undefined_ps(), which its flow analysis
// then reports as "may be used uninitialized" wherever they are inlined: a known false alarm.
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#pragma GCC diagnostic ignored "-Wuninitialized" // the same false alarm, from _mm512_reduce_max_ps where its result is not const

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
    const __m512 sixteenths =
        _mm512_setr_ps(1.0f, 1.0442737824274138f, 1.0905077326652577f, 1.1387886347566916f, 1.1892071150027210f, 1.2418578120734840f,
                       1.2968395546510096f, 1.3542555469368927f, 1.4142135623730951f, 1.4768261459394993f, 1.5422108254079407f,
                       1.6104903319492543f, 1.6817928305074290f, 1.7562521603732995f, 1.8340080864093424f, 1.9152065613971474f);
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
AVX512 inline __m512 exponentiate16(float *scores, float *scoresSum, std::ptrdiff_t j, __mmask16 lanes, __mmask16 open, __m512 scale,
                                    __m512 shift)
{
    const __m512 s = _mm512_maskz_loadu_ps(lanes, scores + j);
    _mm512_mask_storeu_ps(scoresSum + j, lanes, Start ? s : _mm512_add_ps(_mm512_maskz_loadu_ps(lanes, scoresSum + j), s));
    const __m512 e = _mm512_maskz_mov_ps(open, expNonPositive16(_mm512_fmsub_ps(s, scale, shift)));
    _mm512_mask_storeu_ps(scores + j, lanes, e);
    return e;
}

/** Step 3 of softmaxRowAvx512() for the keys j.. in `lanes`: weights in place, and into their
 *  sum; with Streams (all 16 lanes) into copy as well, past the cache. */
template <bool Start, bool Streams = false>
AVX512 inline void normalise16(float *scores, float *weightsSum, float *copy, std::ptrdiff_t j, __mmask16 lanes, __m512 reciprocal)
{
    const __m512 w = _mm512_mul_ps(_mm512_maskz_loadu_ps(lanes, scores + j), reciprocal);
    _mm512_mask_storeu_ps(scores + j, lanes, w);
    _mm512_mask_storeu_ps(weightsSum + j, lanes, Start ? w : _mm512_add_ps(_mm512_maskz_loadu_ps(lanes, weightsSum + j), w));
    if (Streams) {
        _mm_stream_ps(copy + j, _mm512_castps512_ps128(w));
        _mm_stream_ps(copy + j + 4, _mm512_extractf32x4_ps(w, 1));
        _mm_stream_ps(copy + j + 8, _mm512_extractf32x4_ps(w, 2));
        _mm_stream_ps(copy + j + 12, _mm512_extractf32x4_ps(w, 3));
    }
}

/**
 * softmaxRowAvx2() 16 at a time: whole blocks of 16, then the row's last, shorter block through
 * masks. Step 1 as in the AVX2 form (two chains of maxima and of z * 0 where no key is
 * blocked): one chain of masked maxima, each waiting for the last, with a compare and mask
 * operations for the finiteness, took 13.4 % of a 2048-word source keystroke and the whole
 * softmax 17.8 % (perf, AVX-512 kernels).
 */
template <bool Start>
AVX512 bool softmaxRowAvx512(float *scores, std::ptrdiff_t n, const bool *blocked, float inverse, float *scoresSum, float *weightsSum,
                             double *logNormaliser, float *copy, double prior)
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
    float rowMax = _mm512_reduce_max_ps(_mm512_max_ps(largest, largest2));
    const bool hasPrior = prior > -HUGE_VAL;
    if (hasPrior && prior > double(rowMax))
        rowMax = static_cast<float>(prior); // the shift: any value near the row's largest logit
    notFinite = _mm512_add_ps(notFinite, notFinite2);
    if (_mm512_cmp_ps_mask(notFinite, notFinite, _CMP_UNORD_Q) != 0 || !(rowMax > -INFINITY))
        return false;
    // 2. Scores into their sum; e^(logit - max) for open keys, 0 for blocked ones.
    const __m512 shift = _mm512_set1_ps(rowMax);
    __m512 total = zero;
    for (std::ptrdiff_t j = 0; j < whole; j += 16)
        total = _mm512_add_ps(total, exponentiate16<Start>(scores, scoresSum, j, all, openLanes(blocked, j, 16, all), scale, shift));
    if (whole < n)
        total = _mm512_add_ps(
            total, exponentiate16<Start>(scores, scoresSum, whole, last, openLanes(blocked, whole, n - whole, last), scale, shift));
    // 3. Weights, and their sum (and their copy).
    const float sum = _mm512_reduce_add_ps(total);
    const double denominator = hasPrior ? double(sum) + std::exp(prior - double(rowMax)) : double(sum);
    const __m512 reciprocal = _mm512_set1_ps(hasPrior ? static_cast<float>(1.0 / denominator) : 1.0f / sum);
    const bool streams = streamsFromTheStart(copy);
    for (std::ptrdiff_t j = 0; j < whole; j += 16)
        if (streams)
            normalise16<Start, true>(scores, weightsSum, copy, j, all, reciprocal);
        else
            normalise16<Start>(scores, weightsSum, copy, j, all, reciprocal);
    if (whole < n)
        normalise16<Start>(scores, weightsSum, copy, whole, last, reciprocal);
    copyTheRest(scores, copy, streams ? whole : 0, n);
    if (logNormaliser)
        *logNormaliser = double(rowMax) + std::log(denominator);
    return true;
}

#pragma GCC diagnostic pop
#undef AVX512

} // namespace
#endif

bool softmaxKernelsAvailable()
{
#ifdef ATTENTION_X86_KERNELS
    return hasAvx512() || hasAvx2();
#else
    return false;
#endif
}

double scaleRowSumming(const float *from, float factor, float *into, std::ptrdiff_t n)
{
#ifdef ATTENTION_X86_KERNELS
    if (hasAvx2())
        return scaleRowSummingAvx2(from, factor, into, n);
#endif
    double sum = 0;
    for (std::ptrdiff_t j = 0; j < n; ++j) {
        into[j] = from[j] * factor;
        sum += double(into[j]);
    }
    return sum;
}

void weighRowAccumulating(float *row, std::ptrdiff_t n, float factor, float *weightsSum, Sums sums, float *copy)
{
#ifdef ATTENTION_X86_KERNELS
    if (hasAvx2()) {
        (sums == Sums::Start ? weighRowAvx2<true> : weighRowAvx2<false>)(row, n, factor, weightsSum, copy);
        return;
    }
#endif
    for (std::ptrdiff_t j = 0; j < n; ++j) {
        row[j] *= factor;
        weightsSum[j] = sums == Sums::Start ? row[j] : weightsSum[j] + row[j];
    }
    if (copy)
        copyPastTheCache(row, copy, n);
}

bool softmaxRowAccumulating(float *scores, std::ptrdiff_t n, const bool *blocked, float inverse, float *scoresSum, float *weightsSum,
                            Sums sums, double *logNormaliser, float *copy, double priorLogMass)
{
#ifdef ATTENTION_X86_KERNELS
    if (!std::isfinite(inverse) || !(inverse > 0))
        return false;
    const bool start = sums == Sums::Start;
    if (hasAvx512())
        return (start ? softmaxRowAvx512<true> : softmaxRowAvx512<false>)(scores, n, blocked, inverse, scoresSum, weightsSum, logNormaliser,
                                                                          copy, priorLogMass);
    if (hasAvx2())
        return (start ? softmaxRowAvx2<true> : softmaxRowAvx2<false>)(scores, n, blocked, inverse, scoresSum, weightsSum, logNormaliser,
                                                                      copy, priorLogMass);
#endif
    (void)scores, (void)n, (void)blocked, (void)inverse, (void)scoresSum, (void)weightsSum, (void)sums, (void)logNormaliser, (void)copy,
        (void)priorLogMass;
    return false;
}

} // namespace attention
