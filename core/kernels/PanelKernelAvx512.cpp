#include "core/kernels/PanelKernels.h"

#include <algorithm>

#ifdef ATTENTION_X86_KERNELS
#include <immintrin.h>

namespace attention::kernels {

namespace {

// Only intrinsics and plain arithmetic below: code compiled for AVX-512 must not instantiate an
// inline function (a std:: template) that the rest of the program might then share.
#define AVX512 __attribute__((target("avx512f")))

/** Rows (a compile-time count, so the 2 x Rows sums stay in registers) x one panel. Whole
 *  panels load and store plainly; the last, narrower panel of a width that is not a multiple of
 *  32 through masks (which cost about 15 % when every load carries one: measured). */
template <bool Whole> AVX512 inline __m512 load(const float *from, __mmask16 mask)
{
    return Whole ? _mm512_loadu_ps(from) : _mm512_maskz_loadu_ps(mask, from);
}

template <int Rows, bool Whole>
AVX512 void panelTile(const float *A, std::ptrdiff_t lda, const float *B, std::ptrdiff_t ldb, std::ptrdiff_t depth, const float *bias,
                      __mmask16 left, __mmask16 right, float *C, std::ptrdiff_t ldc)
{
    __m512 sumLeft[Rows], sumRight[Rows];
    const __m512 startLeft = bias ? load<Whole>(bias, left) : _mm512_setzero_ps();
    const __m512 startRight = bias ? load<Whole>(bias + 16, right) : _mm512_setzero_ps();
#pragma GCC unroll 16
    for (int r = 0; r < Rows; ++r) {
        sumLeft[r] = startLeft;
        sumRight[r] = startRight;
    }
#pragma GCC unroll 4
    for (std::ptrdiff_t k = 0; k < depth; ++k) {
        const __m512 bLeft = load<Whole>(B + k * ldb, left);
        const __m512 bRight = load<Whole>(B + k * ldb + 16, right);
#pragma GCC unroll 16
        for (int r = 0; r < Rows; ++r) {
            const __m512 a = _mm512_set1_ps(A[r * lda + k]);
            sumLeft[r] = _mm512_fmadd_ps(a, bLeft, sumLeft[r]);
            sumRight[r] = _mm512_fmadd_ps(a, bRight, sumRight[r]);
        }
    }
#pragma GCC unroll 16
    for (int r = 0; r < Rows; ++r) {
        if (Whole) {
            _mm512_storeu_ps(C + r * ldc, sumLeft[r]);
            _mm512_storeu_ps(C + r * ldc + 16, sumRight[r]);
        } else {
            _mm512_mask_storeu_ps(C + r * ldc, left, sumLeft[r]);
            _mm512_mask_storeu_ps(C + r * ldc + 16, right, sumRight[r]);
        }
    }
}

constexpr std::ptrdiff_t kTileRows = 12; // 24 sums, two panel halves and a broadcast: 27 of 32 registers

using Tile = void (*)(const float *, std::ptrdiff_t, const float *, std::ptrdiff_t, std::ptrdiff_t, const float *, __mmask16, __mmask16,
                      float *, std::ptrdiff_t);
template <bool Whole>
constexpr Tile kTiles[kTileRows + 1] = {nullptr,
                                        panelTile<1, Whole>,
                                        panelTile<2, Whole>,
                                        panelTile<3, Whole>,
                                        panelTile<4, Whole>,
                                        panelTile<5, Whole>,
                                        panelTile<6, Whole>,
                                        panelTile<7, Whole>,
                                        panelTile<8, Whole>,
                                        panelTile<9, Whole>,
                                        panelTile<10, Whole>,
                                        panelTile<11, Whole>,
                                        panelTile<12, Whole>};

static_assert(kPanelChunkRows % kTileRows == 0, "a chunk is whole tiles");

#undef AVX512

} // namespace

void multiplyPanelsAvx512(const float *A, std::ptrdiff_t lda, std::ptrdiff_t rows, const PanelView &B, std::ptrdiff_t firstPanel,
                          std::ptrdiff_t endPanel, const float *bias, float *C, std::ptrdiff_t ldc)
{
    for (std::ptrdiff_t chunk = 0; chunk < rows; chunk += kPanelChunkRows) {
        const std::ptrdiff_t chunkEnd = std::min(rows, chunk + kPanelChunkRows);
        for (std::ptrdiff_t p = firstPanel; p < endPanel; ++p) {
            const std::ptrdiff_t column = p * kPanelWidth;
            const std::ptrdiff_t columns = std::min(kPanelWidth, B.width - column);
            const auto left = static_cast<__mmask16>(columns >= 16 ? 0xFFFFu : (1u << columns) - 1);
            const auto right = static_cast<__mmask16>(columns >= 32 ? 0xFFFFu : columns > 16 ? (1u << (columns - 16)) - 1 : 0u);
            const float *panel = B.data + p * B.panelStride;
            const float *panelBias = bias ? bias + column : nullptr;
            const Tile *tiles = columns == kPanelWidth ? kTiles<true> : kTiles<false>;
            for (std::ptrdiff_t r = chunk; r < chunkEnd; r += kTileRows)
                tiles[std::min(kTileRows, chunkEnd - r)](A + r * lda, lda, panel, B.rowStride, B.depth, panelBias, left, right,
                                                         C + r * ldc + column, ldc);
        }
    }
}

} // namespace attention::kernels
#endif
