#include "app/ExportCommand.h"
#include "app/CommandText.h"
#include "ui/formats/MessageText.h"

#include "app/ExitCode.h"
#include "core/explain/AttentionFlow.h"
#include "core/explain/AttentionSwap.h"
#include "core/explain/GradientTimesInput.h"
#include "core/explain/LeaveOneOut.h"
#include "core/explain/ValueNorm.h"
#include "core/pipeline/AttentionPipeline.h"
#include "ui/formats/AttentionImport.h"
#include "ui/formats/FileAccess.h"
#include "ui/formats/LessonFile.h"
#include "ui/formats/MatrixExport.h"
#include "ui/formats/huggingface/ModelFolder.h"
#include "ui/plots/PaintedFile.h"
#include "ui/teach/explain/ExplainMaps.h"
#include "ui/views/ExplanationExport.h"
#include "ui/views/ResultPresentation.h"
#include "ui/views/ViewExport.h"

#include <QCommandLineParser>
#include <QTextStream>

namespace attention::cli {

namespace {

const QStringList kExplanations{QStringLiteral("rollout"),       QStringLiteral("flow"),           QStringLiteral("value-norm"),
                                QStringLiteral("leave-one-out"), QStringLiteral("gradient-input"), QStringLiteral("swap")};

/** An option or input the export cannot use: thrown while the options are read, caught at
 *  the command's edge, where it becomes one line and exit code 2. */
struct Refused
{
    Message problem;
};

int intOption(const QCommandLineParser &parser, const QString &name, int minimum, int maximum)
{
    bool ok = false;
    const int value = parser.value(name).toInt(&ok);
    if (!ok || value < minimum || value > maximum)
        throw Refused{Message("option.integer", ATTENTION_MESSAGE("--%1 must be a whole number from %2 to %3"), {name, minimum, maximum})};
    return value;
}

double doubleOption(const QCommandLineParser &parser, const QString &name)
{
    bool ok = false;
    const double value = parser.value(name).toDouble(&ok);
    if (!ok || !std::isfinite(value))
        throw Refused{Message("option.number", ATTENTION_MESSAGE("--%1 must be a number"), {name})};
    return value;
}

LessonState lessonFromOptions(const QCommandLineParser &parser)
{
    LessonState state;
    if (!parser.positionalArguments().isEmpty()) {
        auto opened = openLessonFile(parser.positionalArguments().constFirst());
        if (!opened)
            throw Refused{opened.problem()};
        state = *opened;
    }
    Lesson &lesson = state.lesson;
    AttentionConfig &c = lesson.config;
    if (parser.isSet(QStringLiteral("source")))
        lesson.source = lessonSentence(parser.value(QStringLiteral("source")));
    if (parser.isSet(QStringLiteral("target")))
        lesson.target = lessonSentence(parser.value(QStringLiteral("target")));
    if (parser.isSet(QStringLiteral("mode"))) {
        const auto mode = attentionModeFromId(parser.value(QStringLiteral("mode")).toStdString());
        if (!mode)
            throw Refused{Message("option.mode", ATTENTION_MESSAGE("--mode must be cross, self_source or self_target"))};
        c.mode = *mode;
    }
    if (parser.isSet(QStringLiteral("score"))) {
        const auto score = scoreFunctionFromId(parser.value(QStringLiteral("score")).toStdString());
        if (!score)
            throw Refused{Message("option.score", ATTENTION_MESSAGE("--score must be dot, scaled_dot, general, additive or multihead"))};
        c.score = *score;
    }
    if (parser.isSet(QStringLiteral("d-model")))
        c.dModel = intOption(parser, QStringLiteral("d-model"), 1, limits::kMaxDModel);
    if (parser.isSet(QStringLiteral("heads")))
        c.heads = intOption(parser, QStringLiteral("heads"), 1, limits::kMaxHeads);
    if (parser.isSet(QStringLiteral("additive-size")))
        c.additiveSize = intOption(parser, QStringLiteral("additive-size"), 1, limits::kMaxAdditiveSize);
    if (parser.isSet(QStringLiteral("temperature")))
        c.temperature = doubleOption(parser, QStringLiteral("temperature"));
    if (parser.isSet(QStringLiteral("seed")))
        c.seed = static_cast<std::uint64_t>(intOption(parser, QStringLiteral("seed"), 0, 2147483647));
    if (parser.isSet(QStringLiteral("pad")))
        c.padKeysTo = intOption(parser, QStringLiteral("pad"), 0, limits::kMaxTokens);
    if (parser.isSet(QStringLiteral("causal")))
        c.causalMask = true;
    if (parser.isSet(QStringLiteral("positional")))
        c.positionalEncoding = true;
    if (parser.isSet(QStringLiteral("no-positional")))
        c.positionalEncoding = false;
    if (parser.isSet(QStringLiteral("embeddings"))) {
        const auto kind = embeddingKindFromId(parser.value(QStringLiteral("embeddings")).toStdString());
        if (!kind)
            throw Refused{Message("option.embeddings", ATTENTION_MESSAGE("--embeddings must be lexicon or random"))};
        c.embeddings = *kind;
    }
    if (parser.isSet(QStringLiteral("projections"))) {
        const auto kind = projectionKindFromId(parser.value(QStringLiteral("projections")).toStdString());
        if (!kind)
            throw Refused{Message("option.projections", ATTENTION_MESSAGE("--projections must be random or identity"))};
        c.projections = *kind;
    }
    if (parser.isSet(QStringLiteral("colormap"))) {
        const auto map = colorMapFromKey(parser.value(QStringLiteral("colormap")));
        if (!map)
            throw Refused{Message("option.colormap",
                                  ATTENTION_MESSAGE("--colormap must be blues, viridis, magma, cividis, greys, contrast or rdbu"))};
        state.colorMap = *map;
    }
    return state;
}

ExportOptions exportOptions(const QCommandLineParser &parser)
{
    ExportOptions options;
    if (parser.isSet(QStringLiteral("view")) && !teachingPanelFromName(parser.value(QStringLiteral("view")))
        && !kExplanations.contains(parser.value(QStringLiteral("view")))) {
        const auto view = exportViewFromName(parser.value(QStringLiteral("view")));
        if (!view)
            throw Refused{Message("option.view",
                                  ATTENTION_MESSAGE("--view must be weights, scores, context, q, k, v, heads, pipeline, lines, "
                                                    "distribution, rollout, flow, value-norm, leave-one-out, gradient-input, swap, or a "
                                                    "Teach panel: scaling, worked, decoding, contexts, compare, cost or explain"))};
        options.view = *view;
    }
    if (parser.isSet(QStringLiteral("width")) != parser.isSet(QStringLiteral("height")))
        throw Refused{Message("option.size", ATTENTION_MESSAGE("give --width and --height together"))};
    if (parser.isSet(QStringLiteral("width"))) {
        options.width = intOption(parser, QStringLiteral("width"), 16, 16384);
        options.height = intOption(parser, QStringLiteral("height"), 16, 16384);
    }
    if (parser.isSet(QStringLiteral("scale"))) {
        options.scale = doubleOption(parser, QStringLiteral("scale"));
        if (!(options.scale >= 0.1 && options.scale <= 8))
            throw Refused{Message("option.scale", ATTENTION_MESSAGE("--scale must be from 0.1 to 8"))};
    }
    if (parser.isSet(QStringLiteral("head")))
        options.head = intOption(parser, QStringLiteral("head"), 1, limits::kMaxHeads) - 1;
    if (parser.isSet(QStringLiteral("row")))
        options.row = intOption(parser, QStringLiteral("row"), 1, limits::kMaxTokens) - 1;
    if (parser.isSet(QStringLiteral("column")))
        options.column = intOption(parser, QStringLiteral("column"), 1, limits::kMaxTokens) - 1;
    if (parser.isSet(QStringLiteral("format"))) {
        options.format = parser.value(QStringLiteral("format")).toLower();
        if (!isMatrixFormat(options.format) && !isPictureFormat(options.format))
            throw Refused{Message("option.format", ATTENTION_MESSAGE("--format must be png, svg, pdf, csv, json or npy"))};
    }
    return options;
}

void addOptions(QCommandLineParser &parser)
{
    parser.setApplicationDescription(
        CommandText::tr("Writes a view of a lesson as an image (png, svg, pdf) or its matrices (csv, json, npy), "
                        "chosen by the output file's suffix. Without LESSON the default lesson is used; the options "
                        "below change it."));
    parser.addPositionalArgument(QStringLiteral("lesson"), CommandText::tr("A lesson file (optional)."), QStringLiteral("[LESSON]"));
    parser.addOptions({
        {{QStringLiteral("o"), QStringLiteral("output")}, CommandText::tr("The file to write."), QStringLiteral("file")},
        {QStringLiteral("view"),
         CommandText::tr("weights (default), scores, context, q, k, v, heads, pipeline, lines or distribution; "
                         "rollout, flow, value-norm, leave-one-out, gradient-input or swap (what attention explains; "
                         "the last two for a lesson with a trained model); "
                         "or a panel of the Teach tab: scaling, worked, decoding, contexts, compare, cost or explain."),
         QStringLiteral("view")},
        {QStringLiteral("width"), CommandText::tr("Image width in logical pixels."), QStringLiteral("w")},
        {QStringLiteral("height"), CommandText::tr("Image height in logical pixels."), QStringLiteral("h")},
        {QStringLiteral("scale"), CommandText::tr("PNG pixels per logical pixel (default 2)."), QStringLiteral("s")},
        {QStringLiteral("head"), CommandText::tr("Show one head (1-based) instead of the mean."), QStringLiteral("h")},
        {QStringLiteral("row"),
         CommandText::tr("With --view distribution: the query (1-based) whose weights to chart; with --view worked: "
                         "the query whose arithmetic to work."),
         QStringLiteral("n")},
        {QStringLiteral("column"), CommandText::tr("With --view worked: the key (1-based)."), QStringLiteral("n")},
        {QStringLiteral("source"), CommandText::tr("The source sentence."), QStringLiteral("text")},
        {QStringLiteral("target"), CommandText::tr("The target sentence."), QStringLiteral("text")},
        {QStringLiteral("mode"), CommandText::tr("cross, self_source or self_target."), QStringLiteral("mode")},
        {QStringLiteral("score"), CommandText::tr("dot, scaled_dot, general, additive or multihead."), QStringLiteral("score")},
        {QStringLiteral("d-model"), CommandText::tr("Embedding size."), QStringLiteral("n")},
        {QStringLiteral("heads"), CommandText::tr("Number of heads (multihead)."), QStringLiteral("n")},
        {QStringLiteral("additive-size"), CommandText::tr("Attention size (additive)."), QStringLiteral("n")},
        {QStringLiteral("temperature"), CommandText::tr("Softmax temperature."), QStringLiteral("t")},
        {QStringLiteral("seed"), CommandText::tr("Random seed."), QStringLiteral("n")},
        {QStringLiteral("pad"), CommandText::tr("Pad the keys to this length (padding mask)."), QStringLiteral("n")},
        {QStringLiteral("causal"), CommandText::tr("Apply the causal mask.")},
        {QStringLiteral("positional"), CommandText::tr("Add positional encoding (the default).")},
        {QStringLiteral("no-positional"), CommandText::tr("Do not add positional encoding.")},
        {QStringLiteral("colormap"), CommandText::tr("blues, viridis, magma, cividis, greys, contrast or rdbu."), QStringLiteral("name")},
        {QStringLiteral("embeddings"), CommandText::tr("random (default) or lexicon: translations share an embedding."),
         QStringLiteral("kind")},
        {QStringLiteral("projections"), CommandText::tr("random (default) or identity."), QStringLiteral("kind")},
        {QStringLiteral("import"),
         CommandText::tr("Draw attention from a model instead of a lesson: an NPY file "
                         "(tokens from FILE.tokens.json beside it) or Hugging Face JSON."),
         QStringLiteral("file")},
        {QStringLiteral("layer"),
         CommandText::tr("With --import: the layer to show (1-based, default 1). With --model: the layer "
                         "(default the last), or all with --view heads: every layer's heads."),
         QStringLiteral("n")},
        {QStringLiteral("model"),
         CommandText::tr("Run a Hugging Face model folder (GPT-2, Llama, Qwen2, BERT, DistilBERT, Marian) "
                         "on --source (and --target) and draw its attention."),
         QStringLiteral("folder")},
        {QStringLiteral("attention"),
         CommandText::tr("With --model: encoder, decoder or cross (a translation model's; default its "
                         "cross attention, else the model's own)."),
         QStringLiteral("kind")},
        {QStringLiteral("format"),
         CommandText::tr("png, svg, pdf, csv, json or npy, when the file's suffix does not say (-o /dev/stdout)."),
         QStringLiteral("format")},
    });
    parser.addHelpOption();
}

} // namespace

Outcome<ExportRequest> parseExportRequest(const QStringList &arguments)
{
    QCommandLineParser parser;
    addOptions(parser);
    if (!parser.parse(arguments))
        return Message("option.parse", ATTENTION_MESSAGE("%1"), {parser.errorText()});
    ExportRequest request;
    if (parser.isSet(QStringLiteral("help"))) {
        request.help = parser.helpText();
        return request;
    }
    try {
        if (!parser.isSet(QStringLiteral("output")))
            throw Refused{Message("option.output", ATTENTION_MESSAGE("say where to write with -o FILE (png, svg, pdf, csv, json or npy)"))};
        if (parser.positionalArguments().size() > 1)
            throw Refused{Message("option.lessons", ATTENTION_MESSAGE("give at most one lesson file"))};
        request.path = parser.value(QStringLiteral("output"));
        request.options = exportOptions(parser);
        if (auto writable = checkWritable(request.path); !writable) // before anything is computed for it
            throw Refused{writable.problem()};
        const QString format = request.options.format.isEmpty() ? formatOfPath(request.path) : request.options.format;
        if (!isMatrixFormat(format) && !isPictureFormat(format))
            throw Refused{unknownFormat(request.path, format)};
        request.state = lessonFromOptions(parser);
        request.panel = teachingPanelFromName(parser.value(QStringLiteral("view")));
        if (kExplanations.contains(parser.value(QStringLiteral("view"))))
            request.explanation = parser.value(QStringLiteral("view"));
        if (request.panel && !isPictureFormat(format))
            throw Refused{Message("option.panel-format", ATTENTION_MESSAGE("--view %1 is a picture: write png, svg or pdf"),
                                  {parser.value(QStringLiteral("view"))})};
        if (request.panel && parser.isSet(QStringLiteral("import")))
            throw Refused{Message("option.panel-import",
                                  ATTENTION_MESSAGE("--view %1 explains a lesson's own computation, not imported attention"),
                                  {parser.value(QStringLiteral("view"))})};
        if (parser.isSet(QStringLiteral("import")) && parser.isSet(QStringLiteral("model")))
            throw Refused{Message("option.import-model", ATTENTION_MESSAGE("give --import or --model, not both"))};
        if (request.panel && parser.isSet(QStringLiteral("model")))
            throw Refused{Message("option.panel-model",
                                  ATTENTION_MESSAGE("--view %1 explains a lesson's own computation: it takes no --model yet"),
                                  {parser.value(QStringLiteral("view"))})};
        if (parser.isSet(QStringLiteral("import"))) {
            request.importPath = parser.value(QStringLiteral("import"));
            request.layer = parser.isSet(QStringLiteral("layer")) ? intOption(parser, QStringLiteral("layer"), 1, 1000000) - 1 : 0;
        }
        if (parser.isSet(QStringLiteral("model"))) {
            request.modelPath = parser.value(QStringLiteral("model"));
            if (!parser.isSet(QStringLiteral("source")))
                throw Refused{Message("option.model-source", ATTENTION_MESSAGE("--model reads the text of --source"))};
            request.layer = -1;
            if (!parser.isSet(QStringLiteral("target")))
                request.state.lesson.target.clear(); // a translation model writes its own, not the default lesson's
            if (parser.value(QStringLiteral("layer")) == QLatin1String("all")) {
                if (request.options.view != ExportView::Heads || !isMatrixFormat(format))
                    throw Refused{
                        Message("option.layer-all",
                                ATTENTION_MESSAGE(
                                    "--layer all writes every layer's heads as numbers: give --view heads and a csv, json or npy file"))};
                request.allLayers = true;
            } else if (parser.isSet(QStringLiteral("layer"))) {
                request.layer = intOption(parser, QStringLiteral("layer"), 1, 1000000) - 1;
            }
            if (parser.isSet(QStringLiteral("attention"))) {
                const auto kind = modelAttentionKindNamed(parser.value(QStringLiteral("attention")));
                if (!kind)
                    throw Refused{Message("option.attention", ATTENTION_MESSAGE("--attention must be encoder, decoder or cross"))};
                request.attention = *kind;
            }
        } else if (parser.isSet(QStringLiteral("attention"))) {
            throw Refused{
                Message("option.attention-model", ATTENTION_MESSAGE("--attention chooses a model's attention: give --model too"))};
        }
    } catch (const Refused &refused) {
        return refused.problem;
    }
    return request;
}

namespace {

/** --view value-norm or leave-one-out: a measure per query and key of one result (the core
 *  refuses imported attention, which has no values). */
Outcome<ExplanationMatrix> measureOf(const QString &explanation, const AttentionResult &result)
{
    const bool norms = explanation == QLatin1String("value-norm");
    auto measure = norms ? valueWeightedNorms(result) : leaveOneOut(result);
    if (!measure)
        return measure.problem();
    ExplanationMatrix e;
    e.name = norms ? QStringLiteral("value_norm") : QStringLiteral("leave_one_out");
    e.title = norms ? CommandText::tr("Value-weighted attention: \u03B1 \u00D7 \u2016v\u2016, each row summing to 1")
                    : CommandText::tr("How much each key moves the context when left out, each row summing to 1");
    e.values = std::move(*measure);
    const MapLabels labels = queryKeyLabels(result); // as the Explain? page labels the same maps
    e.rowLabels = labels.rows;
    e.columnLabels = labels.columns;
    e.rowAxis = labels.rowAxis;
    e.columnAxis = labels.columnAxis;
    return e;
}

/** --view gradient-input or swap: what a lesson's trained model writes, explained. */
Outcome<ExplanationMatrix> trainedExplanationOf(const ExportRequest &request)
{
    const Lesson &lesson = request.state.lesson;
    const auto trained = training::trainedModelOf(lesson);
    if (!trained || !request.importPath.isEmpty())
        return Message("explain.needs_trained",
                       ATTENTION_MESSAGE("--view %1 explains what a trained model writes: give a lesson saved by train --lesson"),
                       {request.explanation});
    const auto result = computeAttention(lesson); // its tokens: the source and what the model writes
    if (!result)
        return result.problem();
    ExplanationMatrix e;
    if (request.explanation == QLatin1String("gradient-input")) {
        auto relevance = gradientTimesInput(*trained, lesson.source);
        if (!relevance)
            return relevance.problem();
        e.name = QStringLiteral("gradient_input");
        e.title = CommandText::tr("Gradient \u00D7 input: how much each source token moves the written token, each row summing to 1");
        e.values = std::move(*relevance);
    } else {
        auto swap = swapAttention(*trained, lesson.source);
        if (!swap)
            return swap.problem();
        e.name = QStringLiteral("swapped_attention");
        e.title = CommandText::tr("Other attention that writes the same tokens (Jensen-Shannon %1 bits from the learned, on average)")
                      .arg(swap->meanDivergence(), 0, 'f', 2);
        e.values = std::move(swap->swapped);
    }
    e.rowLabels = tokenLabels(result->queryTokens);
    e.columnLabels = tokenLabels(result->keyTokens);
    e.rowAxis = CommandText::tr("written token");
    e.columnAxis = CommandText::tr("source token");
    return e;
}

/** The attention an --import file or a --model run gives, every layer of it. */
Outcome<ImportedAttention> outsideAttention(const ExportRequest &request)
{
    if (!request.importPath.isEmpty())
        return readAttentionFile(request.importPath);
    const auto model = openModelFolder(request.modelPath);
    if (!model)
        return model.problem();
    return modelAttention(**model, QString::fromStdString(request.state.lesson.source), QString::fromStdString(request.state.lesson.target),
                          request.attention);
}

/** The layer asked for, 0-based: a model's last where none was given; refused past the last. */
Outcome<int> layerOf(const ExportRequest &request, const ImportedAttention &attention)
{
    const int layer = request.layer < 0 ? attention.layers - 1 : request.layer;
    if (layer >= attention.layers)
        return Message("option.layer", ATTENTION_MESSAGE("%1 has %2 layers: --layer must be from 1 to %2"),
                       {request.importPath.isEmpty() ? request.modelPath : request.importPath, attention.layers});
    return layer;
}

/** --layer all --view heads: every layer's every head, [layers, heads, queries, keys]. */
Outcome<void> exportEveryLayer(const ExportRequest &request, const ImportedAttention &attention)
{
    LabelledMatrices m;
    m.name = QStringLiteral("weights_per_layer_and_head");
    m.rowLabels = attention.queryTokens;
    m.columnLabels = attention.keyTokens;
    m.layerCount = attention.layers;
    for (int l = 0; l < attention.layers; ++l)
        for (int h = 0; h < attention.heads; ++h) {
            auto head = attention.at(l, h);
            if (!head)
                return head.problem();
            m.layers.push_back(std::move(*head));
        }
    return writeMatrices(m, request.path, request.options.format.isEmpty() ? formatOfPath(request.path) : request.options.format);
}

/** --view rollout, flow, value-norm, leave-one-out, gradient-input or swap: the matrix, its
 *  tokens and its title. */
Outcome<ExplanationMatrix> explanationOf(const ExportRequest &request)
{
    if (request.explanation == QLatin1String("gradient-input") || request.explanation == QLatin1String("swap"))
        return trainedExplanationOf(request);
    const bool measure = request.explanation == QLatin1String("value-norm") || request.explanation == QLatin1String("leave-one-out");
    ExplanationMatrix e;
    std::vector<Matrix> layers;
    QString from;
    if (!request.importPath.isEmpty() || !request.modelPath.isEmpty()) {
        const auto imported = outsideAttention(request);
        if (!imported)
            return imported.problem();
        if (measure) {
            const auto chosen = layerOf(request, *imported);
            if (!chosen)
                return chosen.problem();
            const auto layer = importedResult(*imported, *chosen);
            if (!layer)
                return layer.problem();
            return measureOf(request.explanation, *layer);
        }
        auto read = layerMeans(*imported);
        if (!read)
            return read.problem();
        layers = std::move(*read);
        e.rowLabels = imported->queryTokens;
        e.columnLabels = imported->keyTokens;
        from = imported->name;
    } else {
        const auto result = computeAttention(request.state.lesson); // every head: the measures weigh each head's values
        if (!result)
            return result.problem();
        if (measure)
            return measureOf(request.explanation, *result);
        if (result->config.mode == AttentionMode::Cross)
            return Message("explain.cross",
                           ATTENTION_MESSAGE("rollout and flow follow self attention up through the layers: give --mode self_source "
                                             "or self_target, or --import a model's attention"));
        layers = {result->weights};
        e.rowLabels = tokenLabels(result->queryTokens);
        e.columnLabels = tokenLabels(result->keyTokens);
        from = CommandText::tr("the lesson");
    }
    const bool rollout = request.explanation == QLatin1String("rollout");
    auto traced = rollout ? attentionRollout(layers) : attentionFlow(layers);
    if (!traced)
        return traced.problem();
    e.name = rollout ? QStringLiteral("rollout") : QStringLiteral("flow");
    const int count = static_cast<int>(layers.size());
    e.title = (rollout ? CommandText::tr("Attention rollout through %n layer(s) of %1", nullptr, count)
                       : CommandText::tr("Attention flow through %n layer(s) of %1", nullptr, count))
                  .arg(from);
    e.values = std::move(*traced);
    e.rowAxis = CommandText::tr("position at the top");
    e.columnAxis = CommandText::tr("input token");
    return e;
}

} // namespace

Outcome<void> runExportRequest(const ExportRequest &named, QTextStream &err)
{
    ExportRequest request = named;
    if (auto opened = openNamedModel(request.state); !opened) // a lesson file that uses a real model
        return opened.problem();
    if (!request.explanation.isEmpty()) {
        const auto explanation = explanationOf(request);
        if (!explanation)
            return explanation.problem();
        return exportExplanation(*explanation, request.state.colorMap, request.options, request.path);
    }
    Outcome<AttentionResult> result = Message("export.nothing", ATTENTION_MESSAGE("nothing to export"));
    if (!request.importPath.isEmpty() || !request.modelPath.isEmpty()) {
        const auto imported = outsideAttention(request);
        if (!imported)
            return imported.problem();
        if (request.allLayers)
            return exportEveryLayer(request, *imported);
        const auto layer = layerOf(request, *imported);
        if (!layer)
            return layer.problem();
        result = importedResult(*imported, *layer);
    } else if (request.panel) {
        result = computeAttention(request.state.lesson); // every head's weights, as the window keeps them
    } else {
        // The mean over heads is kept; a view that needs a head computes it from Q and K.
        result = computeAttention(request.state.lesson, nullptr, {}, HeadWeights::MeanOnly);
    }
    if (!result)
        return result.problem();
    if (request.panel == TeachingPanelId::Worked
        && (request.options.row >= result->queryCount() || request.options.column >= result->keyCount()))
        return Message("option.cell", ATTENTION_MESSAGE("this lesson has %1 queries and %2 keys: --row and --column must be within them"),
                       {result->queryCount(), result->keyCount()});
    const int heads = result->headCount();
    if (!request.panel && request.options.head >= 0 && request.options.head >= std::max(heads, 1))
        return Message("option.head", ATTENTION_MESSAGE("--head must be from 1 to %1, the number of heads of this attention"),
                       {std::max(heads, 1)});
    const auto shown = std::make_shared<const AttentionResult>(std::move(*result));
    const auto written = request.panel ? exportTeachingPanel(request.state, shown, *request.panel, request.options, request.path)
                                       : exportResultView(*shown, request.state.colorMap, request.options, request.path);
    if (!written)
        return written;
    for (const Message &note : shown->notes)
        err << "export: note: " << messageText(note) << '\n';
    return {};
}

int runExport(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    const auto request = parseExportRequest(arguments);
    if (!request) {
        err << "export: " << messageText(request.problem()) << '\n';
        return kBadInput;
    }
    if (!request->help.isEmpty()) {
        out << request->help;
        return kSuccess;
    }
    if (auto done = runExportRequest(*request, err); !done) {
        err << "export: " << messageText(done.problem()) << '\n';
        return kBadInput;
    }
    return kSuccess;
}

} // namespace attention::cli
