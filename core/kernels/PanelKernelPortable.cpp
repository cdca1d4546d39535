#include "core/kernels/PanelKernels.h"

#include <algorithm>

namespace attention::kernels {

void multiplyPanelsPortable(const float *A, std::ptrdiff_t lda, std::ptrdiff_t rows, const PanelView &B, std::ptrdiff_t firstPanel,
                            std::ptrdiff_t endPanel, const float *bias, float *C, std::ptrdiff_t ldc)
{
    float sums[kPanelWidth];
    for (std::ptrdiff_t p = firstPanel; p < endPanel; ++p) {
        const std::ptrdiff_t column = p * kPanelWidth;
        const std::ptrdiff_t columns = std::min(kPanelWidth, B.width - column);
        const float *panel = B.data + p * B.panelStride;
        for (std::ptrdiff_t r = 0; r < rows; ++r) {
            const float *a = A + r * lda;
            for (std::ptrdiff_t c = 0; c < columns; ++c)
                sums[c] = bias ? bias[column + c] : 0.0f;
            for (std::ptrdiff_t k = 0; k < B.depth; ++k) { // one running sum per element, over k in order
                const float *b = panel + k * B.rowStride;
                for (std::ptrdiff_t c = 0; c < columns; ++c)
                    sums[c] += a[k] * b[c];
            }
            std::copy(sums, sums + columns, C + r * ldc + column);
        }
    }
}

} // namespace attention::kernels
