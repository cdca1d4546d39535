#pragma once

#include "core/Platform.h" // blasKernelsInUse()

#include <string_view>

namespace attention {

/**
 * The OpenBLAS kernels to ask for (through OPENBLAS_CORETYPE, read only as OpenBLAS loads) when
 * `inUse` does not use the vectors this CPU has; nullptr when it does, or when nothing better
 * runs here. Why: OpenBLAS 0.3.21 (Debian 12) knows no CPU newer than 2022 and gives such a CPU
 * its SSE3 kernels, several times slower. A core OpenBLAS knew with AVX2 or more is left as
 * OpenBLAS chose it.
 */
const char *betterBlasKernels(std::string_view inUse, bool cpuHasAvx2, bool cpuHasAvx512);

// betterBlasKernelsHere() (core/Platform.h) asks it for the kernels in use on this CPU's own
// features, whatever limits the vector kernels of this program.

} // namespace attention
