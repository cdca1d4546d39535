#pragma once

#include <cstddef>
#include <cstdint>

namespace attention {

/**
 * out[i] = table[k] with k = (values[i] - lower) x factor, clamped to [0, levels - 1] and cut
 * to an integer, in double, as the plain loop the caller keeps for CPUs without AVX2 does; a NaN
 * value gives nanEntry. How a colour map turns cells into colours: 8 at a time with AVX2's
 * gather. Returns false, writing nothing, without AVX2.
 */
bool lookUpScaled(const float *values, std::ptrdiff_t n, double lower, double factor, const std::uint32_t *table, int levels,
                  std::uint32_t nanEntry, std::uint32_t *out);
bool lookUpScaled(const double *values, std::ptrdiff_t n, double lower, double factor, const std::uint32_t *table, int levels,
                  std::uint32_t nanEntry, std::uint32_t *out);

} // namespace attention
