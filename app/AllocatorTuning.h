#pragma once

namespace attention::cli {

/** Every keystroke allocates the same large matrices again: keep freed blocks for the next one
 *  instead of returning them to the kernel and faulting them back in page by page (measured
 *  with 'bench': multi-head at 512 tokens 30 -> 22 ms). Call first thing in main(). */
void keepLargeBlocksForReuse();

} // namespace attention::cli
