#pragma once

// The x86-64 kernels (AVX2, AVX-512; which one runs is asked at run time) build with GCC and Clang.
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#define ATTENTION_X86_KERNELS 1
#endif

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
