#pragma once

#include <QStringList>

class QTextStream;

namespace attention::cli {

/** attention-explorer export [LESSON.json] -o FILE [--view ...] [lesson options] */
int runExport(const QStringList &arguments, QTextStream &out, QTextStream &err);

} // namespace attention::cli
