#pragma once
// Memory is measured against the C library's allocator, the one the program runs with. Under a
// sanitizer or a preloaded allocator glibc's counters see nothing and the peaks differ (ASan's
// shadow memory), so these tests restart without LD_PRELOAD, or skip saying why.

#include <QString>

#include <cstdlib>
#include <dlfcn.h>
#include <unistd.h>

namespace attention::test {

/** The file whose malloc this process calls: the C library, or a library loaded before it. */
inline QString mallocProvider()
{
    Dl_info info{};
    void *const symbol = dlsym(RTLD_DEFAULT, "malloc");
    if (!symbol || dladdr(symbol, &info) == 0 || !info.dli_fname)
        return QStringLiteral("an unknown library");
    return QString::fromLocal8Bit(info.dli_fname);
}

inline bool mallocIsTheCLibrarys()
{
    return mallocProvider().contains(QLatin1String("/libc.so"));
}

/** Call first in main(): runs this test again without LD_PRELOAD, naming what it dropped in
 *  ATTENTION_DROPPED_PRELOAD. Where the restart fails the test goes on as it is. */
inline void restartWithoutPreloadedLibraries(char **argv)
{
    const char *preload = std::getenv("LD_PRELOAD");
    if (!preload || !*preload)
        return;
    setenv("ATTENTION_DROPPED_PRELOAD", preload, 1);
    unsetenv("LD_PRELOAD");
    execv("/proc/self/exe", argv);
}

/** Where malloc comes from and what was dropped, for the log of a failing run. */
inline QString allocatorNote()
{
    const char *dropped = std::getenv("ATTENTION_DROPPED_PRELOAD");
    return QStringLiteral("malloc from %1%2")
        .arg(mallocProvider(),
             dropped ? QStringLiteral(", restarted without LD_PRELOAD=%1").arg(QString::fromLocal8Bit(dropped)) : QString());
}

/** A sentence for QSKIP when malloc is not the C library's (a sanitizer's, or one loaded for the
 *  whole system in /etc/ld.so.preload). */
inline QString foreignAllocatorReason()
{
    return QStringLiteral("malloc here comes from %1, not the C library, and memory is measured against the C library's allocator")
        .arg(mallocProvider());
}

} // namespace attention::test
