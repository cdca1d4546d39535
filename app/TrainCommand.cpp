#include "app/TrainCommand.h"
#include "app/CommandParsing.h"
#include "app/CommandText.h"
#include "ui/formats/FileAccess.h"
#include "ui/formats/MessageText.h"

#include "app/ExitCode.h"
#include "app/TrainLanguageModel.h"
#include "app/TrainingLoop.h"
#include "core/training/LanguageTasks.h"
#include "core/training/Trainer.h"
#include "ui/formats/LessonFile.h"

#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

#include <limits>

namespace attention::cli {

int runTrain(const QStringList &arguments, QTextStream &out, QTextStream &err, const TrainingPictureWriter &picture)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(CommandText::tr("Trains a small encoder-decoder with attention on a task whose true "
                                                     "alignment is known, and reports how well it aligns."));
    parser.addOptions({
        {QStringLiteral("task"),
         CommandText::tr("reverse, dates, translate or phrases (encoder-decoders), or induction "
                         "or grammar (language models for the Generate tab)."),
         QStringLiteral("task")},
        {QStringLiteral("seconds"), CommandText::tr("How long to train (default 30)."), QStringLiteral("n")},
        {QStringLiteral("steps"), CommandText::tr("Stop after this many steps instead (reproducible on any machine)."),
         QStringLiteral("n")},
        {QStringLiteral("seed"), CommandText::tr("Random seed (default 7)."), QStringLiteral("n")},
        {QStringLiteral("score"), CommandText::tr("dot, scaled_dot (default; additive for phrases), general or additive."),
         QStringLiteral("score")},
        {QStringLiteral("learning-rate"), CommandText::tr("Adam's learning rate (default 0.01)."), QStringLiteral("r")},
        {QStringLiteral("json"), CommandText::tr("End with one JSON object.")},
        {QStringLiteral("lesson"),
         CommandText::tr("Save the trained model in a lesson file: the window opens it, and "
                         "export draws it for any source."),
         QStringLiteral("file")},
        {QStringLiteral("model"), CommandText::tr("induction or grammar: save the language model (generate and the Generate tab read it)."),
         QStringLiteral("file")},
        {QStringLiteral("picture"),
         CommandText::tr("reverse, dates, translate or phrases: draw the Train tab's plots (a held-out example's "
                         "attention and the curves) to a PNG, SVG or PDF file."),
         QStringLiteral("file")},
    });
    if (const auto ended = parseOrHelp(parser, arguments, "train", out, err))
        return *ended;
    if (!parser.positionalArguments().isEmpty()) {
        err << "train: "
            << CommandText::tr("unexpected argument \"%1\": train takes only options (train --help lists them)")
                   .arg(parser.positionalArguments().constFirst())
            << '\n';
        return kBadInput;
    }
    const QString taskName = parser.value(QStringLiteral("task"));
    training::LanguageTaskKind languageTask{};
    const bool languageModel = training::LanguageTask::kindFromName(taskName.toStdString(), &languageTask);
    const auto task = training::Task::kindFromName(taskName.toStdString());
    if (!task && !languageModel) {
        err << "train: " << CommandText::tr("--task must be reverse, dates, translate, phrases, induction or grammar") << '\n';
        return kBadInput;
    }
    bool ok = true;
    const bool bySteps = parser.isSet(QStringLiteral("steps"));
    const double seconds = parser.isSet(QStringLiteral("seconds")) ? parser.value(QStringLiteral("seconds")).toDouble(&ok)
                           : bySteps                               ? 3600.0
                                                                   : 30.0;
    if (!ok || !(seconds >= 0 && seconds <= 3600)) {
        err << "train: " << CommandText::tr("--seconds must be a number from 0 to 3600") << '\n';
        return kBadInput;
    }
    const long maxSteps = bySteps ? parser.value(QStringLiteral("steps")).toLong(&ok) : std::numeric_limits<long>::max();
    if (bySteps && (!ok || maxSteps < 0 || maxSteps > 10000000)) {
        err << "train: " << CommandText::tr("--steps must be a whole number from 0 to 10000000") << '\n';
        return kBadInput;
    }
    const qulonglong seed = parser.isSet(QStringLiteral("seed")) ? parser.value(QStringLiteral("seed")).toULongLong(&ok) : 7;
    if (!ok) {
        err << "train: " << CommandText::tr("--seed must be a whole number") << '\n';
        return kBadInput;
    }
    const QString picturePath = parser.value(QStringLiteral("picture"));
    if (parser.isSet(QStringLiteral("picture"))) {
        if (languageModel) {
            err << "train: "
                << CommandText::tr("--picture draws the Train tab's tasks; the Generate tab draws the training of induction and grammar")
                << '\n';
            return kBadInput;
        }
        if (!picture.check) {
            err << "train: " << CommandText::tr("--picture needs the window's drawing code, which this build left out") << '\n';
            return kBadInput;
        }
        if (const auto usable = picture.check(picturePath); !usable) {
            err << "train: " << messageText(usable.problem()) << '\n';
            return kBadInput;
        }
    }
    for (const QString &option : {QStringLiteral("lesson"), QStringLiteral("model")}) {
        if (!parser.isSet(option))
            continue;
        if (const auto writable = checkWritable(parser.value(option)); !writable) { // before minutes of training
            err << "train: " << messageText(writable.problem()) << '\n';
            return kBadInput;
        }
    }
    if (languageModel) {
        LanguageTrainRequest request{languageTask,
                                     seconds,
                                     maxSteps,
                                     seed,
                                     std::nullopt,
                                     parser.isSet(QStringLiteral("json")),
                                     parser.value(QStringLiteral("model"))};
        if (parser.isSet(QStringLiteral("learning-rate"))) {
            request.learningRate = parser.value(QStringLiteral("learning-rate")).toDouble(&ok);
            if (!ok || !(*request.learningRate > 0 && *request.learningRate <= 1)) {
                err << "train: " << CommandText::tr("--learning-rate must be above 0 and at most 1") << '\n';
                return kBadInput;
            }
        }
        return trainLanguageModel(request, out, err);
    }
    training::ModelShape shape;
    shape.score = training::Task::preferredScore(*task);
    if (parser.isSet(QStringLiteral("score"))) {
        const auto score = scoreFunctionFromId(parser.value(QStringLiteral("score")).toStdString());
        if (!score || *score == ScoreFunction::MultiHead) {
            err << "train: " << CommandText::tr("--score must be dot, scaled_dot, general or additive") << '\n';
            return kBadInput;
        }
        shape.score = *score;
    }
    training::Trainer trainer(*task, shape, seed);
    if (parser.isSet(QStringLiteral("learning-rate"))) {
        trainer.learningRate = parser.value(QStringLiteral("learning-rate")).toDouble(&ok);
        if (!ok || !(trainer.learningRate > 0 && trainer.learningRate <= 1)) {
            err << "train: " << CommandText::tr("--learning-rate must be above 0 and at most 1") << '\n';
            return kBadInput;
        }
    }
    QElapsedTimer clock;
    clock.start();
    training::Evaluation evaluation = trainer.evaluate();
    const auto report = [&] {
        out << CommandText::tr("step %1  %2 s  loss %3  tokens %4 %  alignment %5 %\n")
                   .arg(trainer.steps(), 6)
                   .arg(clock.elapsed() / 1000.0, 5, 'f', 1)
                   .arg(evaluation.loss, 0, 'f', 4)
                   .arg(100 * evaluation.tokenAccuracy, 5, 'f', 1)
                   .arg(100 * evaluation.alignmentAccuracy, 5, 'f', 1);
        out.flush();
    };
    // A curve of about 60 points: by steps when they are known, else one evaluation per 50 steps.
    constexpr long kCurvePoints = 60;
    const long recordEvery = picturePath.isEmpty() ? 0 : bySteps ? std::max(1L, maxSteps / kCurvePoints) : 50;
    training::TrainingHistory history;
    trainAndReport(trainer, evaluation, clock, seconds, maxSteps, report, recordEvery, [&] { history.add(trainer.steps(), evaluation); });
    if (!picturePath.isEmpty()) {
        if (const auto drawn = picture.write(history, trainer, picturePath); !drawn) {
            err << "train: " << messageText(drawn.problem()) << '\n';
            return kBadInput;
        }
    }
    if (parser.isSet(QStringLiteral("lesson"))) {
        LessonState state;
        state.lesson.model = std::make_shared<const training::TrainedModel>(trainer.trainedModel(evaluation));
        state.lesson.source = trainer.task().sentence(trainer.showcase().source);
        state.lesson.target.clear(); // the model writes it
        state.title = CommandText::tr("Trained model: %1").arg(taskName);
        const auto saved = saveLessonFile(state, parser.value(QStringLiteral("lesson")));
        if (!saved) {
            err << "train: " << messageText(saved.problem()) << '\n';
            return kBadInput;
        }
    }
    if (parser.isSet(QStringLiteral("json"))) {
        const auto score = scoreFunctionId(shape.score);
        const QJsonObject summary{{QStringLiteral("task"), taskName},
                                  {QStringLiteral("score"), QString::fromUtf8(score.data(), static_cast<qsizetype>(score.size()))},
                                  {QStringLiteral("steps"), static_cast<qint64>(trainer.steps())},
                                  {QStringLiteral("seconds"), clock.elapsed() / 1000.0},
                                  {QStringLiteral("loss"), evaluation.loss},
                                  {QStringLiteral("token_accuracy"), evaluation.tokenAccuracy},
                                  {QStringLiteral("alignment_accuracy"), evaluation.alignmentAccuracy}};
        out << QJsonDocument(summary).toJson(QJsonDocument::Compact) << '\n';
    }
    return kSuccess;
}

} // namespace attention::cli
