#include "app/GenerateCommand.h"
#include "app/CommandParsing.h"
#include "app/CommandText.h"
#include "core/models/ModelCost.h"
#include "core/models/ModelGeneration.h"
#include "ui/formats/huggingface/ModelFolder.h"

#include "app/ExitCode.h"
#include "app/TerminalText.h"
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

/** generate --model: a real decoder continues the prompt as its tokenizer reads it. */
int generateWithModel(const QString &folder, const QString &prompt, generation::GenerationOptions options, bool json, QTextStream &out,
                      QTextStream &err)
{
    const auto bad = [&err](const QString &sentence) {
        err << "generate: " << sentence << '\n';
        return kBadInput;
    };
    const auto opened = openModelFolder(folder);
    if (!opened)
        return bad(messageText(opened.problem()));
    const models::LoadedModel &model = **opened;
    if (!model.language)
        return bad(CommandText::tr("%1 is a %2 model, not a language model that writes (GPT-2, Llama, Qwen2)")
                       .arg(QString::fromStdString(model.name), QLatin1String(models::familyName(model.config.family))));
    const std::vector<int> ids = model.tokenizer->encode(prompt.toStdString());
    if (ids.empty())
        return bad(CommandText::tr("the prompt is empty: give at least one word"));
    if (int(ids.size()) >= model.config.maxPositions)
        return bad(CommandText::tr("the prompt has %1 tokens; this model reads at most %2").arg(ids.size()).arg(model.config.maxPositions));
    options.maxNewTokens = std::min(options.maxNewTokens, model.config.maxPositions - int(ids.size()));
    if (auto ok = withinBudget(models::modelRunCost(model.config, double(ids.size() + std::size_t(options.maxNewTokens))),
                               Message("model.what", ATTENTION_MESSAGE("This text through the model")),
                               Message("model.advice", ATTENTION_MESSAGE("use a shorter text")));
        !ok)
        return bad(messageText(ok.problem()));
    const auto written = models::continueText(*model.language, ids, options, model.config.eosTokenId);
    if (!written)
        return bad(messageText(written.problem()));
    std::vector<int> all = ids;
    QJsonArray tokens, writtenIds, steps;
    for (const generation::GeneratedToken &step : *written) {
        all.push_back(step.token);
        const QString piece = QString::fromStdString(model.tokenizer->piece(step.token));
        tokens.append(piece);
        writtenIds.append(step.token);
        steps.append(QJsonObject{{QStringLiteral("token"), piece},
                                 {QStringLiteral("id"), step.token},
                                 {QStringLiteral("probability"), step.probability},
                                 {QStringLiteral("kept"), step.kept}});
    }
    const QString text = QString::fromStdString(model.tokenizer->decode(all));
    if (json)
        out << QJsonDocument(QJsonObject{{QStringLiteral("ids"), writtenIds},
                                         {QStringLiteral("tokens"), tokens},
                                         {QStringLiteral("text"), text},
                                         {QStringLiteral("steps"), steps}})
                   .toJson(QJsonDocument::Compact)
            << '\n';
    else
        out << terminalText(text) << '\n';
    return kSuccess;
}

} // namespace

int runGenerate(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(CommandText::tr("Writes text with a language model (made by train --task induction|grammar "
                                                     "--model FILE), one token at a time with its key-value cache."));
    parser.addPositionalArgument(QStringLiteral("model"), CommandText::tr("The language model file (or --task)."));
    parser.addOptions({
        {QStringLiteral("task"), CommandText::tr("induction or grammar: the model bundled with the app for that task."),
         QStringLiteral("task")},
        {QStringLiteral("model"),
         CommandText::tr("A Hugging Face decoder's folder (GPT-2, Llama, Qwen2): the prompt is read by its "
                         "own tokenizer, and writing stops at its end token."),
         QStringLiteral("folder")},
        {QStringLiteral("prompt"), CommandText::tr("The words to continue, separated by spaces."), QStringLiteral("text")},
        {QStringLiteral("strategy"), CommandText::tr("greedy (default) or sample."), QStringLiteral("name")},
        {QStringLiteral("temperature"), CommandText::tr("sample: divides the logits, above 0 (default 1)."), QStringLiteral("t")},
        {QStringLiteral("top-k"), CommandText::tr("sample: keep the k most likely tokens, 0 = all (default)."), QStringLiteral("k")},
        {QStringLiteral("top-p"),
         CommandText::tr("sample: keep the most likely tokens up to this probability, in (0, 1] "
                         "(default 1 = all)."),
         QStringLiteral("p")},
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
    if (parser.isSet(QStringLiteral("model"))) {
        if (parser.isSet(QStringLiteral("task")) || !parser.positionalArguments().isEmpty())
            return bad(CommandText::tr("give one model: a file, --task or --model"));
    } else if (parser.isSet(QStringLiteral("task"))) {
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
            return bad(
                CommandText::tr("--max-new-tokens must be a whole number from 0 to %1").arg(generation::decoderLimits::kMaxPositions));
    }
    if (parser.isSet(QStringLiteral("model")))
        return generateWithModel(parser.value(QStringLiteral("model")), parser.value(QStringLiteral("prompt")), options,
                                 parser.isSet(QStringLiteral("json")), out, err);
    const auto file = readLanguageModelFile(modelPath);
    if (!file)
        return bad(messageText(file.problem()));
    const QStringList words = parser.value(QStringLiteral("prompt")).split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts);
    if (words.isEmpty())
        return bad(CommandText::tr("the prompt is empty: give at least one word"));
    QString unknown;
    const std::vector<int> prompt = idsOf(words, file->vocabulary, &unknown);
    if (prompt.empty())
        return bad(CommandText::tr("\"%1\" is not a word this model knows").arg(terminalText(unknown, 40)));
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
        out << terminalText(text.join(QLatin1Char(' '))) << '\n';
    return kSuccess;
}

} // namespace attention::cli
