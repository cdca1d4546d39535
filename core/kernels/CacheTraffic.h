#pragma once

#include <cstddef>

namespace attention {

/**
 * to[0..n) = from[0..n), stored around the caches where the CPU can (SSE2's streaming stores on
 * x86-64): for what is not read again soon, such as every head's weights of a long lesson (128 MB
 * at 2048 tokens), whose ordinary stores read each line from memory before writing it. The
 * thread that copied calls finishCopiesPastTheCache() before another thread may read the copies.
 * Every float goes past the cache, those before to's first 16-byte boundary and after its last 4
 * one by one: a cache line written both past the cache and through it is dear. Rows of kept
 * weights start off that boundary where the keys are not a multiple of 4; with ordinary stores
 * there, `bench_core keptRows` took 1.25-1.72 ns a key at 513 keys and 0.99-1.06 at 514 against
 * 0.56-0.62 at 512, and 0.83-0.99 and 0.84-0.92 with them streamed (AVX2, the Zen 4 of docs/benchmarks.md).
 */
void copyPastTheCache(const float *from, float *to, std::ptrdiff_t n);
void finishCopiesPastTheCache();

/** Asks the cache for from[0..n), a line at a time, and returns at once: for what will be read
 *  soon where the hardware's prefetcher does not look ahead (it stops at each 4 KB page). */
inline void askTheCacheFor(const float *from, std::ptrdiff_t n)
{
    constexpr std::ptrdiff_t kFloatsPerLine = 64 / sizeof(float);
    for (std::ptrdiff_t j = 0; j < n; j += kFloatsPerLine)
        __builtin_prefetch(from + j);
}

} // namespace attention
