#pragma once

#include <QStringList>

class QTextStream;

namespace attention::cli {

/** attention-explorer compute CASE.json [-o OUT.json] */
int runCompute(const QStringList &arguments, QTextStream &out, QTextStream &err);

} // namespace attention::cli
