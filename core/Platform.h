#pragma once

#include <string>

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

} // namespace attention
