// Time from an edit of the target sentence to the repainted alignment heatmap, as the window
// does it, at 8, 64 and 512 tokens, and the three spans it went into (the keys handled, the
// result computed, the window drawn). Prints figures; asserts nothing.
// `bench_window [--source | --new-word | --middle-word] TOKENS...` times only multi-head d_model
// 512 x 8 at those sizes, editing the source with --source, typing one-letter words at its end
// with --new-word (a space, then a letter) or in its middle with --middle-word (every later key
// moves), one configuration at a time, for a profiler. `--kernel avx2` (or portable) computes
// with at most that family of vector kernels, as `attention-explorer bench --kernel` does.
#include "app/BlasKernelRestart.h"
#include "app/EditLatency.h"
#include "tests/benchmarks/KernelOption.h"
#include "ui/document/HeapReuse.h"
#include "ui/document/LessonDocument.h"
#include "ui/document/LessonRecovery.h"
#include "ui/plots/HeatmapView.h"
#include "ui/window/MainWindow.h"

#include <QApplication>

#include <algorithm>
#include <cstdio>
#include <vector>

using namespace attention;

namespace {

enum class Edit { Target, Source, NewWord, MiddleWord };

QString sentence(int tokens, const char *stem, int variant)
{
    QStringList words;
    for (int i = 0; i < tokens; ++i)
        words.append(QStringLiteral("%1%2").arg(QLatin1String(stem)).arg(i % 997));
    words.last() += QString(variant % 2 ? QStringLiteral("s") : QString());
    return words.join(QLatin1Char(' '));
}

void measure(MainWindow &window, const char *label, int tokens, const AttentionConfig &config, int repeats, Edit edit = Edit::Target)
{
    LessonState state;
    state.lesson.source = sentence(tokens, "source", 0).toStdString();
    state.lesson.target = sentence(tokens, "target", 0).toStdString();
    state.lesson.config = config;
    const bool addsWords = edit == Edit::NewWord || edit == Edit::MiddleWord;
    state.lesson.config.maxTokens = std::max(tokens, 1) + (addsWords ? repeats : 0);
    const char *stem = edit == Edit::Target ? "target" : "source";
    const auto textOf = [tokens, stem, edit](int i) {
        switch (edit) {
        case Edit::NewWord:
            return cli::withWordsTypedAtTheEnd(sentence(tokens, stem, 0), i);
        case Edit::MiddleWord:
            return cli::withWordsTypedInTheMiddle(sentence(tokens, stem, 0), i);
        default:
            return sentence(tokens, stem, i);
        }
    };
    const cli::EditLatency latency = cli::measureEditLatency(
        window, state, repeats, textOf, edit == Edit::Target ? cli::EditedSentence::Target : cli::EditedSentence::Source);
    std::printf("%-28s %5d tokens  p50 %8.2f ms  p95 %8.2f ms  (%d edits)\n", label, tokens, latency.p50, latency.p95, repeats);
    std::printf("%-28s %5s  p50/p95  keys %.2f/%.2f  result %.2f/%.2f  drawn %.2f/%.2f ms\n", "", "", latency.keys.p50, latency.keys.p95,
                latency.result.p50, latency.result.p95, latency.drawn.p50, latency.drawn.p95);
}

} // namespace

int main(int argc, char *argv[])
{
    cli::restartWithBetterBlasKernels(argv); // as the app does
    keepLargeBlocksForReuse(); // as the app does
    if (!qEnvironmentVariableIsSet("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("AttentionExplorerBenchmark"));
    MainWindow window;
    // As bench does: its edits are no lesson to keep, and a copy left by a run of more than the
    // copy's interval made the next run open the recovery question and wait for ever offscreen.
    window.recovery()->setEnabled(false);
    window.resize(1600, 1000);
    window.show();
    AttentionConfig classroom; // the default lesson's settings: scaled dot, d_model 64
    AttentionConfig large;
    large.score = ScoreFunction::MultiHead;
    large.dModel = 512;
    large.heads = 8;
    std::printf("Edit -> repainted alignment heatmap (%s build)\n",
#ifdef NDEBUG
                "release"
#else
                "debug"
#endif
    );
    QStringList arguments = app.arguments().mid(1);
    if (const auto kernel = arguments.indexOf(QStringLiteral("--kernel")); kernel >= 0) {
        if (!bench::limitKernelsTo(kernel + 1 < arguments.size() ? std::optional(arguments[kernel + 1].toStdString()) : std::nullopt,
                                   "bench_window"))
            return 2;
        arguments.remove(kernel, 2); // the rest as without it: nothing else, every configuration
    }
    if (!arguments.isEmpty()) {
        const Edit edit = arguments.contains(QStringLiteral("--new-word"))      ? Edit::NewWord
                          : arguments.contains(QStringLiteral("--middle-word")) ? Edit::MiddleWord
                          : arguments.contains(QStringLiteral("--source"))      ? Edit::Source
                                                                                : Edit::Target;
        const char *label = edit == Edit::NewWord      ? "multi-head 512 x8, new word"
                            : edit == Edit::MiddleWord ? "multi-head 512 x8, middle word"
                            : edit == Edit::Source     ? "multi-head 512 x8, source"
                                                       : "multi-head 512 x8";
        for (const QString &argument : arguments)
            if (const int tokens = argument.toInt(); tokens > 0)
                measure(window, label, tokens, large, tokens >= 2048 ? 20 : 40, edit);
        return 0;
    }
    for (int tokens : {8, 64, 512})
        measure(window, "scaled dot, d_model 64", tokens, classroom, tokens >= 512 ? 15 : 40);
    for (int tokens : {8, 64, 512})
        measure(window, "multi-head, d_model 512 x8", tokens, large, tokens >= 512 ? 10 : 40);
    return 0;
}
