#pragma once

#include <cstddef>
#include <functional>

namespace attention {

/** Every keystroke allocates the same large matrices again: keep freed blocks for the next one
 *  instead of returning them to the kernel and faulting them back in page by page. Also one heap
 *  for every thread, as a large lesson's matrices are made on a background thread. Blocks up to
 *  256 MB come from the heap. Call first thing in main(). */
void keepLargeBlocksForReuse();

/**
 * Room on the heap for `bytes` of matrices to come: where the heap has less than that free,
 * blocks of 8 MB are allocated, each page written once, and freed again, which
 * keepLargeBlocksForReuse() keeps in the heap. A computation that replaces the result on show
 * allocates about as much again while that result stays, so its first keystroke otherwise
 * faults every page of it in, slowly on a virtual machine. Gives up between blocks once
 * stillWanted says no. Returns the bytes written; 0 without glibc or before
 * keepLargeBlocksForReuse() (tests), where nothing is done.
 */
std::size_t makeRoomOnTheHeap(std::size_t bytes, const std::function<bool()> &stillWanted);

} // namespace attention
