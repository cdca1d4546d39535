#pragma once

namespace attention {

/**
 * Whether the vector kernels may use AVX2 (with FMA) or AVX-512 here: the CPU has them (asked
 * when first needed; the default build targets any x86-64) and, for AVX-512, nothing switched
 * it off. Tests switch AVX-512 off to check the AVX2 and portable ways; nothing else should.
 */
bool hasAvx2();
bool hasAvx512();
void allowAvx512(bool allowed);

} // namespace attention
