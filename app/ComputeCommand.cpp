#include "app/ComputeCommand.h"
#include "app/CommandParsing.h"
#include "app/CommandText.h"
#include "ui/formats/FileAccess.h"
#include "ui/formats/MessageText.h"

#include "app/CaseFile.h"
#include "app/ExitCode.h"

#include <QCommandLineParser>
#include <QJsonDocument>
#include <QTextStream>

namespace attention::cli {

int runCompute(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(CommandText::tr("Computes one reference case with the attention core."));
    parser.addPositionalArgument(QStringLiteral("case"), CommandText::tr("The case file (JSON)."));
    parser.addOption({{QStringLiteral("o"), QStringLiteral("output")}, CommandText::tr("Write the result here."), QStringLiteral("file")});
    if (const auto ended = parseOrHelp(parser, arguments, "compute", out, err))
        return *ended;
    if (parser.positionalArguments().size() != 1) {
        err << "compute: " << CommandText::tr("give exactly one case file: attention-explorer compute CASE.json [-o OUT.json]") << '\n';
        return kBadInput;
    }
    const QString path = parser.positionalArguments().constFirst();
    if (parser.isSet(QStringLiteral("output"))) {
        if (const auto writable = checkWritable(parser.value(QStringLiteral("output"))); !writable) { // before the work
            err << "compute: " << messageText(writable.problem()) << '\n';
            return kBadInput;
        }
    }
    const auto attentionCase = readCaseFile(path);
    if (!attentionCase) {
        err << "compute: " << messageText(attentionCase.problem()) << '\n'; // the file named once
        return kBadInput;
    }
    const auto result = computeCase(*attentionCase);
    if (!result) {
        err << "compute: " << path << ": " << messageText(result.problem()) << '\n';
        return kBadInput;
    }
    const QByteArray json = QJsonDocument(*result).toJson(QJsonDocument::Indented);
    if (!parser.isSet(QStringLiteral("output"))) {
        out << QString::fromUtf8(json);
        return kSuccess;
    }
    if (const auto written = writeFileSafely(parser.value(QStringLiteral("output")), json); !written) {
        err << "compute: " << messageText(written.problem()) << '\n';
        return kBadInput;
    }
    return kSuccess;
}

} // namespace attention::cli
