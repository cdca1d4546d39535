#pragma once

#include <Eigen/Core>

#include <cstddef>
#include <cstdint>
#include <functional>

namespace attention {

// What the plot widgets borrow from the core's kernels to draw large maps and write pictures:
// the kernels themselves stay inside the core.

/** Runs work(begin, end) over blocks of rows covering [0, rows), on this thread and, when the
 *  work (per row, in any unit the caller keeps alike) pays for it, the other cores too; blocks
 *  run in any order and must not share output. */
void inRowBlocks(Eigen::Index rows, double workPerRow, const std::function<void(Eigen::Index, Eigen::Index)> &work);

/** out[i] = table[clamp(int((values[i] - lower) x factor), 0, levels - 1)], nanEntry for NaN, as
 *  the plain loop gives it; false, writing nothing, where no vector kernel runs (the caller then
 *  runs that loop). */
bool lookUpColours(const float *values, std::ptrdiff_t n, double lower, double factor, const std::uint32_t *table, int levels,
                   std::uint32_t nanEntry, std::uint32_t *out);
bool lookUpColours(const double *values, std::ptrdiff_t n, double lower, double factor, const std::uint32_t *table, int levels,
                   std::uint32_t nanEntry, std::uint32_t *out);

/** Each block of `step` columns of `height` rows (row i at rows + i x stride) as its cell farthest
 *  from zero, into[0, ceil(columns / step)), as the plain loop gives it; high and low hold
 *  `columns` floats each for the kernel's use; no cell may be blocked. False, writing nothing,
 *  where no vector kernel runs. */
bool blocksFarthestFromZero(const float *rows, std::ptrdiff_t stride, std::ptrdiff_t height, std::ptrdiff_t columns, std::ptrdiff_t step,
                            float *high, float *low, double *into);

} // namespace attention
