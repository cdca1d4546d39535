#pragma once

#include "app/ExitCode.h"

#include <QStringList>

class QTextStream;

namespace attention::cli {

/** True when the arguments name a command that runs without a window. */
bool isHeadlessCommand(const QStringList &arguments);

/**
 * Runs `compute` or `export` (arguments start with the command name, without the program).
 * Messages go to err, results to out (or to the -o file). Never throws.
 */
int runCommand(const QStringList &arguments, QTextStream &out, QTextStream &err);

} // namespace attention::cli
