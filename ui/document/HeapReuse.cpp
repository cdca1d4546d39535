#include "ui/document/HeapReuse.h"

#include <atomic>
#include <cstdlib> // defines __GLIBC__ (a libc header must come before the test below)
#include <vector>

#ifdef __GLIBC__
#include <malloc.h>
#endif

namespace attention {

namespace {
std::atomic<bool> heapKeepsLargeBlocks{false}; // else the room's blocks would go back to the kernel
}

void keepLargeBlocksForReuse()
{
#ifdef __GLIBC__
    heapKeepsLargeBlocks = true;
    mallopt(M_MMAP_THRESHOLD, 256 * 1024 * 1024);
    mallopt(M_TRIM_THRESHOLD, 1024 * 1024 * 1024);
    mallopt(M_ARENA_MAX, 1);
#endif
}

std::size_t makeRoomOnTheHeap(std::size_t bytes, const std::function<bool()> &stillWanted)
{
#ifdef __GLIBC__
    if (!heapKeepsLargeBlocks || mallinfo2().fordblks >= bytes)
        return 0;
    constexpr std::size_t kBlock = 8 * 1024 * 1024, kPage = 4096;
    std::vector<char *> blocks;
    std::size_t written = 0;
    // All of it and a quarter more, not what is missing: the heap's free blocks may each be too
    // small for a matrix (2048 tokens, the shortfall written: the first middle word still faulted
    // 24 MB in; a quarter more: 11 MB; the later words 0-16 MB, the heap's own fragmentation).
    while (written < bytes + bytes / 4 && stillWanted()) {
        auto *block = static_cast<char *>(std::malloc(kBlock));
        if (!block)
            break;
        blocks.push_back(block);
        // A byte a page. Not MADV_POPULATE_WRITE first (the pages in one call: 20 ms per 128 MB
        // there, the writes after it 175 more): it holds the process's memory map while it
        // works, and the window's thread, drawing meanwhile, waited (a 2048-token lesson opened:
        // the window blocked 97-101 ms against 76-81).
        for (std::size_t at = 0; at < kBlock; at += kPage)
            static_cast<volatile char *>(block)[at] = 0;
        written += kBlock;
    }
    for (char *block : blocks)
        std::free(block);
    return written;
#else
    (void)bytes;
    (void)stillWanted;
    return 0;
#endif
}

} // namespace attention
