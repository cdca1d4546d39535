#pragma once

#include "core/Outcome.h"

#include <string>
#include <string_view>

namespace attention {

/** The vector kernels this program computes with here ("AVX-512", "AVX2", or "BLAS" where only
 *  OpenBLAS's products are fast), chosen when the program starts. */
const char *vectorKernelsInUse();

/** The kernels OpenBLAS chose for this CPU as it loaded ("SkylakeX", "Haswell", "Prescott"...),
 *  or "none" in a build without OpenBLAS. */
const char *blasKernelsInUse();

/** What the About box, --version and bench say of this machine's kernels, in one line:
 *  "AVX-512 kernels, OpenBLAS's SkylakeX kernels" (without OpenBLAS, the first part only). */
std::string kernelsInUseDescription();

/** Holds the vector kernels to at most `family` ("avx512", "avx2" or "portable", as `--kernel`
 *  names them), so that one machine measures a smaller CPU's kernels; a problem where the name is
 *  none of these or this CPU has no such kernels. */
Outcome<void> limitVectorKernels(std::string_view family);

/** The OpenBLAS kernels to ask for (OPENBLAS_CORETYPE) where OpenBLAS took this CPU for an older
 *  one and chose kernels that use less of it; nullptr when it chose well or nothing better runs. */
const char *betterBlasKernelsHere();

} // namespace attention
