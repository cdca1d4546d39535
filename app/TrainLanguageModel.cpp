#include "app/TrainLanguageModel.h"
#include "app/CommandText.h"

#include "app/ExitCode.h"
#include "app/TrainingLoop.h"
#include "core/training/DecoderTrainer.h"
#include "ui/formats/DecoderModelJson.h"
#include "ui/formats/LanguageTrainingSummary.h"
#include "ui/formats/MessageText.h"

#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

namespace attention::cli {

int trainLanguageModel(const LanguageTrainRequest &request, QTextStream &out, QTextStream &err)
{
    const training::LanguageTaskKind kind = request.task;
    const bool grammar = kind == training::LanguageTaskKind::Grammar;
    training::DecoderTrainer trainer(kind, request.seed);
    if (request.learningRate)
        trainer.learningRate = *request.learningRate;
    QElapsedTimer clock;
    clock.start();
    training::LanguageEvaluation evaluation = trainer.evaluate();
    double grammatical = 0;
    const auto report = [&] {
        if (grammar)
            grammatical =
                training::grammaticalShare(trainer.decoder().model(), trainer.task(), kGrammarTemperature, kGrammarSentences, request.seed);
        const NamedHead previous = previousTokenHead(evaluation);
        const NamedHead probe = probeHead(evaluation, kind);
        out << CommandText::tr("step %1  %2 s  loss %3  ")
                   .arg(trainer.steps(), 6)
                   .arg(clock.elapsed() / 1000.0, 5, 'f', 1)
                   .arg(evaluation.loss, 0, 'f', 4);
        if (grammar)
            out << CommandText::tr("grammatical %1 %  agreement head L%2H%3 %4 %\n")
                       .arg(100 * grammatical, 5, 'f', 1)
                       .arg(probe.layer + 1)
                       .arg(probe.head + 1)
                       .arg(100 * probe.score, 0, 'f', 0);
        else
            out << CommandText::tr("copy %1 %  previous-token head L%2H%3 %4 %  induction head L%5H%6 %7 %\n")
                       .arg(100 * evaluation.accuracy, 5, 'f', 1)
                       .arg(previous.layer + 1)
                       .arg(previous.head + 1)
                       .arg(100 * previous.score, 0, 'f', 0)
                       .arg(probe.layer + 1)
                       .arg(probe.head + 1)
                       .arg(100 * probe.score, 0, 'f', 0);
        out.flush();
    };
    trainAndReport(trainer, evaluation, clock, request.seconds, request.maxSteps, report);
    if (!grammar)
        out << "heads: " << inductionCircuitText(evaluation) << '\n';
    const QJsonObject summary = languageTrainingSummary(kind, trainer.steps(), clock.elapsed() / 1000.0, evaluation, grammatical);
    if (!request.modelPath.isEmpty()) {
        LanguageModelFile file;
        file.model = trainer.decoder().model();
        file.vocabulary = trainer.task().vocabulary();
        file.task = QString::fromLatin1(training::languageTaskName(kind));
        file.training = summary;
        if (const auto saved = saveLanguageModelFile(file, request.modelPath); !saved) {
            err << "train: " << messageText(saved.problem()) << '\n';
            return kBadInput;
        }
    }
    if (request.json)
        out << QJsonDocument(summary).toJson(QJsonDocument::Compact) << '\n';
    return kSuccess;
}

} // namespace attention::cli
