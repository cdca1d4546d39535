#pragma once

#include <cstddef>
#include <functional>

namespace attention {

/** Every keystroke allocates the same large matrices again: keep freed blocks for the next one
 *  instead of returning them to the kernel and faulting them back in page by page (measured
 *  with 'bench': multi-head at 512 tokens 30 -> 22 ms). Also one heap for every thread: the
 *  matrices of a large lesson are made on a background thread, whose own heap still handed its
 *  freed blocks back (typing in the target at 2048 tokens: p50 41 -> 29 ms, p95 76 -> 34 ms).
 *  Blocks up to 256 MB come from the heap. Call first thing in main(). */
void keepLargeBlocksForReuse();

/**
 * Room on the heap for `bytes` of matrices to come: where the heap has less than that free,
 * blocks of 8 MB are allocated, each page written once, and freed again, which
 * keepLargeBlocksForReuse() keeps in the heap. A computation that replaces the result on show
 * allocates about as much again while that result stays, so its first keystroke otherwise
 * faults every page of it in: on a 2-core AMD EPYC (Zen 5) virtual machine, 480 ms per 128 MB
 * written a byte a page the first time (15 us a page: the guest's fault and the host's), 7 ms
 * the next; the first word typed in the middle of a 2048-word source took 340-476 ms there,
 * 73-98 with the room made (on the Xeon of docs/benchmarks.md a page costs a tenth of that). Gives up between
 * blocks once stillWanted says no. Returns the bytes written; 0 without glibc or before
 * keepLargeBlocksForReuse() (tests), where nothing is done.
 */
std::size_t makeRoomOnTheHeap(std::size_t bytes, const std::function<bool()> &stillWanted);

} // namespace attention
