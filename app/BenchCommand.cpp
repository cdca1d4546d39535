#include "app/BenchCommand.h"
#include "app/CommandParsing.h"

#include "app/EditLatency.h"
#include "app/ExitCode.h"
#include "app/GenerationBench.h"
#include "app/ImportBench.h"
#include "app/PeakMemory.h"
#include "core/Platform.h"
#include "core/pipeline/AttentionPipeline.h"
#include "core/pipeline/ComputeCache.h"
#include "ui/document/LessonDocument.h"
#include "ui/document/LessonRecovery.h"
#include "ui/plots/HeatmapView.h"
#include "ui/views/ViewExport.h"
#include "ui/window/MainWindow.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTextStream>
#include <QThread>
#include <QTimer>

#ifdef ATTENTION_USE_OPENBLAS
extern "C" void openblas_set_num_threads(int);
#endif

#include <algorithm>

namespace attention::cli {

namespace {

constexpr int kDModel = 512;
constexpr int kHeads = 8;

QString words(const char *stem, int count, int variant = 0)
{
    QStringList list;
    for (int i = 0; i < count; ++i)
        list.append(QStringLiteral("%1%2").arg(QLatin1String(stem)).arg(i % 4999));
    if (variant % 2)
        list.last() += QLatin1Char('s');
    return list.join(QLatin1Char(' '));
}

Lesson benchLesson(int tokens)
{
    Lesson lesson;
    lesson.source = words("source", tokens).toStdString();
    lesson.target = words("target", tokens).toStdString();
    lesson.config.score = ScoreFunction::MultiHead;
    lesson.config.dModel = kDModel;
    lesson.config.heads = kHeads;
    lesson.config.maxTokens = std::max(tokens, 1);
    return lesson;
}

double round2(double x)
{
    return std::round(x * 100) / 100;
}

/** This machine's rate for the one operation all of attention is made of: a float product of
 *  2048 x 2048 matrices by BLAS on every core (OpenBLAS when built with it, else Eigen's own),
 *  the best of `runs`, in GFLOP/s. Run in a child process (sgemmGflopsApart()): after a product
 *  on every core, OpenBLAS's threads kept a core busy for a while, and the core figures measured
 *  next came out 2x slow (64 tokens 1.4-2.7 ms instead of 0.8-1.0, in 2 runs of 3). */
double sgemmGflops(int runs)
{
    const Eigen::Index n = 2048;
    const Matrix a = Matrix::Random(n, n), b = Matrix::Random(n, n);
    Matrix c = Matrix::Zero(n, n); // its pages touched before the clock starts
#ifdef ATTENTION_USE_OPENBLAS
    openblas_set_num_threads(QThread::idealThreadCount()); // the core runs one BLAS thread a block of its own
#endif
    double best = 0;
    for (int run = 0; run < runs; ++run) {
        QElapsedTimer timer;
        timer.start();
        c.noalias() = a * b;
        best = std::max(best, 2.0 * double(n) * double(n) * double(n) / (timer.nsecsElapsed() * 1e-9) / 1e9);
    }
#ifdef ATTENTION_USE_OPENBLAS
    openblas_set_num_threads(1);
#endif
    return best;
}

/** The multiply-adds of the whole multi-head pipeline the core bench times: the four
 *  projections and each head's scores and context. */
double pipelineFlops(int tokens)
{
    const double n = tokens, E = kDModel;
    return 2.0 * (4 * n * E * E + 2 * n * n * E);
}

/** Longest stretch the event loop went without running a 1 ms timer. */
class BlockWatch : public QObject
{
public:
    BlockWatch()
    {
        mTimer.setInterval(1);
        connect(&mTimer, &QTimer::timeout, this, [this] {
            mLongest = std::max(mLongest, mSinceTick.nsecsElapsed() / 1e6);
            mSinceTick.restart();
        });
        mSinceTick.start();
        mTimer.start();
    }
    double longestMs() const { return mLongest; }

private:
    QTimer mTimer;
    QElapsedTimer mSinceTick;
    double mLongest = 0;
};

/** The median and the fastest of a size's core runs, in ms. */
struct CoreTiming
{
    double median = -1, fastest = -1;
};

CoreTiming timeCore(int tokens, int runs, HeadWeights heads)
{
    ComputeCache cache;
    const Lesson lesson = benchLesson(tokens);
    if (!computeAttention(lesson, &cache, {}, heads)) // weights and embeddings drawn once, as in the window
        return {};
    std::vector<double> ms;
    for (int i = 0; i < runs; ++i) {
        QElapsedTimer timer;
        timer.start();
        const auto result = computeAttention(lesson, &cache, {}, heads);
        ms.push_back(timer.nsecsElapsed() / 1e6);
    }
    return {round2(percentile(ms, 0.5)), round2(*std::min_element(ms.begin(), ms.end()))};
}

/** Runs this program as a child and returns its wall time in ms (-1 on failure). */
double runChild(const QStringList &arguments, QString *output = nullptr)
{
    QProcess child;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    if (!environment.contains(QStringLiteral("DISPLAY")) && !environment.contains(QStringLiteral("WAYLAND_DISPLAY")))
        environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    QTemporaryDir config;
    environment.insert(QStringLiteral("XDG_CONFIG_HOME"), config.path()); // a first start, with no saved window
    child.setProcessEnvironment(environment);
    QElapsedTimer timer;
    timer.start();
    child.start(QCoreApplication::applicationFilePath(), arguments);
    if (!child.waitForFinished(600000) || child.exitCode() != 0)
        return -1;
    if (output)
        *output = QString::fromUtf8(child.readAllStandardOutput());
    return round2(timer.nsecsElapsed() / 1e6);
}

/** sgemmGflops() in a child process (0 if it failed). */
double sgemmGflopsApart(int runs)
{
    QString rate;
    if (runChild({QStringLiteral("bench"), QStringLiteral("--sgemm-probe"), QString::number(runs)}, &rate) < 0)
        return 0;
    return rate.trimmed().toDouble();
}

} // namespace

int runBench(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Measures latency, core speed, memory, start-up and export on this machine."));
    parser.addOption({QStringLiteral("json"), QStringLiteral("Print one JSON object.")});
    parser.addOption({QStringLiteral("quick"), QStringLiteral("Fewer repetitions (for a smoke test).")});
    parser.addOption({QStringLiteral("kernel"),
                      QStringLiteral("Measure with at most this family of vector kernels: avx512 (the default, where the CPU has it), "
                                     "avx2 or portable; one machine then reports the figures of a smaller CPU's kernels."),
                      QStringLiteral("family")});
    QCommandLineOption memoryProbe(QStringLiteral("memory-probe"));
    memoryProbe.setFlags(QCommandLineOption::HiddenFromHelp); // the child process that measures peak memory
    parser.addOption(memoryProbe);
    QCommandLineOption importProbe(QStringLiteral("import-probe"), QString(), QStringLiteral("file"));
    importProbe.setFlags(QCommandLineOption::HiddenFromHelp); // the child process that opens a large NPY
    parser.addOption(importProbe);
    QCommandLineOption sgemmProbe(QStringLiteral("sgemm-probe"), QString(), QStringLiteral("runs"));
    sgemmProbe.setFlags(QCommandLineOption::HiddenFromHelp); // the child process that measures the sgemm rate
    parser.addOption(sgemmProbe);
    QCommandLineOption blasProbe(QStringLiteral("blas-probe"));
    blasProbe.setFlags(QCommandLineOption::HiddenFromHelp); // which BLAS kernels run, for a test of the restart in main()
    parser.addOption(blasProbe);
    if (const auto ended = parseOrHelp(parser, arguments, "bench", out, err))
        return *ended;
    QStringList kernelArguments; // the memory probe computes with the same kernels
    if (parser.isSet(QStringLiteral("kernel"))) {
        const QString family = parser.value(QStringLiteral("kernel"));
        const Outcome<void> limited = limitVectorKernels(family.toStdString());
        if (!limited) {
            err << "bench: --kernel: " << QString::fromStdString(limited.error()) << '\n';
            return kBadInput;
        }
        kernelArguments = {QStringLiteral("--kernel"), family};
    }
    if (parser.isSet(blasProbe)) {
        const char *better = betterBlasKernelsHere();
        out << "BLAS kernels " << blasKernelsInUse() << ": "
            << (better ? QStringLiteral("%1 would use more of this CPU").arg(QLatin1String(better)) : QStringLiteral("as this CPU allows"))
            << '\n';
        return kSuccess;
    }
    if (parser.isSet(sgemmProbe)) {
        out << sgemmGflops(std::clamp(parser.value(sgemmProbe).toInt(), 1, 10)) << '\n';
        return kSuccess;
    }
    if (parser.isSet(importProbe))
        return runImportProbe(parser.value(importProbe), out);
    if (parser.isSet(memoryProbe)) {
        ComputeCache cache;
        const auto result = computeAttention(benchLesson(2048), &cache);
        out << (result ? peakResidentMb() : -1.0) << '\n';
        return result ? kSuccess : kFailure;
    }
    const bool quick = parser.isSet(QStringLiteral("quick"));
    const bool json = parser.isSet(QStringLiteral("json"));
    const auto say = [&](const QString &line) {
        if (!json) {
            out << line << '\n';
            out.flush();
        }
    };
    const QList<int> sizes{8, 64, 512, 2048};
    QTemporaryDir scratch;

    // Peak memory in a child process that computes 2048 tokens x 8 heads and nothing else.
    QString probe;
    runChild(QStringList{QStringLiteral("bench"), QStringLiteral("--memory-probe")} + kernelArguments, &probe);
    const double peakRssMb = round2(probe.trimmed().toDouble());
    say(QStringLiteral("peak RSS, 2048 tokens x 8 heads (a child process): %1 MB").arg(peakRssMb));

    QString smoke;
    const double startupMs = runChild({QStringLiteral("--smoke-test")}, &smoke);
    say(QStringLiteral("start to first painted window: %1 ms").arg(startupMs));

    const char *kernel = vectorKernelsInUse();
    // A shared machine's speed moves with its neighbours (sgemm 133-213 GFLOP/s within minutes
    // on the 2-core VMs of docs/benchmarks.md), so each size's floor is taken at the rate measured just
    // before and just after its runs: the faster of the two, so that a slow moment of the sgemm
    // never flatters the ratio. Not between runs: a 48 MB product would empty the caches.
    const int sgemmRuns = quick ? 2 : 3; // a fresh process's first product starts OpenBLAS's threads and buffers
    double before = sgemmGflopsApart(sgemmRuns), gflops = before;
    say(QStringLiteral("products: the %1 kernel; this machine's sgemm (2048^3, every core, OpenBLAS's %3 kernels): %2 GFLOP/s")
            .arg(QLatin1String(kernel))
            .arg(round2(before))
            .arg(QLatin1String(blasKernelsInUse())));
    QJsonArray coreRows, floorRows;
    for (int tokens : sizes) {
        // Enough runs to span some of the neighbours' bursts (a few hundred ms each), not sit inside one.
        const int runs = quick ? 1 : (tokens >= 2048 ? 5 : tokens >= 512 ? 15 : 100);
        const CoreTiming everyHead = timeCore(tokens, runs, HeadWeights::Keep);
        const CoreTiming means = timeCore(tokens, runs, HeadWeights::MeanOnly); // as the window computes
        const double median = everyHead.median, meansOnly = means.median;
        const double after = sgemmGflopsApart(sgemmRuns);
        const double rate = std::max(before, after);
        gflops = std::max(gflops, after);
        before = after;
        const double floor = round2(pipelineFlops(tokens) / (rate * 1e9) * 1e3);
        coreRows.append(QJsonObject{{QStringLiteral("tokens"), tokens},
                                    {QStringLiteral("d_model"), kDModel},
                                    {QStringLiteral("heads"), kHeads},
                                    {QStringLiteral("median"), median},
                                    {QStringLiteral("means_only"), meansOnly},
                                    {QStringLiteral("fastest"), everyHead.fastest},
                                    {QStringLiteral("means_only_fastest"), means.fastest}});
        floorRows.append(QJsonObject{{QStringLiteral("tokens"), tokens},
                                     {QStringLiteral("floor"), floor},
                                     {QStringLiteral("sgemm_gflops"), round2(rate)},
                                     {QStringLiteral("ratio"), round2(median / floor)},
                                     {QStringLiteral("means_only_ratio"), round2(meansOnly / floor)}});
        say(QStringLiteral("core, multi-head d_model %1 x %2 heads, %3 tokens: median %4 ms (fastest %10), the means only (as the "
                           "window) %5 ms (fastest %11) (floor at the sgemm rate of these seconds, %9 GFLOP/s, %6 ms: %7x, %8x)")
                .arg(kDModel)
                .arg(kHeads)
                .arg(tokens)
                .arg(median)
                .arg(meansOnly)
                .arg(floor)
                .arg(round2(median / floor))
                .arg(round2(meansOnly / floor))
                .arg(round2(rate))
                .arg(everyHead.fastest)
                .arg(means.fastest));
    }
    gflops = round2(gflops);

    const GenerationTiming generation = timeGeneration(quick);
    say(QStringLiteral("generation, d_model 256 x 4 layers x 8 heads, 16 + 256 tokens: %1 ms per token with the KV cache, "
                       "%2 ms recomputing (%3x); reading the weights once: %4 ms")
            .arg(round2(generation.cachedMs))
            .arg(round2(generation.uncachedMs))
            .arg(round2(generation.uncachedMs / generation.cachedMs))
            .arg(round2(generation.weightStreamMs)));

    MainWindow window;
    window.recovery()->setEnabled(false); // benchmark edits are not a lesson to recover
    window.setUnsavedChangesPrompt([](const QString &) { return 0x00800000; }); // QMessageBox::Discard
    window.resize(1600, 1000);
    window.show();
    {
        // The window's first frame is start-up (measured above), not a block while editing.
        QEventLoop firstFrame;
        QObject::connect(window.findChild<HeatmapView *>(QStringLiteral("alignmentHeatmap")), &HeatmapView::replotted, &firstFrame,
                         &QEventLoop::quit);
        QTimer::singleShot(5000, &firstFrame, &QEventLoop::quit);
        firstFrame.exec();
    }
    BlockWatch watch;
    const auto editsAt = [quick](int tokens) { return quick ? 2 : (tokens >= 2048 ? 10 : tokens >= 512 ? 20 : 40); };
    // Edit-to-repaint latency at every size, the edits typed into one sentence of the lesson (its
    // token limit raised by the number of edits where they add words, its source opened as
    // sourceOf says where given): a JSON row a size.
    const auto timeEdits = [&](const QString &what, EditedSentence edited, bool addsWords,
                               const std::function<QString(int tokens, int edit)> &textOf,
                               const std::function<QString(int tokens, int edits)> &sourceOf = {}) {
        QJsonArray rows;
        for (int tokens : sizes) {
            const int edits = editsAt(tokens);
            LessonState state;
            state.lesson = benchLesson(tokens);
            if (addsWords)
                state.lesson.config.maxTokens = tokens + edits;
            if (sourceOf)
                state.lesson.source = sourceOf(tokens, edits).toStdString();
            const EditLatency latency = measureEditLatency(
                window, state, edits, [&](int i) { return textOf(tokens, i); }, edited);
            const double p50 = round2(latency.p50), p95 = round2(latency.p95);
            rows.append(QJsonObject{{QStringLiteral("tokens"), tokens}, {QStringLiteral("p50"), p50}, {QStringLiteral("p95"), p95}});
            say(QStringLiteral("%1 -> repainted heatmap, %2 tokens: p50 %3 ms, p95 %4 ms").arg(what).arg(tokens).arg(p50).arg(p95));
        }
        return rows;
    };
    const QJsonArray latencyRows =
        timeEdits(QStringLiteral("edit"), EditedSentence::Target, false, [](int tokens, int i) { return words("target", tokens, i); });
    // Typing in the source changes a key, and with it every row: rows are rescaled from the
    // heads the last full computation kept (SoftmaxRescaling.h).
    const QJsonArray sourceRows = timeEdits(QStringLiteral("source edit (one key changed)"), EditedSentence::Source, false,
                                            [](int tokens, int i) { return words("source", tokens, i); });
    // A new word at the end of the source is a new key: the rows are rescaled from the kept
    // heads by the new key's share of each row (SoftmaxRescaling.h). One-letter words typed at
    // the end, a key at a time: a space (the same words: the result on show stays), then a letter
    // (a new key); the p95 is a new word's.
    const auto withWordsAtTheEnd = [](int tokens, int keys) { return withWordsTypedAtTheEnd(words("source", tokens), keys); };
    const QJsonArray newWordRows =
        timeEdits(QStringLiteral("a new source word (one key more)"), EditedSentence::Source, true, withWordsAtTheEnd);
    // The same words, there when the lesson opens, erased again a key at a time: a letter (its key
    // taken away, the rows rescaled from heads kept with it), then a space; the p95 is an erased
    // word's.
    const QJsonArray erasedWordRows = timeEdits(
        QStringLiteral("the source's last word erased (one key less)"), EditedSentence::Source, true,
        [&](int tokens, int erased) { return withWordsAtTheEnd(tokens, editsAt(tokens) - erased); },
        [&](int tokens, int edits) { return withWordsAtTheEnd(tokens, edits); });
    // The same one-letter words typed and erased in the middle of the source: every later word
    // moves a place, so every later key changes (its position's encoding does) and the rows are
    // computed again, with the queries' and the earlier keys' projections copied.
    const auto withWordsInTheMiddle = [](int tokens, int keys) { return withWordsTypedInTheMiddle(words("source", tokens), keys); };
    const QJsonArray middleNewWordRows = timeEdits(QStringLiteral("a new word in the middle of the source (later keys move)"),
                                                   EditedSentence::Source, true, withWordsInTheMiddle);
    const QJsonArray middleErasedWordRows = timeEdits(
        QStringLiteral("a word erased in the middle of the source (later keys move)"), EditedSentence::Source, true,
        [&](int tokens, int erased) { return withWordsInTheMiddle(tokens, editsAt(tokens) - erased); },
        [&](int tokens, int edits) { return withWordsInTheMiddle(tokens, edits); });
    // Weights never drawn before, at the largest d_model, while the user keeps typing: drawn in
    // the background (over a second), and the window's thread must not wait for them.
    const double firstWeightsMs = round2(timeFirstWeights(window, limits::kMaxDModel, 3));
    say(QStringLiteral("first weights at d_model %1, typing meanwhile -> shown: %2 ms").arg(limits::kMaxDModel).arg(firstWeightsMs));
    const double blockMs = round2(watch.longestMs());
    say(QStringLiteral("longest the window's event loop was blocked: %1 ms").arg(blockMs));

    QElapsedTimer exportTimer;
    const auto result512 = computeAttention(benchLesson(512));
    ExportOptions options;
    options.width = 3840;
    options.height = 2160;
    options.scale = 1;
    exportTimer.start();
    const auto exported = exportResultView(*result512, ColorMapId::Blues, options, scratch.filePath(QStringLiteral("map.png")));
    const double exportMs = exported ? round2(exportTimer.nsecsElapsed() / 1e6) : -1;
    say(QStringLiteral("3840x2160 PNG of a 512-token map: %1 ms").arg(exportMs));
    // The Lines view draws one line per visible query-key pair: its paint once measured every
    // token for every line (512 tokens: 18 s).
    ExportOptions lines;
    lines.view = ExportView::Lines;
    exportTimer.start();
    const auto linesExported = exportResultView(*result512, ColorMapId::Blues, lines, scratch.filePath(QStringLiteral("lines.png")));
    const double linesMs = linesExported ? round2(exportTimer.nsecsElapsed() / 1e6) : -1;
    say(QStringLiteral("PNG of the Lines view of 512 tokens: %1 ms").arg(linesMs));

    const ImportTiming import = timeImport(writeBenchAttentionFile(scratch.path()));
    say(QStringLiteral("open a 12-layer x 12-head x 512-token NPY (%1 MB) and draw layer 12: %2 ms, peak memory %3 MB (a child process)")
            .arg(round2(import.fileMb))
            .arg(round2(import.ms))
            .arg(round2(import.peakRssMb)));
    const ImportTiming jsonImport = timeImport(writeBenchAttentionJson(scratch.path()));
    say(QStringLiteral("open a 12-layer x 12-head x 128-token Hugging Face JSON (%1 MB, as json.dump writes float32) and draw layer 12: "
                       "%2 ms, peak memory %3 MB (a child process)")
            .arg(round2(jsonImport.fileMb))
            .arg(round2(jsonImport.ms))
            .arg(round2(jsonImport.peakRssMb)));

    if (json) {
        const QJsonObject figures{
            {QStringLiteral("latency_ms"), latencyRows},
            {QStringLiteral("core_ms"), coreRows},
            {QStringLiteral("floor_ms"), floorRows},
            {QStringLiteral("sgemm_gflops"), gflops},
            {QStringLiteral("kernel"), QLatin1String(kernel)},
            {QStringLiteral("blas_kernels"), QLatin1String(blasKernelsInUse())},
            {QStringLiteral("latency_source_edit_ms"), sourceRows},
            {QStringLiteral("latency_source_new_word_ms"), newWordRows},
            {QStringLiteral("latency_source_erased_word_ms"), erasedWordRows},
            {QStringLiteral("latency_source_middle_new_word_ms"), middleNewWordRows},
            {QStringLiteral("latency_source_middle_erased_word_ms"), middleErasedWordRows},
            {QStringLiteral("peak_rss_mb"), peakRssMb},
            {QStringLiteral("startup_ms"), startupMs},
            {QStringLiteral("gui_max_block_ms"), blockMs},
            {QStringLiteral("export_4k_ms"), exportMs},
            {QStringLiteral("export_lines_512_ms"), linesMs},
            {QStringLiteral("first_weights_max_d_model_ms"), firstWeightsMs},
            {QStringLiteral("import_npy_ms"), round2(import.ms)},
            {QStringLiteral("import_peak_rss_mb"), round2(import.peakRssMb)},
            {QStringLiteral("import_file_mb"), round2(import.fileMb)},
            {QStringLiteral("import_json_ms"), round2(jsonImport.ms)},
            {QStringLiteral("import_json_peak_rss_mb"), round2(jsonImport.peakRssMb)},
            {QStringLiteral("import_json_file_mb"), round2(jsonImport.fileMb)},
            {QStringLiteral("generate_ms_per_token"), QJsonObject{{QStringLiteral("cached"), round2(generation.cachedMs)},
                                                                  {QStringLiteral("uncached"), round2(generation.uncachedMs)},
                                                                  {QStringLiteral("weights_once"), round2(generation.weightStreamMs)}}}};
        out << QJsonDocument(figures).toJson(QJsonDocument::Compact) << '\n';
    }
    window.document()->undoStack();
    return kSuccess;
}

} // namespace attention::cli
