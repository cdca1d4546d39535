#pragma once

#include <QStringList>

class QTextStream;

namespace attention::cli {

/** attention-explorer tokenize --model DIR TEXT [--target] [--json]: the ids and tokens of a text,
 *  as the model's tokenizer gives them by default. */
int runTokenize(const QStringList &arguments, QTextStream &out, QTextStream &err);

/** attention-explorer translate --model DIR --source TEXT [--beam N] [--layer N] [--json]: a
 *  Marian model's translation, each written token with its probability and cross attention. */
int runTranslate(const QStringList &arguments, QTextStream &out, QTextStream &err);

} // namespace attention::cli
