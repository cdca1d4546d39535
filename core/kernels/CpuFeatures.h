#pragma once

// The x86-64 kernels (AVX2, AVX-512; which one runs is asked at run time) build with GCC and Clang.
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#define ATTENTION_X86_KERNELS 1
#endif

namespace attention {

/** The families of vector kernels, slowest first; every one has a portable twin. */
enum class InstructionSet { Portable, Avx2, Avx512 };

/**
 * Whether the vector kernels may use AVX2 (with FMA) or AVX-512 here: the CPU has them (asked
 * when first needed; the default build targets any x86-64) and nothing limited them. Tests
 * limit them to check the slower ways on a CPU that has the faster ones; nothing else should.
 */
bool hasAvx2();
bool hasAvx512();
/** What the CPU itself has, whatever limits the kernels (for choices outside this program's
 *  kernels, such as OpenBLAS's). */
bool cpuHasAvx2();
bool cpuHasAvx512();
void limitInstructionSets(InstructionSet highest);
const char *instructionSetName(InstructionSet set); // "portable", "AVX2", "AVX-512"
/** The fastest family that runs here now. */
InstructionSet bestInstructionSet();

} // namespace attention
