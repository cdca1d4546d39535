#pragma once

// The implementations behind multiplyPanels(), one per instruction set; only PanelProduct.cpp
// chooses between them, and the tests call each one the CPU can run.

#include "core/kernels/CpuFeatures.h"
#include "core/kernels/PanelProduct.h"

namespace attention::kernels {

/** Plain C++: runs on every CPU; the twin every vector kernel is tested against. */
void multiplyPanelsPortable(const float *A, std::ptrdiff_t lda, std::ptrdiff_t rows, const PanelView &B, std::ptrdiff_t firstPanel,
                            std::ptrdiff_t endPanel, const float *bias, float *C, std::ptrdiff_t ldc);

#ifdef ATTENTION_X86_KERNELS
/** 6 rows x 16 columns (half a panel) in 12 AVX2 registers; only where hasAvx2() (with FMA). */
void multiplyPanelsAvx2(const float *A, std::ptrdiff_t lda, std::ptrdiff_t rows, const PanelView &B, std::ptrdiff_t firstPanel,
                        std::ptrdiff_t endPanel, const float *bias, float *C, std::ptrdiff_t ldc);
/** 12 rows x 32 columns in 24 AVX-512 registers; only where hasAvx512(). */
void multiplyPanelsAvx512(const float *A, std::ptrdiff_t lda, std::ptrdiff_t rows, const PanelView &B, std::ptrdiff_t firstPanel,
                          std::ptrdiff_t endPanel, const float *bias, float *C, std::ptrdiff_t ldc);
#endif

} // namespace attention::kernels
