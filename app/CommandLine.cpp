#include "app/CommandLine.h"

#include "app/BenchCommand.h"
#include "app/ComputeCommand.h"
#include "app/ExportCommand.h"
#include "app/TrainCommand.h"

#include <QTextStream>

namespace attention::cli {

bool isHeadlessCommand(const QStringList &arguments)
{
    return !arguments.isEmpty()
           && (arguments.first() == QLatin1String("compute") || arguments.first() == QLatin1String("export")
               || arguments.first() == QLatin1String("bench") || arguments.first() == QLatin1String("train"));
}

int runCommand(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    // QCommandLineParser expects the program name first.
    QStringList withProgram = arguments;
    if (withProgram.isEmpty())
        return kBadInput;
    const QString command = withProgram.first();
    withProgram.first() = QStringLiteral("attention-explorer ") + command;
    if (command == QLatin1String("compute"))
        return runCompute(withProgram, out, err);
    if (command == QLatin1String("export"))
        return runExport(withProgram, out, err);
    if (command == QLatin1String("bench"))
        return runBench(withProgram, out, err);
    if (command == QLatin1String("train"))
        return runTrain(withProgram, out, err);
    err << "unknown command \"" << command << "\": use compute, export, bench or train\n";
    return kBadInput;
}

} // namespace attention::cli
