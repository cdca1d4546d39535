#include "core/kernels/BlasKernels.h"

#include "core/kernels/CpuFeatures.h"

#include <array>

#ifdef ATTENTION_USE_OPENBLAS
extern "C" char *openblas_get_corename(void);
#endif

namespace attention {

namespace {

// OpenBLAS's names (as openblas_get_corename() spells them) of the x86-64 cores whose kernels
// use AVX2 or AVX-512.
constexpr std::array<std::string_view, 5> kVectorCores{"Haswell", "Excavator", "Zen", "SkylakeX", "Cooperlake"};

/** OpenBLAS's SkylakeX kernels need the AVX-512 of Skylake-SP and later, not avx512f alone
 *  (Knights Landing had no BW, DQ or VL). */
bool cpuSupportsSkylakeXKernels()
{
#ifdef ATTENTION_X86_KERNELS
    return cpuHasAvx512() && __builtin_cpu_supports("avx512bw") && __builtin_cpu_supports("avx512dq") && __builtin_cpu_supports("avx512vl");
#else
    return false;
#endif
}

} // namespace

const char *blasKernelsInUse()
{
#ifdef ATTENTION_USE_OPENBLAS
    return openblas_get_corename();
#else
    return "none";
#endif
}

const char *betterBlasKernels(std::string_view inUse, bool cpuHasAvx2, bool cpuHasAvx512)
{
    if (inUse == "none" || !cpuHasAvx2)
        return nullptr;
    for (std::string_view core : kVectorCores)
        if (inUse == core)
            return nullptr;
    return cpuHasAvx512 ? "SkylakeX" : "Haswell";
}

const char *betterBlasKernelsHere()
{
    return betterBlasKernels(blasKernelsInUse(), cpuHasAvx2(), cpuSupportsSkylakeXKernels());
}

} // namespace attention
