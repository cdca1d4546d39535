#pragma once

namespace attention::cli {

/** Every keystroke allocates the same large matrices again: keep freed blocks for the next one
 *  instead of returning them to the kernel and faulting them back in page by page (measured
 *  with 'bench': multi-head at 512 tokens 30 -> 22 ms). Also one heap for every thread: the
 *  matrices of a large lesson are made on a background thread, whose own heap still handed its
 *  freed blocks back (typing in the target at 2048 tokens: p50 41 -> 29 ms, p95 76 -> 34 ms).
 *  Call first thing in main(). */
void keepLargeBlocksForReuse();

} // namespace attention::cli
