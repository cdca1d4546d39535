#include "core/kernels/CacheTraffic.h"

#ifdef ATTENTION_X86_KERNELS
#include <immintrin.h>
#endif

#include <cstdint>

namespace attention {

void copyPastTheCache(const float *from, float *to, std::ptrdiff_t n)
{
    std::ptrdiff_t j = 0;
#ifdef ATTENTION_X86_KERNELS
    for (; j < n && reinterpret_cast<std::uintptr_t>(to + j) % 16 != 0; ++j)
        to[j] = from[j];
    for (; j + 4 <= n; j += 4)
        _mm_stream_ps(to + j, _mm_loadu_ps(from + j));
#endif
    for (; j < n; ++j)
        to[j] = from[j];
}

void finishCopiesPastTheCache()
{
#ifdef ATTENTION_X86_KERNELS
    _mm_sfence();
#endif
}

} // namespace attention
