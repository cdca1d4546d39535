#pragma once

#include <QStringList>

class QTextStream;

namespace attention::cli {

/** attention-explorer generate MODEL.json --prompt TEXT [--strategy greedy|sample]
 *  [--temperature T] [--top-k K] [--top-p P] [--seed S] [--max-new-tokens N] [--json] */
int runGenerate(const QStringList &arguments, QTextStream &out, QTextStream &err);

} // namespace attention::cli
