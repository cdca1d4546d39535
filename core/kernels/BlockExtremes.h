#pragma once

#include <cstddef>

namespace attention {

/**
 * How a colour map draws a matrix larger than its pixels: each block of `step` columns of `height`
 * rows (row i at rows + i x stride, the last block narrower where `columns` is not a multiple)
 * as its cell farthest from zero: of the block's highest and lowest cells the lower where it is
 * farther, else the higher, each found as std::max and std::min find them row by row and column
 * by column (a NaN cell never wins). into[0, ceil(columns / step)) in double, the bits of the plain
 * loop the caller keeps. No cell may be blocked. 8 columns, then 8 blocks, at a time with AVX2.
 * high and low hold `columns` floats each, for the kernel's use. Returns false, writing nothing,
 * without AVX2.
 */
bool farthestFromZeroInBlocks(const float *rows, std::ptrdiff_t stride, std::ptrdiff_t height, std::ptrdiff_t columns, std::ptrdiff_t step,
                              float *high, float *low, double *into);

} // namespace attention
