#include "core/kernels/PanelKernels.h"

#include <algorithm>

#ifdef ATTENTION_X86_KERNELS
#include <immintrin.h>

namespace attention::kernels {

namespace {

// Only intrinsics and plain arithmetic below: code compiled for AVX2 must not instantiate an
// inline function (a std:: template) that the rest of the program might then share.
#define AVX2_FMA __attribute__((target("avx2,fma")))

/** Lanes [0, count) of 8 as a mask for maskload and maskstore. */
AVX2_FMA inline __m256i firstLanes(std::ptrdiff_t count)
{
    const __m256i lanes = _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7);
    return _mm256_cmpgt_epi32(_mm256_set1_epi32(count > 0 ? static_cast<int>(count) : 0), lanes);
}

template <bool Whole> AVX2_FMA inline __m256 load(const float *from, __m256i mask)
{
    return Whole ? _mm256_loadu_ps(from) : _mm256_maskload_ps(from, mask);
}

template <bool Whole> AVX2_FMA inline void store(float *to, __m256i mask, __m256 value)
{
    if (Whole)
        _mm256_storeu_ps(to, value);
    else
        _mm256_maskstore_ps(to, mask, value);
}

/** Rows (a compile-time count, so the 2 x Rows sums stay in registers) x 16 columns, half of a
 *  panel: 12 sums, two columns of B and a broadcast in 15 of the 16 registers. A panel of 32
 *  columns is two such passes. */
template <int Rows, bool Whole>
AVX2_FMA void halfPanelTile(const float *A, std::ptrdiff_t lda, const float *B, std::ptrdiff_t ldb, std::ptrdiff_t depth, const float *bias,
                            __m256i left, __m256i right, float *C, std::ptrdiff_t ldc)
{
    __m256 sumLeft[Rows], sumRight[Rows];
    const __m256 startLeft = bias ? load<Whole>(bias, left) : _mm256_setzero_ps();
    const __m256 startRight = bias ? load<Whole>(bias + 8, right) : _mm256_setzero_ps();
#pragma GCC unroll 8
    for (int r = 0; r < Rows; ++r) {
        sumLeft[r] = startLeft;
        sumRight[r] = startRight;
    }
#pragma GCC unroll 4
    for (std::ptrdiff_t k = 0; k < depth; ++k) {
        const __m256 bLeft = load<Whole>(B + k * ldb, left);
        const __m256 bRight = load<Whole>(B + k * ldb + 8, right);
#pragma GCC unroll 8
        for (int r = 0; r < Rows; ++r) {
            const __m256 a = _mm256_broadcast_ss(A + r * lda + k);
            sumLeft[r] = _mm256_fmadd_ps(a, bLeft, sumLeft[r]);
            sumRight[r] = _mm256_fmadd_ps(a, bRight, sumRight[r]);
        }
    }
#pragma GCC unroll 8
    for (int r = 0; r < Rows; ++r) {
        store<Whole>(C + r * ldc, left, sumLeft[r]);
        store<Whole>(C + r * ldc + 8, right, sumRight[r]);
    }
}

constexpr std::ptrdiff_t kTileRows = 6;

using Tile = void (*)(const float *, std::ptrdiff_t, const float *, std::ptrdiff_t, std::ptrdiff_t, const float *, __m256i, __m256i,
                      float *, std::ptrdiff_t);
template <bool Whole>
constexpr Tile kTiles[kTileRows + 1] = {nullptr,
                                        halfPanelTile<1, Whole>,
                                        halfPanelTile<2, Whole>,
                                        halfPanelTile<3, Whole>,
                                        halfPanelTile<4, Whole>,
                                        halfPanelTile<5, Whole>,
                                        halfPanelTile<6, Whole>};

static_assert(kPanelChunkRows % kTileRows == 0, "a chunk is whole tiles");
static_assert(kPanelWidth == 32, "a panel is two halves of 16 columns");

} // namespace

// Compiled for AVX2 itself: it hands the tiles their masks in registers.
AVX2_FMA void multiplyPanelsAvx2(const float *A, std::ptrdiff_t lda, std::ptrdiff_t rows, const PanelView &B, std::ptrdiff_t firstPanel,
                                 std::ptrdiff_t endPanel, const float *bias, float *C, std::ptrdiff_t ldc)
{
    for (std::ptrdiff_t chunk = 0; chunk < rows; chunk += kPanelChunkRows) {
        const std::ptrdiff_t chunkEnd = std::min(rows, chunk + kPanelChunkRows);
        for (std::ptrdiff_t p = firstPanel; p < endPanel; ++p) {
            for (std::ptrdiff_t half = 0; half < 2; ++half) {
                const std::ptrdiff_t column = p * kPanelWidth + half * 16;
                const std::ptrdiff_t columns = std::min<std::ptrdiff_t>(16, B.width - column);
                if (columns <= 0)
                    break;
                const __m256i left = firstLanes(columns), right = firstLanes(columns - 8);
                const float *halfPanel = B.data + p * B.panelStride + half * 16;
                const float *halfBias = bias ? bias + column : nullptr;
                const Tile *tiles = columns == 16 ? kTiles<true> : kTiles<false>;
                for (std::ptrdiff_t r = chunk; r < chunkEnd; r += kTileRows)
                    tiles[std::min(kTileRows, chunkEnd - r)](A + r * lda, lda, halfPanel, B.rowStride, B.depth, halfBias, left, right,
                                                             C + r * ldc + column, ldc);
            }
        }
    }
}

#undef AVX2_FMA

} // namespace attention::kernels
#endif
