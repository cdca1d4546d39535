#include "core/kernels/BlockExtremes.h"

#include "core/kernels/Avx2Lanes.h" // AVX2_FMA, and what code compiled for it may use
#include "core/kernels/CpuFeatures.h"

namespace attention {

#ifdef ATTENTION_X86_KERNELS
namespace {

// max_ps(v, m) is v > m ? v : m, std::max(m, v) exactly (a NaN v leaves m, a tie keeps m); min_ps
// likewise std::min.

/** Each column's highest and lowest cell down the rows, 8 columns at a time, the rows in order. */
AVX2_FMA void columnExtremes(const float *rows, std::ptrdiff_t stride, std::ptrdiff_t height, std::ptrdiff_t columns, float *high,
                             float *low)
{
    const __m256 none = _mm256_set1_ps(-__builtin_inff()), all = _mm256_set1_ps(__builtin_inff());
    std::ptrdiff_t j = 0;
    for (; j + 8 <= columns; j += 8) {
        __m256 h = none, l = all;
        for (std::ptrdiff_t i = 0; i < height; ++i) {
            const __m256 v = _mm256_loadu_ps(rows + i * stride + j);
            h = _mm256_max_ps(v, h);
            l = _mm256_min_ps(v, l);
        }
        _mm256_storeu_ps(high + j, h);
        _mm256_storeu_ps(low + j, l);
    }
    for (; j < columns; ++j) {
        float h = -__builtin_inff(), l = __builtin_inff();
        for (std::ptrdiff_t i = 0; i < height; ++i) {
            const float v = rows[i * stride + j];
            h = v > h ? v : h;
            l = v < l ? v : l;
        }
        high[j] = h;
        low[j] = l;
    }
}

/** Each block's value from its columns' extremes, 8 blocks at a time: the extremes of the step
 *  columns from each column on, in order, 8 columns at a time from plain loads, then those of
 *  every step-th column, gathered (gathering each column of a block took twice as long). */
AVX2_FMA void blockValues(float *high, float *low, std::ptrdiff_t columns, std::ptrdiff_t step, double *into)
{
    const std::ptrdiff_t blocks = (columns + step - 1) / step;
    // From the front: where column j + k is within the row for every k < step.
    const std::ptrdiff_t slid = columns - step + 1;
    std::ptrdiff_t j = 0;
    for (; j + 8 <= slid; j += 8) {
        __m256 h = _mm256_set1_ps(-__builtin_inff()), l = _mm256_set1_ps(__builtin_inff());
        for (std::ptrdiff_t k = 0; k < step; ++k) {
            h = _mm256_max_ps(_mm256_loadu_ps(high + j + k), h);
            l = _mm256_min_ps(_mm256_loadu_ps(low + j + k), l);
        }
        _mm256_storeu_ps(high + j, h); // column j + 8 on is read again, not yet written
        _mm256_storeu_ps(low + j, l);
    }
    for (; j < columns; ++j) { // the last few, each over the columns the row has
        float h = -__builtin_inff(), l = __builtin_inff();
        for (std::ptrdiff_t k = 0; k < step && j + k < columns; ++k) {
            h = high[j + k] > h ? high[j + k] : h;
            l = low[j + k] < l ? low[j + k] : l;
        }
        high[j] = h;
        low[j] = l;
    }
    const __m256i lanes = _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7);
    const __m256i width = _mm256_set1_epi32(static_cast<int>(columns));
    const __m256 sign = _mm256_set1_ps(-0.0f);
    for (std::ptrdiff_t b = 0; b < blocks; b += 8) {
        const __m256i column =
            _mm256_mullo_epi32(_mm256_add_epi32(_mm256_set1_epi32(static_cast<int>(b)), lanes), _mm256_set1_epi32(static_cast<int>(step)));
        const __m256 inside = _mm256_castsi256_ps(_mm256_cmpgt_epi32(width, column));
        const __m256 h = _mm256_mask_i32gather_ps(_mm256_setzero_ps(), high, column, inside, 4);
        const __m256 l = _mm256_mask_i32gather_ps(_mm256_setzero_ps(), low, column, inside, 4);
        // abs(low) > abs(high) ? low : high
        const __m256 lowFarther = _mm256_cmp_ps(_mm256_andnot_ps(sign, l), _mm256_andnot_ps(sign, h), _CMP_GT_OQ);
        const __m256 farthest = _mm256_blendv_ps(h, l, lowFarther);
        double values[8];
        _mm256_storeu_pd(values, _mm256_cvtps_pd(_mm256_castps256_ps128(farthest)));
        _mm256_storeu_pd(values + 4, _mm256_cvtps_pd(_mm256_extractf128_ps(farthest, 1)));
        for (std::ptrdiff_t k = 0; k < 8 && b + k < blocks; ++k)
            into[b + k] = values[k];
    }
}

} // namespace
#endif

bool farthestFromZeroInBlocks(const float *rows, std::ptrdiff_t stride, std::ptrdiff_t height, std::ptrdiff_t columns, std::ptrdiff_t step,
                              float *high, float *low, double *into)
{
#ifdef ATTENTION_X86_KERNELS
    // Column indices are gathered as 32-bit integers.
    if (hasAvx2() && height > 0 && columns > 0 && step > 0 && columns + 8 * step < (std::ptrdiff_t(1) << 31)) {
        columnExtremes(rows, stride, height, columns, high, low);
        blockValues(high, low, columns, step, into);
        return true;
    }
#endif
    (void)rows, (void)stride, (void)height, (void)columns, (void)step, (void)high, (void)low, (void)into;
    return false;
}

} // namespace attention
