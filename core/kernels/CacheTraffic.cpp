#include "core/kernels/CacheTraffic.h"

#ifdef ATTENTION_X86_KERNELS
#include <immintrin.h>
#endif

#include <cstdint>
#include <cstring>

namespace attention {

#ifdef ATTENTION_X86_KERNELS
namespace {

/** *to = value past the cache (SSE2's 4-byte streaming store). */
void streamFloat(float *to, float value)
{
    int bits;
    std::memcpy(&bits, &value, sizeof bits);
    _mm_stream_si32(reinterpret_cast<int *>(to), bits);
}

} // namespace
#endif

void copyPastTheCache(const float *from, float *to, std::ptrdiff_t n)
{
    std::ptrdiff_t j = 0;
#ifdef ATTENTION_X86_KERNELS
    for (; j < n && reinterpret_cast<std::uintptr_t>(to + j) % 16 != 0; ++j)
        streamFloat(to + j, from[j]);
    for (; j + 4 <= n; j += 4)
        _mm_stream_ps(to + j, _mm_loadu_ps(from + j));
    for (; j < n; ++j)
        streamFloat(to + j, from[j]);
#else
    for (; j < n; ++j)
        to[j] = from[j];
#endif
}

void finishCopiesPastTheCache()
{
#ifdef ATTENTION_X86_KERNELS
    _mm_sfence();
#endif
}

} // namespace attention
