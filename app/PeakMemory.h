#pragma once

namespace attention::cli {

/** This process's peak resident memory in MB, or -1 where the system cannot tell. On Linux the
 *  high-water mark of its own address space (VmHWM): getrusage's figure, in a child started by
 *  a large process, carried the parent's size over the exec (834 MB for a 312 MB import). */
double peakResidentMb();

} // namespace attention::cli
