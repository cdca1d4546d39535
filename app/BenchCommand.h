#pragma once

#include <QStringList>

class QTextStream;

namespace attention::cli {

/** attention-explorer bench [--json]: measures this machine (latency, core, memory, start-up,
 *  export) and prints the figures. Needs no display. */
int runBench(const QStringList &arguments, QTextStream &out, QTextStream &err);

} // namespace attention::cli
