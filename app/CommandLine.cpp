#include "app/CommandLine.h"
#include "app/CommandText.h"

#include "app/BenchCommand.h"
#include "app/ComputeCommand.h"
#include "app/ExportCommand.h"
#include "app/GenerateCommand.h"
#include "app/ModelCommands.h"
#include "app/TrainCommand.h"
#include "ui/formats/FileAccess.h"
#include "ui/formats/MatrixExport.h"
#include "ui/plots/PaintedFile.h"
#include "ui/views/TrainingPlots.h"

#include <QTextStream>

#include <exception>
#include <new>

namespace attention::cli {

namespace {

TrainingPictureWriter trainingPictureWriter()
{
    constexpr QSize kSize(1000, 720); // the Train tab's plots in a 1280x800 window, as a slide
    constexpr double kScale = 2;
    return {[](const QString &path) -> Outcome<void> {
                if (!isPictureFormat(formatOfPath(path)))
                    return Message("train.picture-format", ATTENTION_MESSAGE("--picture must name a .png, .svg or .pdf file"));
                return checkWritable(path);
            },
            [](const training::TrainingHistory &history, const training::Trainer &trainer, const QString &path) {
                const auto &example = trainer.showcase();
                return writeTrainingPicture(
                    history, heldOutAttention(trainer.task(), example, trainer.steps(), trainer.attentionOn(example)), path, kSize, kScale);
            }};
}

} // namespace

bool isHeadlessCommand(const QStringList &arguments)
{
    return !arguments.isEmpty()
           && (arguments.first() == QLatin1String("compute") || arguments.first() == QLatin1String("export")
               || arguments.first() == QLatin1String("bench") || arguments.first() == QLatin1String("train")
               || arguments.first() == QLatin1String("generate") || arguments.first() == QLatin1String("tokenize")
               || arguments.first() == QLatin1String("translate"));
}

int runCommand(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    // QCommandLineParser expects the program name first.
    QStringList withProgram = arguments;
    if (withProgram.isEmpty())
        return kBadInput;
    const QString command = withProgram.first();
    withProgram.first() = QStringLiteral("attention-explorer ") + command;
    // Every request is estimated and refused beyond the budget before it starts; what still
    // runs out of memory (a machine smaller than the budget) ends here, in one sentence.
    try {
        if (command == QLatin1String("compute"))
            return runCompute(withProgram, out, err);
        if (command == QLatin1String("export"))
            return runExport(withProgram, out, err);
        if (command == QLatin1String("bench"))
            return runBench(withProgram, out, err);
        if (command == QLatin1String("train"))
            return runTrain(withProgram, out, err, trainingPictureWriter());
        if (command == QLatin1String("generate"))
            return runGenerate(withProgram, out, err);
        if (command == QLatin1String("tokenize"))
            return runTokenize(withProgram, out, err);
        if (command == QLatin1String("translate"))
            return runTranslate(withProgram, out, err);
    } catch (const std::bad_alloc &) {
        err << command << ": " << CommandText::tr("this needs more memory than the computer has: ask for something smaller") << '\n';
        return kBadInput;
    } catch (const std::exception &error) {
        err << command << ": " << error.what() << '\n';
        return kFailure;
    }
    err << CommandText::tr("unknown command \"%1\": use compute, export, bench, train, generate, tokenize or translate").arg(command)
        << '\n';
    return kBadInput;
}

} // namespace attention::cli
