#pragma once

#include <QStringList>

class QTextStream;

namespace attention::cli {

/** attention-explorer train --task reverse|dates [--seconds N] [--seed S] [--score F] [--json] */
int runTrain(const QStringList &arguments, QTextStream &out, QTextStream &err);

} // namespace attention::cli
