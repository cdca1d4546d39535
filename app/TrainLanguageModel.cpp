#include "app/TrainLanguageModel.h"

#include "app/ExitCode.h"
#include "app/TrainingLoop.h"
#include "core/training/DecoderTrainer.h"
#include "ui/formats/DecoderModelJson.h"
#include "ui/formats/MessageText.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

namespace attention::cli {

namespace {

// Grammatical share: 200 sentences sampled at temperature 0.8, as the issue "Generate" asks.
constexpr double kGrammarTemperature = 0.8;
constexpr int kGrammarSentences = 200;

struct BestHead
{
    int layer = 0, head = 0;
    double score = -1;
};

BestHead bestOf(const std::vector<std::vector<double>> &scores, int fromLayer)
{
    BestHead best;
    for (int l = fromLayer; l < int(scores.size()); ++l)
        for (int h = 0; h < int(scores[std::size_t(l)].size()); ++h)
            if (scores[std::size_t(l)][std::size_t(h)] > best.score)
                best = {l, h, scores[std::size_t(l)][std::size_t(h)]};
    return best;
}

QJsonArray scoresToJson(const std::vector<std::vector<double>> &scores)
{
    QJsonArray layers;
    for (const auto &layer : scores) {
        QJsonArray heads;
        for (double score : layer)
            heads.append(score);
        layers.append(heads);
    }
    return layers;
}

QJsonObject headToJson(const BestHead &head)
{
    return {{QStringLiteral("layer"), head.layer}, {QStringLiteral("head"), head.head}, {QStringLiteral("score"), head.score}};
}

} // namespace

int trainLanguageModel(const LanguageTrainRequest &request, QTextStream &out, QTextStream &err)
{
    training::LanguageTaskKind kind = training::LanguageTaskKind::Induction;
    training::LanguageTask::kindFromName(request.task.toStdString(), &kind);
    const bool grammar = kind == training::LanguageTaskKind::Grammar;
    training::DecoderTrainer trainer(kind, request.seed);
    if (request.learningRate)
        trainer.learningRate = *request.learningRate;
    QElapsedTimer clock;
    clock.start();
    training::LanguageEvaluation evaluation = trainer.evaluate();
    double grammatical = 0;
    const auto measureGrammar = [&] {
        if (grammar)
            grammatical = training::grammaticalShare(trainer.decoder().model(), trainer.task(), kGrammarTemperature,
                                                     kGrammarSentences, request.seed);
    };
    // The probe head: induction looks from the second layer on (it needs the previous-token head
    // before it); agreement may sit in either layer.
    const int probeFromLayer = grammar ? 0 : 1;
    const auto report = [&] {
        measureGrammar();
        const BestHead previous = bestOf(evaluation.previousTokenScore, 0);
        const BestHead probe = bestOf(evaluation.probeScore, probeFromLayer);
        out << QStringLiteral("step %1  %2 s  loss %3  ").arg(trainer.steps(), 6).arg(clock.elapsed() / 1000.0, 5, 'f', 1)
                   .arg(evaluation.loss, 0, 'f', 4);
        if (grammar)
            out << QStringLiteral("grammatical %1 %  agreement head L%2H%3 %4 %\n")
                       .arg(100 * grammatical, 5, 'f', 1)
                       .arg(probe.layer).arg(probe.head).arg(100 * probe.score, 0, 'f', 0);
        else
            out << QStringLiteral("copy %1 %  previous-token head L%2H%3 %4 %  induction head L%5H%6 %7 %\n")
                       .arg(100 * evaluation.accuracy, 5, 'f', 1)
                       .arg(previous.layer).arg(previous.head).arg(100 * previous.score, 0, 'f', 0)
                       .arg(probe.layer).arg(probe.head).arg(100 * probe.score, 0, 'f', 0);
        out.flush();
    };
    trainAndReport(trainer, evaluation, clock, request.seconds, request.maxSteps, report);
    QJsonObject summary{{QStringLiteral("task"), request.task},
                        {QStringLiteral("steps"), static_cast<qint64>(trainer.steps())},
                        {QStringLiteral("seconds"), clock.elapsed() / 1000.0},
                        {QStringLiteral("loss"), evaluation.loss},
                        {QStringLiteral("previous_token_score"), scoresToJson(evaluation.previousTokenScore)},
                        {QStringLiteral("previous_token_head"), headToJson(bestOf(evaluation.previousTokenScore, 0))}};
    const BestHead probe = bestOf(evaluation.probeScore, probeFromLayer);
    if (grammar) {
        summary.insert(QStringLiteral("grammatical_share"), grammatical);
        summary.insert(QStringLiteral("grammatical_temperature"), kGrammarTemperature);
        summary.insert(QStringLiteral("next_token_accuracy"), evaluation.accuracy);
        summary.insert(QStringLiteral("agreement_score"), scoresToJson(evaluation.probeScore));
        summary.insert(QStringLiteral("agreement_head"), headToJson(probe));
    } else {
        summary.insert(QStringLiteral("copy_accuracy"), evaluation.accuracy);
        summary.insert(QStringLiteral("induction_score"), scoresToJson(evaluation.probeScore));
        summary.insert(QStringLiteral("induction_head"), headToJson(probe));
    }
    if (!request.modelPath.isEmpty()) {
        LanguageModelFile file;
        file.model = trainer.decoder().model();
        file.vocabulary = trainer.task().vocabulary();
        file.task = request.task;
        file.training = summary;
        if (const auto saved = saveLanguageModelFile(file, request.modelPath); !saved) {
            err << "train: " << messageText(saved.problem()) << '\n';
            return kFailure;
        }
    }
    if (request.json)
        out << QJsonDocument(summary).toJson(QJsonDocument::Compact) << '\n';
    return kSuccess;
}

} // namespace attention::cli
