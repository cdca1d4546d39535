#include "app/BlasKernelRestart.h"

#include "core/Platform.h"

#include <cstdlib>
#include <cstring>

#if defined(__linux__)
#include <unistd.h>
#endif

namespace attention::cli {

void restartWithBetterBlasKernels(char *argv[])
{
#if defined(__linux__)
    const char *chosen = std::getenv("OPENBLAS_CORETYPE");
    if (chosen && *chosen)
        return; // the user's choice, or this very restart
    const char *preloaded = std::getenv("LD_PRELOAD");
    if (preloaded && std::strstr(preloaded, "vgpreload"))
        return; // under valgrind, which would not follow the new start
    const char *better = betterBlasKernelsHere();
    if (!better || setenv("OPENBLAS_CORETYPE", better, 1) != 0)
        return;
    execv("/proc/self/exe", argv);
    unsetenv("OPENBLAS_CORETYPE"); // not restarted: children choose for themselves
#else
    (void)argv;
#endif
}

} // namespace attention::cli
