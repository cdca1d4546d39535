#include "app/CommandParsing.h"

#include "app/ExitCode.h"

#include <QCommandLineParser>
#include <QTextStream>

namespace attention::cli {

std::optional<int> parseOrHelp(QCommandLineParser &parser, const QStringList &arguments, const char *command, QTextStream &out,
                               QTextStream &err)
{
    parser.addHelpOption();
    if (!parser.parse(arguments)) {
        err << command << ": " << parser.errorText() << '\n';
        return kBadInput;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        out << parser.helpText();
        return kSuccess;
    }
    return std::nullopt;
}

} // namespace attention::cli
