#include "core/MapDrawing.h"

#include "core/kernels/BlockExtremes.h"
#include "core/kernels/RowBlocks.h"
#include "core/kernels/TableLookup.h"

namespace attention {

void inRowBlocks(Eigen::Index rows, double workPerRow, const std::function<void(Eigen::Index, Eigen::Index)> &work)
{
    forRowBlocks(rows, workPerRow, work);
}

bool lookUpColours(const float *values, std::ptrdiff_t n, double lower, double factor, const std::uint32_t *table, int levels,
                   std::uint32_t nanEntry, std::uint32_t *out)
{
    return lookUpScaled(values, n, lower, factor, table, levels, nanEntry, out);
}

bool lookUpColours(const double *values, std::ptrdiff_t n, double lower, double factor, const std::uint32_t *table, int levels,
                   std::uint32_t nanEntry, std::uint32_t *out)
{
    return lookUpScaled(values, n, lower, factor, table, levels, nanEntry, out);
}

bool blocksFarthestFromZero(const float *rows, std::ptrdiff_t stride, std::ptrdiff_t height, std::ptrdiff_t columns, std::ptrdiff_t step,
                            float *high, float *low, double *into)
{
    return farthestFromZeroInBlocks(rows, stride, height, columns, step, high, low, into);
}

} // namespace attention
