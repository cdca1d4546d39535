#pragma once

#include "core/kernels/CpuFeatures.h"

#include <cstddef>
#include <memory>
#include <new>
#include <utility>
#include <vector>

namespace attention {

/**
 * The right-hand factor B [depth][width] of a product A B, as the panel kernel reads it: in
 * panels of kPanelWidth columns, each panel depth rows of (up to) kPanelWidth floats, row k of
 * panel p at data + p * panelStride + k * rowStride. A row-major matrix is such a view as it
 * stands (rowStride its row length, panelStride kPanelWidth); a matrix that must be read
 * transposed (torch's weights [out][in], keys) is packed once into a PackedPanels.
 */
struct PanelView
{
    const float *data = nullptr;
    std::ptrdiff_t depth = 0, width = 0;
    std::ptrdiff_t rowStride = 0, panelStride = 0;

    std::ptrdiff_t panels() const;
};

constexpr std::ptrdiff_t kPanelWidth = 32; // two AVX-512 registers
// multiplyPanels() takes this many rows of A together through every panel it is given: 144 rows
// of 512 floats (288 KB) stay in a core's own cache while the panels pass.
constexpr std::ptrdiff_t kPanelChunkRows = 144;

/** B [depth][width] row-major with rowStride floats a row, read where it is. */
PanelView rowMajorPanels(const float *B, std::ptrdiff_t depth, std::ptrdiff_t width, std::ptrdiff_t rowStride);

/** B copied into panels, contiguous, so the kernel reads it in order: B = W^T for torch's weights
 *  and for keys, or B as it is for one head's values. */
class PackedPanels
{
public:
    PackedPanels() = default;
    PackedPanels(const float *W, std::ptrdiff_t width, std::ptrdiff_t depth, std::ptrdiff_t rowStride) { pack(W, width, depth, rowStride); }
    /** Packs W^T again, reusing the storage when it is large enough. */
    void pack(const float *W, std::ptrdiff_t width, std::ptrdiff_t depth, std::ptrdiff_t rowStride);
    /** Packs B itself, row-major [depth][width]: a matrix read far apart in memory (one head's
     *  columns of V) is then read in order. */
    void packRows(const float *B, std::ptrdiff_t depth, std::ptrdiff_t width, std::ptrdiff_t rowStride);
    /** pack() and packRows() in parts: room for a B [depth][width] (the last panel's columns
     *  past the width zero), then blocks of it, from W's rows [firstRow, +rows) x its columns
     *  [firstDepth, +depths) or from B's rows x columns (row r of either at + r * rowStride).
     *  Threads may fill disjoint blocks at once: each where a product has just written it, still
     *  in that core's cache. */
    void shape(std::ptrdiff_t width, std::ptrdiff_t depth);
    void packBlockOfW(const float *W, std::ptrdiff_t rowStride, std::ptrdiff_t firstRow, std::ptrdiff_t rows, std::ptrdiff_t firstDepth,
                      std::ptrdiff_t depths);
    void packBlockOfB(const float *B, std::ptrdiff_t rowStride, std::ptrdiff_t firstRow, std::ptrdiff_t rows, std::ptrdiff_t firstColumn,
                      std::ptrdiff_t columns);
    /** After pack(): row `row` of W (its depth floats at w) packed again, the rest as it was. */
    void repackRowOfW(std::ptrdiff_t row, const float *w);
    /** After packRows(): row `row` of B (its width floats at b) packed again, the rest as it was. */
    void repackRowOfB(std::ptrdiff_t row, const float *b);
    PanelView view() const;
    /** W back from pack(): row-major [width][depth], rowStride floats a row. */
    void unpackTransposed(float *W, std::ptrdiff_t rowStride) const;
    std::ptrdiff_t width() const { return mWidth; }
    std::ptrdiff_t depth() const { return mDepth; }

private:
    /** Leaves the floats a resize adds as they are: packing writes every one of them (zeroing
     *  them first cost 2 % of a 64-token computation). */
    template <typename T> struct Uninitialised : std::allocator<T>
    {
        template <typename U> struct rebind
        {
            using other = Uninitialised<U>;
        };
        Uninitialised() = default;
        template <typename U> Uninitialised(const Uninitialised<U> &) noexcept {}
        template <typename U> void construct(U *at) noexcept { ::new (static_cast<void *>(at)) U; }
        template <typename U, typename... Arguments> void construct(U *at, Arguments &&...arguments)
        {
            ::new (static_cast<void *>(at)) U(std::forward<Arguments>(arguments)...);
        }
    };
    std::vector<float, Uninitialised<float>> mData;
    std::ptrdiff_t mDepth = 0, mWidth = 0;
};

/** Whether the pipeline should take the panel products: a vector kernel runs here. Without
 *  one, BLAS (which packs as it goes) is faster than the portable kernel, so the pipeline takes
 *  BLAS; the portable kernel is the twin the vector kernels are tested against. */
bool panelKernelAvailable();
/** How many rows of A the fastest kernel here takes at once (12 AVX-512, 6 AVX2, 1 portable):
 *  a block of rows that is not a multiple of it ends in a tile that loads B for a few rows. */
std::ptrdiff_t panelTileRows();

/**
 * C = A B (+ bias, a row of width floats, when not null) for the rows [0, rows) of A (row-major,
 * lda floats a row) and B's panels [firstPanel, endPanel); C row-major with ldc floats a row.
 * Each element is one running sum over k in order, starting from the bias (or 0), so the same
 * row gives the same bits whatever else is computed with it. Runs the fastest kernel the CPU
 * has (bestInstructionSet()); multiplyPanelsWith() runs a given one (it must run here).
 */
void multiplyPanels(const float *A, std::ptrdiff_t lda, std::ptrdiff_t rows, const PanelView &B, std::ptrdiff_t firstPanel,
                    std::ptrdiff_t endPanel, const float *bias, float *C, std::ptrdiff_t ldc);
void multiplyPanelsWith(InstructionSet kernel, const float *A, std::ptrdiff_t lda, std::ptrdiff_t rows, const PanelView &B,
                        std::ptrdiff_t firstPanel, std::ptrdiff_t endPanel, const float *bias, float *C, std::ptrdiff_t ldc);

} // namespace attention
