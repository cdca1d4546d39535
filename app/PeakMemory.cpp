#include "app/PeakMemory.h"

#include <QFile>

#if defined(Q_OS_UNIX)
#include <sys/resource.h>
#endif

namespace attention::cli {

double peakResidentMb()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (status.open(QIODevice::ReadOnly)) {
        for (const QByteArray &line : status.readAll().split('\n'))
            if (line.startsWith("VmHWM:"))
                return line.mid(6).trimmed().split(' ').value(0).toDouble() / 1024.0; // in kB
    }
#if defined(Q_OS_UNIX)
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_maxrss / 1024.0;
#else
    return -1;
#endif
}

} // namespace attention::cli
