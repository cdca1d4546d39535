#include "app/GenerateCommand.h"
#include "app/CommandParsing.h"
#include "app/CommandText.h"

#include "app/ExitCode.h"
#include "core/generation/Generation.h"
#include "ui/formats/DecoderModelJson.h"
#include "ui/formats/MessageText.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTextStream>

#include <algorithm>

namespace attention::cli {

namespace {

/** The ids of the prompt's words, or the first word the model does not know. */
std::vector<int> idsOf(const QStringList &words, const std::vector<std::string> &vocabulary, QString *unknown)
{
    std::vector<int> ids;
    for (const QString &word : words) {
        const auto found = std::find(vocabulary.begin(), vocabulary.end(), word.toStdString());
        if (found == vocabulary.end()) {
            *unknown = word;
            return {};
        }
        ids.push_back(int(found - vocabulary.begin()));
    }
    return ids;
}

} // namespace

int runGenerate(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(CommandText::tr("Writes text with a language model (made by train --task induction|grammar "
                                                    "--model FILE), one token at a time with its key-value cache."));
    parser.addPositionalArgument(QStringLiteral("model"), CommandText::tr("The language model file (or --task)."));
    parser.addOptions({
        {QStringLiteral("task"), CommandText::tr("induction or grammar: the model bundled with the app for that task."), QStringLiteral("task")},
        {QStringLiteral("prompt"), CommandText::tr("The words to continue, separated by spaces."), QStringLiteral("text")},
        {QStringLiteral("strategy"), CommandText::tr("greedy (default) or sample."), QStringLiteral("name")},
        {QStringLiteral("temperature"), CommandText::tr("sample: divides the logits, above 0 (default 1)."), QStringLiteral("t")},
        {QStringLiteral("top-k"), CommandText::tr("sample: keep the k most likely tokens, 0 = all (default)."), QStringLiteral("k")},
        {QStringLiteral("top-p"), CommandText::tr("sample: keep the most likely tokens up to this probability, in (0, 1] "
                                                 "(default 1 = all)."), QStringLiteral("p")},
        {QStringLiteral("seed"), CommandText::tr("sample: the same seed writes the same text (default 1)."), QStringLiteral("n")},
        {QStringLiteral("max-new-tokens"), CommandText::tr("How many tokens to write (default 20)."), QStringLiteral("n")},
        {QStringLiteral("json"), CommandText::tr("Print one JSON object: tokens, text and each step's token, probability "
                                                "and how many tokens were kept.")},
    });
    if (const auto ended = parseOrHelp(parser, arguments, "generate", out, err))
        return *ended;
    const auto bad = [&err](const QString &sentence) {
        err << "generate: " << sentence << '\n';
        return kBadInput;
    };
    QString modelPath;
    if (parser.isSet(QStringLiteral("task"))) {
        const QString task = parser.value(QStringLiteral("task"));
        if (task != QLatin1String("induction") && task != QLatin1String("grammar"))
            return bad(CommandText::tr("--task must be induction or grammar (the tasks with a bundled model)"));
        if (!parser.positionalArguments().isEmpty())
            return bad(CommandText::tr("give a model file or --task, not both"));
        modelPath = QStringLiteral(":/models/%1.json").arg(task);
    } else if (parser.positionalArguments().size() == 1) {
        modelPath = parser.positionalArguments().constFirst();
    } else {
        return bad(CommandText::tr("give one language model file or --task induction|grammar (generate --help)"));
    }
    if (!parser.isSet(QStringLiteral("prompt")))
        return bad(CommandText::tr("--prompt is missing: the words the model continues"));

    generation::GenerationOptions options;
    bool ok = true;
    const QString strategy = parser.value(QStringLiteral("strategy"));
    if (strategy == QLatin1String("sample"))
        options.strategy = generation::Strategy::Sample;
    else if (!strategy.isEmpty() && strategy != QLatin1String("greedy"))
        return bad(CommandText::tr("--strategy must be greedy or sample"));
    if (parser.isSet(QStringLiteral("temperature"))) {
        options.sampling.temperature = parser.value(QStringLiteral("temperature")).toDouble(&ok);
        if (!ok)
            return bad(CommandText::tr("--temperature must be a number above 0"));
    }
    if (parser.isSet(QStringLiteral("top-k"))) {
        options.sampling.topK = parser.value(QStringLiteral("top-k")).toInt(&ok);
        if (!ok)
            return bad(CommandText::tr("--top-k must be a whole number, 0 or more"));
    }
    if (parser.isSet(QStringLiteral("top-p"))) {
        options.sampling.topP = parser.value(QStringLiteral("top-p")).toDouble(&ok);
        if (!ok)
            return bad(CommandText::tr("--top-p must be a number above 0 and at most 1"));
    }
    if (const auto checked = generation::checkSampling(options.sampling); !checked)
        return bad(messageText(checked.problem()));
    if (parser.isSet(QStringLiteral("seed"))) {
        options.seed = parser.value(QStringLiteral("seed")).toULongLong(&ok);
        if (!ok)
            return bad(CommandText::tr("--seed must be a whole number"));
    }
    if (parser.isSet(QStringLiteral("max-new-tokens"))) {
        options.maxNewTokens = parser.value(QStringLiteral("max-new-tokens")).toInt(&ok);
        if (!ok || options.maxNewTokens < 0 || options.maxNewTokens > generation::decoderLimits::kMaxPositions)
            return bad(CommandText::tr("--max-new-tokens must be a whole number from 0 to %1").arg(generation::decoderLimits::kMaxPositions));
    }
    const auto file = readLanguageModelFile(modelPath);
    if (!file)
        return bad(messageText(file.problem()));
    const QStringList words = parser.value(QStringLiteral("prompt")).split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts);
    if (words.isEmpty())
        return bad(CommandText::tr("the prompt is empty: give at least one word"));
    QString unknown;
    const std::vector<int> prompt = idsOf(words, file->vocabulary, &unknown);
    if (prompt.empty())
        return bad(CommandText::tr("\"%1\" is not a word this model knows").arg(unknown));
    if (int(prompt.size()) > file->model.positions)
        return bad(CommandText::tr("the prompt has %1 words; this model reads at most %2").arg(prompt.size()).arg(file->model.positions));
    const auto written = generation::generate(file->model, prompt, options);
    if (!written)
        return bad(messageText(written.problem()));

    QStringList text = words;
    QJsonArray tokens, steps;
    for (const generation::GeneratedToken &step : *written) {
        const QString word = QString::fromStdString(file->vocabulary[std::size_t(step.token)]);
        text.append(word);
        tokens.append(word);
        steps.append(QJsonObject{{QStringLiteral("token"), word},
                                 {QStringLiteral("id"), step.token},
                                 {QStringLiteral("probability"), step.probability},
                                 {QStringLiteral("kept"), step.kept}});
    }
    if (parser.isSet(QStringLiteral("json")))
        out << QJsonDocument(QJsonObject{{QStringLiteral("tokens"), tokens},
                                         {QStringLiteral("text"), text.join(QLatin1Char(' '))},
                                         {QStringLiteral("steps"), steps}})
                   .toJson(QJsonDocument::Compact)
            << '\n';
    else
        out << text.join(QLatin1Char(' ')) << '\n';
    return kSuccess;
}

} // namespace attention::cli
