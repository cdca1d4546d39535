#pragma once

#include <QStringList>

#include <optional>

class QCommandLineParser;
class QTextStream;

namespace attention::cli {

/**
 * Adds the help option and reads the command's arguments. Returns the exit code where the
 * command ends here: after printing its help (--help) or, prefixed with its name, the parser's
 * one-sentence error; nothing where it goes on.
 */
std::optional<int> parseOrHelp(QCommandLineParser &parser, const QStringList &arguments, const char *command, QTextStream &out,
                               QTextStream &err);

} // namespace attention::cli
