#include "core/kernels/TableLookup.h"

#include "core/kernels/CpuFeatures.h"

#ifdef ATTENTION_X86_KERNELS
#include <immintrin.h>
#endif

namespace attention {

#ifdef ATTENTION_X86_KERNELS
namespace {

// Only intrinsics and plain arithmetic below: code compiled for AVX2 must not instantiate an
// inline function (a std:: template) that the rest of the program might then share.
#define AVX2 __attribute__((target("avx2")))

AVX2 inline __m256d wide(const float *values)
{
    return _mm256_cvtps_pd(_mm_loadu_ps(values));
}
AVX2 inline __m256d wide(const double *values)
{
    return _mm256_loadu_pd(values);
}

/** Four table positions, and a mask of the NaN values among them. */
AVX2 inline __m128i positions(__m256d x, __m256d lower, __m256d factor, __m256d last, __m128i *nan)
{
    // The low halves of the four 64-bit compare masks, in the order cvttpd_epi32 packs.
    *nan = _mm256_castsi256_si128(
        _mm256_permutevar8x32_epi32(_mm256_castpd_si256(_mm256_cmp_pd(x, x, _CMP_UNORD_Q)), _mm256_setr_epi32(0, 2, 4, 6, 1, 3, 5, 7)));
    const __m256d scaled = _mm256_mul_pd(_mm256_sub_pd(x, lower), factor);
    // max and min take their second operand for a NaN: its position is 0, replaced after the gather.
    return _mm256_cvttpd_epi32(_mm256_min_pd(_mm256_max_pd(scaled, _mm256_setzero_pd()), last));
}

/** The colours of eight values (a lambda would not be compiled for AVX2). */
template <typename Value>
AVX2 inline void eightColours(const Value *from, __m256d lower, __m256d factor, __m256d last, const std::uint32_t *table, __m256i nanColour,
                              std::uint32_t *to)
{
    __m128i nanLow, nanHigh;
    const __m128i low = positions(wide(from), lower, factor, last, &nanLow);
    const __m128i high = positions(wide(from + 4), lower, factor, last, &nanHigh);
    const __m256i found = _mm256_i32gather_epi32(reinterpret_cast<const int *>(table), _mm256_set_m128i(high, low), 4);
    _mm256_storeu_si256(reinterpret_cast<__m256i *>(to), _mm256_blendv_epi8(found, nanColour, _mm256_set_m128i(nanHigh, nanLow)));
}

template <typename Value>
AVX2 void lookUpScaledAvx2(const Value *values, std::ptrdiff_t n, double lowerValue, double factorValue, const std::uint32_t *table,
                           int levels, std::uint32_t nanEntry, std::uint32_t *out)
{
    const __m256d lower = _mm256_set1_pd(lowerValue), factor = _mm256_set1_pd(factorValue);
    const __m256d last = _mm256_set1_pd(static_cast<double>(levels - 1));
    const __m256i nanColour = _mm256_set1_epi32(static_cast<int>(nanEntry));
    std::ptrdiff_t i = 0;
    for (; i + 8 <= n; i += 8)
        eightColours(values + i, lower, factor, last, table, nanColour, out + i);
    if (i == n)
        return;
    // The last few through the same lanes, from and to buffers of eight (zeros past the end).
    Value tail[8] = {};
    std::uint32_t colours[8];
    for (std::ptrdiff_t k = 0; i + k < n; ++k)
        tail[k] = values[i + k];
    eightColours(tail, lower, factor, last, table, nanColour, colours);
    for (std::ptrdiff_t k = 0; i + k < n; ++k)
        out[i + k] = colours[k];
}

#undef AVX2

} // namespace
#endif

namespace {

template <typename Value>
bool lookUpScaledWhereFast(const Value *values, std::ptrdiff_t n, double lower, double factor, const std::uint32_t *table, int levels,
                           std::uint32_t nanEntry, std::uint32_t *out)
{
#ifdef ATTENTION_X86_KERNELS
    if (hasAvx2() && levels > 0) {
        lookUpScaledAvx2(values, n, lower, factor, table, levels, nanEntry, out);
        return true;
    }
#endif
    (void)values, (void)n, (void)lower, (void)factor, (void)table, (void)levels, (void)nanEntry, (void)out;
    return false;
}

} // namespace

bool lookUpScaled(const float *values, std::ptrdiff_t n, double lower, double factor, const std::uint32_t *table, int levels,
                  std::uint32_t nanEntry, std::uint32_t *out)
{
    return lookUpScaledWhereFast(values, n, lower, factor, table, levels, nanEntry, out);
}

bool lookUpScaled(const double *values, std::ptrdiff_t n, double lower, double factor, const std::uint32_t *table, int levels,
                  std::uint32_t nanEntry, std::uint32_t *out)
{
    return lookUpScaledWhereFast(values, n, lower, factor, table, levels, nanEntry, out);
}

} // namespace attention
