#pragma once

// ATTENTION_X86_KERNELS (the x86-64 kernels are built) comes from core/CMakeLists.txt, for every
// file alike; a build that leaves it out on x86-64 with GCC or Clang would run only the portable
// kernels.
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__)) && !defined(ATTENTION_X86_KERNELS)
#error "ATTENTION_X86_KERNELS is missing: build the core with its CMakeLists.txt"
#endif

#include <optional>
#include <string_view>

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
/** The family a command line names: "avx512", "avx2" or "portable" (as `--kernel` takes it). */
std::optional<InstructionSet> instructionSetNamed(std::string_view name);
/** The fastest family that runs here now. */
InstructionSet bestInstructionSet();

} // namespace attention
