#include "core/kernels/PanelProduct.h"

#include "core/kernels/CpuFeatures.h"
#include "core/kernels/PanelKernels.h"

#include <algorithm>

namespace attention {

namespace {

std::ptrdiff_t panelsFor(std::ptrdiff_t width) { return (width + kPanelWidth - 1) / kPanelWidth; }

} // namespace

std::ptrdiff_t PanelView::panels() const { return panelsFor(width); }

PanelView rowMajorPanels(const float *B, std::ptrdiff_t depth, std::ptrdiff_t width, std::ptrdiff_t rowStride)
{
    return PanelView{B, depth, width, rowStride, kPanelWidth};
}

void PackedPanels::pack(const float *W, std::ptrdiff_t width, std::ptrdiff_t depth, std::ptrdiff_t rowStride)
{
    mWidth = width;
    mDepth = depth;
    const std::ptrdiff_t panels = panelsFor(width);
    mData.resize(static_cast<std::size_t>(panels * depth * kPanelWidth));
    for (std::ptrdiff_t p = 0; p < panels; ++p) {
        float *panel = mData.data() + p * depth * kPanelWidth;
        const std::ptrdiff_t columns = std::min(kPanelWidth, width - p * kPanelWidth);
        for (std::ptrdiff_t c = 0; c < columns; ++c) {
            const float *w = W + (p * kPanelWidth + c) * rowStride;
            for (std::ptrdiff_t k = 0; k < depth; ++k)
                panel[k * kPanelWidth + c] = w[k];
        }
        for (std::ptrdiff_t k = 0; columns < kPanelWidth && k < depth; ++k) // the last panel's columns past the width
            std::fill(panel + k * kPanelWidth + columns, panel + (k + 1) * kPanelWidth, 0.0f);
    }
}

void PackedPanels::packRows(const float *B, std::ptrdiff_t depth, std::ptrdiff_t width, std::ptrdiff_t rowStride)
{
    mWidth = width;
    mDepth = depth;
    const std::ptrdiff_t panels = panelsFor(width);
    mData.resize(static_cast<std::size_t>(panels * depth * kPanelWidth));
    for (std::ptrdiff_t k = 0; k < depth; ++k)
        for (std::ptrdiff_t p = 0; p < panels; ++p) {
            const std::ptrdiff_t columns = std::min(kPanelWidth, width - p * kPanelWidth);
            float *row = mData.data() + (p * depth + k) * kPanelWidth;
            std::copy(B + k * rowStride + p * kPanelWidth, B + k * rowStride + p * kPanelWidth + columns, row);
            std::fill(row + columns, row + kPanelWidth, 0.0f);
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

void PackedPanels::reserve(std::ptrdiff_t width, std::ptrdiff_t depth)
{
    mData.reserve(static_cast<std::size_t>(panelsFor(width) * depth * kPanelWidth));
}

PanelView PackedPanels::view() const { return PanelView{mData.data(), mDepth, mWidth, kPanelWidth, mDepth * kPanelWidth}; }

bool panelKernelRuns(InstructionSet kernel)
{
    switch (kernel) {
    case InstructionSet::Portable: return true;
    case InstructionSet::Avx2: return hasAvx2();
    case InstructionSet::Avx512: return hasAvx512();
    }
    return false;
}

bool panelKernelAvailable() { return bestInstructionSet() != InstructionSet::Portable; }

std::ptrdiff_t panelTileRows()
{
    switch (bestInstructionSet()) {
    case InstructionSet::Avx512: return 12;
    case InstructionSet::Avx2: return 6;
    case InstructionSet::Portable: return 1;
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
