#include "core/kernels/CpuFeatures.h"

#include <atomic>

namespace attention {

namespace {

std::atomic<InstructionSet> gHighest{InstructionSet::Avx512};

#ifdef ATTENTION_X86_KERNELS
bool cpuSupports(bool (*ask)())
{
    __builtin_cpu_init(); // this may run before the compiler's own initialiser of the CPU flags
    return ask();
}
#endif

bool allowed(InstructionSet set)
{
    return gHighest.load(std::memory_order_relaxed) >= set;
}

} // namespace

bool cpuHasAvx2()
{
#ifdef ATTENTION_X86_KERNELS
    static const bool has = cpuSupports([] { return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma"); });
    return has;
#else
    return false;
#endif
}

bool cpuHasAvx512()
{
#ifdef ATTENTION_X86_KERNELS
    static const bool has = cpuSupports([] { return __builtin_cpu_supports("avx512f") != 0; });
    return has;
#else
    return false;
#endif
}

bool hasAvx2()
{
    return cpuHasAvx2() && allowed(InstructionSet::Avx2);
}

bool hasAvx512()
{
    return cpuHasAvx512() && allowed(InstructionSet::Avx512);
}

void limitInstructionSets(InstructionSet highest)
{
    gHighest = highest;
}

const char *instructionSetName(InstructionSet set)
{
    switch (set) {
    case InstructionSet::Portable:
        return "portable";
    case InstructionSet::Avx2:
        return "AVX2";
    case InstructionSet::Avx512:
        return "AVX-512";
    }
    return "";
}

std::optional<InstructionSet> instructionSetNamed(std::string_view name)
{
    if (name == "avx512")
        return InstructionSet::Avx512;
    if (name == "avx2")
        return InstructionSet::Avx2;
    if (name == "portable")
        return InstructionSet::Portable;
    return std::nullopt;
}

InstructionSet bestInstructionSet()
{
    return hasAvx512() ? InstructionSet::Avx512 : hasAvx2() ? InstructionSet::Avx2 : InstructionSet::Portable;
}

} // namespace attention
