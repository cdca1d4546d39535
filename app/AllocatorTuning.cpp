#include "app/AllocatorTuning.h"

#include <cstdlib> // defines __GLIBC__ (a libc header must come before the test below)

#ifdef __GLIBC__
#include <malloc.h>
#endif

namespace attention::cli {

void keepLargeBlocksForReuse()
{
#ifdef __GLIBC__
    mallopt(M_MMAP_THRESHOLD, 256 * 1024 * 1024);
    mallopt(M_TRIM_THRESHOLD, 1024 * 1024 * 1024);
    mallopt(M_ARENA_MAX, 1);
#endif
}

} // namespace attention::cli
