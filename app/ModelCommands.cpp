#include "app/ModelCommands.h"
#include "app/TerminalText.h"

#include "app/CommandParsing.h"
#include "app/CommandText.h"
#include "app/ExitCode.h"
#include "core/models/ModelCost.h"
#include "ui/formats/MessageText.h"
#include "ui/formats/huggingface/ModelAttention.h"
#include "ui/formats/huggingface/ModelFolder.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

#include <cmath>

namespace attention::cli {

namespace {

int refuse(QTextStream &err, const char *command, const QString &sentence)
{
    err << command << ": " << sentence << '\n';
    return kBadInput;
}

} // namespace

int runTokenize(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(CommandText::tr("Prints the token ids and tokens of a text as the model's own tokenizer gives them, "
                                                     "its special tokens included."));
    parser.addPositionalArgument(QStringLiteral("text"), CommandText::tr("The text."));
    parser.addOptions({
        {QStringLiteral("model"), CommandText::tr("The Hugging Face model folder."), QStringLiteral("folder")},
        {QStringLiteral("target"), CommandText::tr("A translation model: the target side's tokenizer.")},
        {QStringLiteral("json"), CommandText::tr("Print one JSON object: {\"ids\": [...], \"tokens\": [...]}.")},
    });
    if (const auto ended = parseOrHelp(parser, arguments, "tokenize", out, err))
        return *ended;
    if (!parser.isSet(QStringLiteral("model")))
        return refuse(err, "tokenize", CommandText::tr("give the model folder with --model"));
    if (parser.positionalArguments().size() != 1)
        return refuse(err, "tokenize", CommandText::tr("give the text as one argument (in quotes)"));
    const auto model = openModelFolder(parser.value(QStringLiteral("model")));
    if (!model)
        return refuse(err, "tokenize", messageText(model.problem()));
    const bool target = parser.isSet(QStringLiteral("target"));
    if (target && !(*model)->targetTokenizer)
        return refuse(err, "tokenize", CommandText::tr("--target: this model has one tokenizer"));
    const models::ModelTokenizer &tokenizer = target ? *(*model)->targetTokenizer : *(*model)->tokenizer;
    const std::vector<int> ids = tokenizer.encode(parser.positionalArguments().constFirst().toStdString());
    if (parser.isSet(QStringLiteral("json"))) {
        QJsonArray idArray, tokens;
        for (int id : ids) {
            idArray.append(id);
            tokens.append(QString::fromStdString(tokenizer.piece(id)));
        }
        out << QJsonDocument(QJsonObject{{QStringLiteral("ids"), idArray}, {QStringLiteral("tokens"), tokens}})
                   .toJson(QJsonDocument::Compact)
            << '\n';
        return kSuccess;
    }
    for (int id : ids)
        out << id << '\t' << terminalText(QString::fromStdString(tokenizer.piece(id))) << '\n';
    return kSuccess;
}

int runTranslate(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(CommandText::tr("Translates with a Marian model as Hugging Face's generate does with the "
                                                     "model's settings, and says how sure it was of each token."));
    parser.addOptions({
        {QStringLiteral("model"), CommandText::tr("The Marian model folder (opus-mt-en-fr, ...)."), QStringLiteral("folder")},
        {QStringLiteral("source"), CommandText::tr("The text to translate."), QStringLiteral("text")},
        {QStringLiteral("beam"), CommandText::tr("Beams of the search, 1 to 5 (default the model's num_beams; 1 is greedy)."),
         QStringLiteral("n")},
        {QStringLiteral("layer"), CommandText::tr("The layer whose cross attention --json gives (1-based, default the last)."),
         QStringLiteral("n")},
        {QStringLiteral("json"), CommandText::tr("Print one JSON object: ids, tokens and text of the translation, and per written token "
                                                 "its probability and cross attention (the mean over heads).")},
    });
    if (const auto ended = parseOrHelp(parser, arguments, "translate", out, err))
        return *ended;
    if (!parser.isSet(QStringLiteral("model")) || !parser.isSet(QStringLiteral("source")))
        return refuse(err, "translate", CommandText::tr("give the model folder with --model and the text with --source"));
    const auto opened = openModelFolder(parser.value(QStringLiteral("model")));
    if (!opened)
        return refuse(err, "translate", messageText(opened.problem()));
    const models::LoadedModel &model = **opened;
    if (!model.translator)
        return refuse(err, "translate",
                      CommandText::tr("%1 is a %2 model, not a translation model (Marian)")
                          .arg(QString::fromStdString(model.name), QLatin1String(models::familyName(model.config.family))));
    int beams = model.config.numBeams;
    if (parser.isSet(QStringLiteral("beam"))) {
        bool ok = false;
        beams = parser.value(QStringLiteral("beam")).toInt(&ok);
        if (!ok || beams < 1 || beams > 5)
            return refuse(err, "translate", CommandText::tr("--beam must be a whole number from 1 to 5"));
    }
    int layer = model.config.decoderLayers - 1;
    if (parser.isSet(QStringLiteral("layer"))) {
        bool ok = false;
        layer = parser.value(QStringLiteral("layer")).toInt(&ok) - 1;
        if (!ok || layer < 0 || layer >= model.config.decoderLayers)
            return refuse(err, "translate", CommandText::tr("--layer must be from 1 to %1").arg(model.config.decoderLayers));
    }
    const std::vector<int> source = model.tokenizer->encode(parser.value(QStringLiteral("source")).toStdString());
    if (auto ok = withinBudget(models::modelRunCost(model.config, double(source.size()), model.config.maxLength * double(beams)),
                               Message("model.what", ATTENTION_MESSAGE("This text through the model")),
                               Message("model.advice", ATTENTION_MESSAGE("use a shorter text")));
        !ok)
        return refuse(err, "translate", messageText(ok.problem()));
    const auto encoded = model.translator->encode(source);
    if (!encoded)
        return refuse(err, "translate", messageText(encoded.problem()));
    const auto written = model.translator->search(*encoded, model.config.maxLength, beams);
    if (!written)
        return refuse(err, "translate", messageText(written.problem()));
    const QString text = QString::fromStdString(model.targetTokenizer->decode(*written));
    if (!parser.isSet(QStringLiteral("json"))) {
        out << terminalText(text) << '\n';
        return kSuccess;
    }
    // Each written token's probability and attention: the decoder read again over what it wrote.
    std::vector<int> input{model.config.decoderStartTokenId};
    input.insert(input.end(), written->begin(), written->end() - (written->empty() ? 0 : 1));
    const auto pass = model.translator->decode(*encoded, input);
    if (!pass)
        return refuse(err, "translate", messageText(pass.problem()));
    QJsonArray ids, tokens, steps;
    for (std::size_t t = 0; t < written->size(); ++t) {
        const int id = (*written)[t];
        const RowVector logits = pass->logits.row(Eigen::Index(t));
        const float largest = logits.maxCoeff();
        const double probability = std::exp(double(logits(id) - largest)) / (logits.array() - largest).exp().cast<double>().sum();
        Matrix mean = Matrix::Zero(1, pass->cross[std::size_t(layer)].front().cols());
        for (const Matrix &head : pass->cross[std::size_t(layer)])
            mean += head.row(Eigen::Index(t));
        mean /= float(pass->cross[std::size_t(layer)].size());
        QJsonArray attention;
        for (Eigen::Index k = 0; k < mean.cols(); ++k)
            attention.append(double(mean(0, k)));
        ids.append(id);
        tokens.append(QString::fromStdString(model.targetTokenizer->piece(id)));
        steps.append(QJsonObject{{QStringLiteral("token"), QString::fromStdString(model.targetTokenizer->piece(id))},
                                 {QStringLiteral("id"), id},
                                 {QStringLiteral("probability"), probability},
                                 {QStringLiteral("cross_attention"), attention}});
    }
    QJsonArray sourceTokens;
    for (int id : source)
        sourceTokens.append(QString::fromStdString(model.tokenizer->piece(id)));
    out << QJsonDocument(QJsonObject{{QStringLiteral("ids"), ids},
                                     {QStringLiteral("tokens"), tokens},
                                     {QStringLiteral("text"), text},
                                     {QStringLiteral("source_tokens"), sourceTokens},
                                     {QStringLiteral("layer"), layer + 1},
                                     {QStringLiteral("beams"), beams},
                                     {QStringLiteral("steps"), steps}})
               .toJson(QJsonDocument::Compact)
        << '\n';
    return kSuccess;
}

} // namespace attention::cli
