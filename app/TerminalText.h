#pragma once

#include <QString>

namespace attention::cli {

/**
 * Text from a file (a vocabulary's word, a decoded continuation, a word the user typed) made
 * safe to print on a terminal: control characters escaped as \xNN, since a model may hold escape
 * sequences that retitle or clear it, and at most maxCharacters long, ended by "…" when cut.
 */
QString terminalText(const QString &text, qsizetype maxCharacters = -1);

} // namespace attention::cli
