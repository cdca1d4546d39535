#pragma once

namespace attention::cli {

/**
 * Where OpenBLAS took this CPU for an older one (betterBlasKernelsHere()), starts this program
 * again in its place with OPENBLAS_CORETYPE naming the kernels the CPU runs; returns only when
 * nothing is to be done or the new start failed (the products are then slower, not wrong).
 * A user's own OPENBLAS_CORETYPE is kept; under valgrind nothing is done (it would not follow
 * the exec: callgrind would count nothing). Call first thing in main().
 */
void restartWithBetterBlasKernels(char *argv[]);

} // namespace attention::cli
