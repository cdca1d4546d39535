#pragma once

#include <cstddef>

namespace attention {

/**
 * y = x W^T + b for up to kFewRows rows of x, W row-major [out][in] as torch.nn.Linear keeps
 * it, y row-major with yStride floats a row. BLAS spends most of a short product packing W;
 * here each row of W is read once per 8 rows of x and used for all of them, 8 floats at a time
 * with AVX2 and FMA. Returns false, writing nothing, without AVX2 or with more rows: the
 * caller multiplies.
 */
constexpr std::ptrdiff_t kFewRows = 16; // at 64 rows OpenBLAS (AVX-512) is faster again (measured)
bool linearFewRows(const float *x, std::ptrdiff_t rows, std::ptrdiff_t in, const float *W, std::ptrdiff_t out, const float *b, float *y,
                   std::ptrdiff_t yStride);

} // namespace attention
