#include "core/kernels/FewRowsLinear.h"

#include "core/kernels/Avx2Lanes.h"
#include "core/kernels/CpuFeatures.h"

namespace attention {

#ifdef ATTENTION_X86_KERNELS
namespace {

using avx2::horizontalSum;

// Code compiled for AVX2 below: intrinsics and plain arithmetic only, and linearRows, a template
// of this file's anonymous namespace, which no other file can share.

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
AVX2_FMA void linearEightRows(const float *x, std::ptrdiff_t rows, std::ptrdiff_t in, const float *W, std::ptrdiff_t out, const float *b,
                              float *y, std::ptrdiff_t yStride)
{
    switch (rows) {
    case 1:
        linearRows<1>(x, in, W, out, b, y, yStride);
        break;
    case 2:
        linearRows<2>(x, in, W, out, b, y, yStride);
        break;
    case 3:
        linearRows<3>(x, in, W, out, b, y, yStride);
        break;
    case 4:
        linearRows<4>(x, in, W, out, b, y, yStride);
        break;
    case 5:
        linearRows<5>(x, in, W, out, b, y, yStride);
        break;
    case 6:
        linearRows<6>(x, in, W, out, b, y, yStride);
        break;
    case 7:
        linearRows<7>(x, in, W, out, b, y, yStride);
        break;
    default:
        linearRows<8>(x, in, W, out, b, y, yStride);
        break;
    }
}

} // namespace
#endif

bool linearFewRows(const float *x, std::ptrdiff_t rows, std::ptrdiff_t in, const float *W, std::ptrdiff_t out, const float *b, float *y,
                   std::ptrdiff_t yStride)
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
