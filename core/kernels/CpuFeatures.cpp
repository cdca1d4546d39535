#include "core/kernels/CpuFeatures.h"

#include <atomic>

namespace attention {

namespace {

std::atomic<bool> gAvx512Allowed{true};

#ifdef ATTENTION_X86_KERNELS
bool cpuSupports(bool (*ask)())
{
    __builtin_cpu_init(); // this may run before the compiler's own initialiser of the CPU flags
    return ask();
}
#endif

} // namespace

bool hasAvx2()
{
#ifdef ATTENTION_X86_KERNELS
    static const bool has = cpuSupports([] { return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma"); });
    return has;
#else
    return false;
#endif
}

bool hasAvx512()
{
#ifdef ATTENTION_X86_KERNELS
    static const bool has = cpuSupports([] { return __builtin_cpu_supports("avx512f") != 0; });
    return has && gAvx512Allowed.load(std::memory_order_relaxed);
#else
    return false;
#endif
}

void allowAvx512(bool allowed) { gAvx512Allowed = allowed; }

} // namespace attention
