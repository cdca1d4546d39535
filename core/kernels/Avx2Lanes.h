#pragma once

// AVX2 helpers that more than one kernel file uses, internal to each file that includes them
// (static). A file that includes them compiles AVX2 code: intrinsics and plain arithmetic only
// there, for an inline function (a std:: template) instantiated for AVX2 might be shared with
// the rest of the program, which runs on any x86-64.

#ifdef ATTENTION_X86_KERNELS
#include <immintrin.h>

#include <cstddef>

#ifndef AVX2_FMA
#define AVX2_FMA __attribute__((target("avx2,fma")))
#endif

namespace attention::avx2 {

/** All ones in the lanes whose key is blocked. */
static AVX2_FMA inline __m256 blockedLanes(const bool *blocked, std::ptrdiff_t j)
{
    if (!blocked)
        return _mm256_setzero_ps();
    const __m128i bytes = _mm_loadl_epi64(reinterpret_cast<const __m128i *>(blocked + j));
    return _mm256_castsi256_ps(_mm256_cmpgt_epi32(_mm256_cvtepu8_epi32(bytes), _mm256_setzero_si256()));
}

static AVX2_FMA inline float horizontalSum(__m256 v)
{
    __m128 s = _mm_add_ps(_mm256_castps256_ps128(v), _mm256_extractf128_ps(v, 1));
    s = _mm_add_ps(s, _mm_movehl_ps(s, s));
    s = _mm_add_ss(s, _mm_shuffle_ps(s, s, 1));
    return _mm_cvtss_f32(s);
}

} // namespace attention::avx2
#endif
