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

} // namespace

int trainLanguageModel(const LanguageTrainRequest &request, QTextStream &out, QTextStream &err)
{
    training::DecoderTrainer trainer(training::LanguageTaskKind::Induction, request.seed);
    if (request.learningRate)
        trainer.learningRate = *request.learningRate;
    QElapsedTimer clock;
    clock.start();
    training::LanguageEvaluation evaluation = trainer.evaluate();
    const auto report = [&] {
        const BestHead previous = bestOf(evaluation.previousTokenScore, 0);
        const BestHead induction = bestOf(evaluation.inductionScore, 1);
        out << QStringLiteral("step %1  %2 s  loss %3  copy %4 %  previous-token head L%5H%6 %7 %  induction head L%8H%9 %10 %\n")
                   .arg(trainer.steps(), 6)
                   .arg(clock.elapsed() / 1000.0, 5, 'f', 1)
                   .arg(evaluation.loss, 0, 'f', 4)
                   .arg(100 * evaluation.copyAccuracy, 5, 'f', 1)
                   .arg(previous.layer).arg(previous.head).arg(100 * previous.score, 0, 'f', 0)
                   .arg(induction.layer).arg(induction.head).arg(100 * induction.score, 0, 'f', 0);
        out.flush();
    };
    trainAndReport(trainer, evaluation, clock, request.seconds, request.maxSteps, report);
    const BestHead induction = bestOf(evaluation.inductionScore, 1);
    const BestHead previous = bestOf(evaluation.previousTokenScore, 0);
    const QJsonObject summary{{QStringLiteral("task"), request.task},
                              {QStringLiteral("steps"), static_cast<qint64>(trainer.steps())},
                              {QStringLiteral("seconds"), clock.elapsed() / 1000.0},
                              {QStringLiteral("loss"), evaluation.loss},
                              {QStringLiteral("copy_accuracy"), evaluation.copyAccuracy},
                              {QStringLiteral("previous_token_score"), scoresToJson(evaluation.previousTokenScore)},
                              {QStringLiteral("induction_score"), scoresToJson(evaluation.inductionScore)},
                              {QStringLiteral("previous_token_head"), QJsonObject{{QStringLiteral("layer"), previous.layer},
                                                                                  {QStringLiteral("head"), previous.head},
                                                                                  {QStringLiteral("score"), previous.score}}},
                              {QStringLiteral("induction_head"), QJsonObject{{QStringLiteral("layer"), induction.layer},
                                                                             {QStringLiteral("head"), induction.head},
                                                                             {QStringLiteral("score"), induction.score}}}};
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
