#include "core/kernels/PanelProduct.h"

#include "core/kernels/CpuFeatures.h"
#include "core/kernels/PanelKernels.h"

#include <algorithm>

namespace attention {

namespace {

std::ptrdiff_t panelsFor(std::ptrdiff_t width)
{
    return (width + kPanelWidth - 1) / kPanelWidth;
}

} // namespace

std::ptrdiff_t PanelView::panels() const
{
    return panelsFor(width);
}

PanelView rowMajorPanels(const float *B, std::ptrdiff_t depth, std::ptrdiff_t width, std::ptrdiff_t rowStride)
{
    return PanelView{B, depth, width, rowStride, kPanelWidth};
}

void PackedPanels::pack(const float *W, std::ptrdiff_t width, std::ptrdiff_t depth, std::ptrdiff_t rowStride)
{
    shape(width, depth);
    packBlockOfW(W, rowStride, 0, width, 0, depth);
}

void PackedPanels::packRows(const float *B, std::ptrdiff_t depth, std::ptrdiff_t width, std::ptrdiff_t rowStride)
{
    shape(width, depth);
    packBlockOfB(B, rowStride, 0, depth, 0, width);
}

void PackedPanels::shape(std::ptrdiff_t width, std::ptrdiff_t depth)
{
    mWidth = width;
    mDepth = depth;
    const std::ptrdiff_t panels = panelsFor(width);
    mData.resize(static_cast<std::size_t>(panels * depth * kPanelWidth));
    if (panels == 0)
        return;
    const std::ptrdiff_t columns = width - (panels - 1) * kPanelWidth; // of the last panel
    float *last = mData.data() + (panels - 1) * depth * kPanelWidth;
    for (std::ptrdiff_t k = 0; columns < kPanelWidth && k < depth; ++k)
        std::fill(last + k * kPanelWidth + columns, last + (k + 1) * kPanelWidth, 0.0f);
}

void PackedPanels::packBlockOfW(const float *W, std::ptrdiff_t rowStride, std::ptrdiff_t firstRow, std::ptrdiff_t rows,
                                std::ptrdiff_t firstDepth, std::ptrdiff_t depths)
{
    for (std::ptrdiff_t row = firstRow; row < firstRow + rows; ++row) {
        const float *w = W + row * rowStride + firstDepth;
        float *column = mData.data() + (row / kPanelWidth * mDepth + firstDepth) * kPanelWidth + row % kPanelWidth;
        for (std::ptrdiff_t k = 0; k < depths; ++k)
            column[k * kPanelWidth] = w[k];
    }
}

void PackedPanels::packBlockOfB(const float *B, std::ptrdiff_t rowStride, std::ptrdiff_t firstRow, std::ptrdiff_t rows,
                                std::ptrdiff_t firstColumn, std::ptrdiff_t columns)
{
    const std::ptrdiff_t endColumn = firstColumn + columns;
    for (std::ptrdiff_t k = firstRow; k < firstRow + rows; ++k)
        for (std::ptrdiff_t column = firstColumn; column < endColumn;) {
            const std::ptrdiff_t p = column / kPanelWidth, run = std::min(endColumn, (p + 1) * kPanelWidth) - column;
            std::copy(B + k * rowStride + column, B + k * rowStride + column + run,
                      mData.data() + (p * mDepth + k) * kPanelWidth + column % kPanelWidth);
            column += run;
        }
}

void PackedPanels::repackRowOfW(std::ptrdiff_t row, const float *w)
{
    float *column = mData.data() + row / kPanelWidth * mDepth * kPanelWidth + row % kPanelWidth;
    for (std::ptrdiff_t k = 0; k < mDepth; ++k)
        column[k * kPanelWidth] = w[k];
}

void PackedPanels::repackRowOfB(std::ptrdiff_t row, const float *b)
{
    for (std::ptrdiff_t p = 0; p < panelsFor(mWidth); ++p) {
        const std::ptrdiff_t columns = std::min(kPanelWidth, mWidth - p * kPanelWidth);
        std::copy(b + p * kPanelWidth, b + p * kPanelWidth + columns, mData.data() + (p * mDepth + row) * kPanelWidth);
    }
}

void PackedPanels::unpackTransposed(float *W, std::ptrdiff_t rowStride) const
{
    for (std::ptrdiff_t column = 0; column < mWidth; ++column) {
        const float *panel = mData.data() + column / kPanelWidth * mDepth * kPanelWidth + column % kPanelWidth;
        for (std::ptrdiff_t k = 0; k < mDepth; ++k)
            W[column * rowStride + k] = panel[k * kPanelWidth];
    }
}

PanelView PackedPanels::view() const
{
    return PanelView{mData.data(), mDepth, mWidth, kPanelWidth, mDepth * kPanelWidth};
}

bool panelKernelAvailable()
{
    return bestInstructionSet() != InstructionSet::Portable;
}

std::ptrdiff_t panelTileRows()
{
    switch (bestInstructionSet()) {
    case InstructionSet::Avx512:
        return 12;
    case InstructionSet::Avx2:
        return 6;
    case InstructionSet::Portable:
        return 1;
    }
    return 1;
}

void multiplyPanelsWith(InstructionSet kernel, const float *A, std::ptrdiff_t lda, std::ptrdiff_t rows, const PanelView &B,
                        std::ptrdiff_t firstPanel, std::ptrdiff_t endPanel, const float *bias, float *C, std::ptrdiff_t ldc)
{
#ifdef ATTENTION_X86_KERNELS
    if (kernel == InstructionSet::Avx512 && hasAvx512())
        return kernels::multiplyPanelsAvx512(A, lda, rows, B, firstPanel, endPanel, bias, C, ldc);
    if (kernel == InstructionSet::Avx2 && hasAvx2())
        return kernels::multiplyPanelsAvx2(A, lda, rows, B, firstPanel, endPanel, bias, C, ldc);
#else
    (void)kernel;
#endif
    kernels::multiplyPanelsPortable(A, lda, rows, B, firstPanel, endPanel, bias, C, ldc);
}

void multiplyPanels(const float *A, std::ptrdiff_t lda, std::ptrdiff_t rows, const PanelView &B, std::ptrdiff_t firstPanel,
                    std::ptrdiff_t endPanel, const float *bias, float *C, std::ptrdiff_t ldc)
{
    multiplyPanelsWith(bestInstructionSet(), A, lda, rows, B, firstPanel, endPanel, bias, C, ldc);
}

} // namespace attention
