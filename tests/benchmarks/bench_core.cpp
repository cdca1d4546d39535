// The core's time for one lesson at 8, 64, 512 and 2048 tokens, d_model 512, 8 heads.
#include "app/BlasKernelRestart.h"
#include "core/kernels/CacheTraffic.h"
#include "core/kernels/CpuFeatures.h"
#include "core/kernels/PanelProduct.h"
#include "core/kernels/SoftmaxKernels.h"
#include "core/pipeline/AttentionPipeline.h"
#include "core/pipeline/ComputeCache.h"
#include "tests/benchmarks/KernelOption.h"
#include "ui/document/HeapReuse.h"

#include <benchmark/benchmark.h>

#include <memory>
#include <string>
#include <vector>

using namespace attention;

namespace {

Lesson lessonOf(int tokens, ScoreFunction score)
{
    Lesson lesson;
    for (int i = 0; i < tokens; ++i) {
        lesson.source += "source" + std::to_string(i % 997) + ' ';
        lesson.target += "target" + std::to_string(i % 991) + ' ';
    }
    lesson.config.score = score;
    lesson.config.dModel = 512;
    lesson.config.heads = 8;
    lesson.config.maxTokens = std::max(tokens, 1);
    return lesson;
}

void computeLesson(benchmark::State &state, ScoreFunction score, ComputeCache *cache = nullptr, HeadWeights heads = HeadWeights::Keep)
{
    const Lesson lesson = lessonOf(static_cast<int>(state.range(0)), score);
    for (auto _ : state) {
        auto result = computeAttention(lesson, cache, {}, heads);
        benchmark::DoNotOptimize(result);
        if (!result)
            state.SkipWithError(result.error().c_str());
    }
    state.counters["tokens"] = static_cast<double>(state.range(0));
}

// Cold: weights and embeddings drawn anew, as the compute and export commands do.
void multiHead(benchmark::State &state)
{
    computeLesson(state, ScoreFunction::MultiHead);
}
// Live: the window's cache keeps weights and embeddings between keystrokes.
void multiHeadLive(benchmark::State &state)
{
    ComputeCache cache;
    computeLesson(state, ScoreFunction::MultiHead, &cache);
}
// A keystroke in the window, back and forth: the last source (or target) word changes, or a
// one-letter word in the middle of the source comes and goes (every later key moves a place),
// with the result on show remembered, heads' weights not kept and the output left for the view
// that shows it, as the window computes it.
enum class Keystroke { SourceEnd, TargetEnd, SourceMiddle };
void keystroke(benchmark::State &state, Keystroke where)
{
    ComputeCache cache;
    Lesson lessons[2] = {lessonOf(static_cast<int>(state.range(0)), ScoreFunction::MultiHead), {}};
    lessons[1] = lessons[0];
    if (where == Keystroke::SourceMiddle) {
        lessons[1].source.insert(lessons[1].source.find(' ', lessons[1].source.size() / 2), " x");
        lessons[0].config.maxTokens = lessons[1].config.maxTokens += 1;
    } else {
        (where == Keystroke::SourceEnd ? lessons[1].source : lessons[1].target).back() = 's'; // the last word's trailing space becomes an s
    }
    int shown = 0;
    auto first = computeAttention(lessons[0], &cache, {}, HeadWeights::MeanOnly, OutputProjection::WhenShown);
    const auto opened = std::make_shared<const AttentionResult>(std::move(first.value()));
    cache.rememberResult(opened);
    cache.rememberTypingHeads(*opened, typingHeadsOf(*opened)); // as the window makes them once idle
    for (auto _ : state) {
        shown = 1 - shown;
        auto result = computeAttention(lessons[shown], &cache, {}, HeadWeights::MeanOnly, OutputProjection::WhenShown);
        if (!result) {
            state.SkipWithError(result.error().c_str());
            break;
        }
        cache.rememberResult(std::make_shared<const AttentionResult>(std::move(result.value())));
    }
    state.counters["tokens"] = static_cast<double>(state.range(0));
}
// What the window does once it is idle after a lesson opened: each head's weights for typing in
// the source (typingHeadsOf()).
void typingHeads(benchmark::State &state)
{
    ComputeCache cache;
    const auto opened = computeAttention(lessonOf(static_cast<int>(state.range(0)), ScoreFunction::MultiHead), &cache, {},
                                         HeadWeights::MeanOnly, OutputProjection::WhenShown);
    for (auto _ : state) {
        auto heads = typingHeadsOf(opened.value());
        if (!heads) {
            state.SkipWithError("no heads to make");
            break;
        }
        benchmark::DoNotOptimize(heads);
    }
    state.counters["tokens"] = static_cast<double>(state.range(0));
}
void sourceKeystroke(benchmark::State &state)
{
    keystroke(state, Keystroke::SourceEnd);
}
void targetKeystroke(benchmark::State &state)
{
    keystroke(state, Keystroke::TargetEnd);
}
void sourceMiddleWord(benchmark::State &state)
{
    keystroke(state, Keystroke::SourceMiddle);
}
// Live, and as the window keeps it: the means over heads, no head's weights.
void multiHeadLiveMeans(benchmark::State &state)
{
    ComputeCache cache;
    computeLesson(state, ScoreFunction::MultiHead, &cache, HeadWeights::MeanOnly);
}
void scaledDot(benchmark::State &state)
{
    computeLesson(state, ScoreFunction::ScaledDot);
}
void additive(benchmark::State &state)
{
    computeLesson(state, ScoreFunction::Additive);
}

} // namespace

BENCHMARK(multiHeadLive)->Arg(8)->Arg(64)->Arg(512)->Arg(2048)->Unit(benchmark::kMillisecond);
BENCHMARK(multiHeadLiveMeans)->Arg(8)->Arg(64)->Arg(512)->Arg(2048)->Unit(benchmark::kMillisecond);
BENCHMARK(multiHead)->Arg(8)->Arg(64)->Arg(512)->Arg(2048)->Unit(benchmark::kMillisecond);
BENCHMARK(sourceKeystroke)->Arg(512)->Arg(2048)->Unit(benchmark::kMillisecond);
BENCHMARK(targetKeystroke)->Arg(512)->Arg(2048)->Unit(benchmark::kMillisecond);
BENCHMARK(sourceMiddleWord)->Arg(512)->Arg(2048)->Unit(benchmark::kMillisecond);
BENCHMARK(typingHeads)->Arg(512)->Arg(2048)->Unit(benchmark::kMillisecond);
BENCHMARK(scaledDot)->Arg(8)->Arg(64)->Arg(512)->Arg(2048)->Unit(benchmark::kMillisecond);
BENCHMARK(additive)->Arg(8)->Arg(64)->Arg(512)->Unit(benchmark::kMillisecond);

// `bench_core --kernel avx2` (or portable) measures with at most that kernel family, as
// `attention-explorer bench --kernel` does; other arguments go to Google Benchmark.
int main(int argc, char **argv)
{
    cli::restartWithBetterBlasKernels(argv); // as the app does: OpenBLAS's kernels for this CPU
    keepLargeBlocksForReuse(); // as the app does: freed matrices are reused, not faulted in again
    std::vector<char *> rest;
    for (int i = 0; i < argc; ++i) {
        const std::string argument = argv[i];
        if (argument == "--kernel") {
            if (!bench::limitKernelsTo(i + 1 < argc ? std::optional<std::string>(argv[++i]) : std::nullopt, "bench_core"))
                return 2;
        } else {
            rest.push_back(argv[i]);
        }
    }
    int count = static_cast<int>(rest.size());
    benchmark::Initialize(&count, rest.data());
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}

// The panel kernel alone, on one core, in the three shapes of multi-head attention at 2048
// tokens, d_model 512, 8 heads: a projection, a band's scores, a band's context.
namespace {

void panelProduct(benchmark::State &state, Eigen::Index rows, Eigen::Index depth, Eigen::Index width, bool transposed)
{
    const Matrix A = Matrix::Random(rows, depth);
    const Matrix W = Matrix::Random(transposed ? width : depth, transposed ? depth : width);
    PackedPanels packed;
    if (transposed)
        packed.pack(W.data(), width, depth, depth);
    else
        packed.packRows(W.data(), depth, width, width);
    Matrix C(rows, width);
    for (auto _ : state) {
        multiplyPanels(A.data(), depth, rows, packed.view(), 0, packed.view().panels(), nullptr, C.data(), width);
        benchmark::DoNotOptimize(C.data());
    }
    state.counters["GFLOP/s"] = benchmark::Counter(2.0 * double(rows) * double(depth) * double(width),
                                                   benchmark::Counter::kIsIterationInvariantRate, benchmark::Counter::kIs1000);
    state.SetLabel(instructionSetName(bestInstructionSet()));
}

// A band's softmax of one head, as attendInBands runs it: 32 rows of 2048 open keys, each into
// the band's sums of scores and weights (all in the core's own cache).
void bandSoftmax(benchmark::State &state)
{
    constexpr Eigen::Index kRows = 32, kKeys = 2048;
    const Matrix scores = Matrix::Random(kRows, kKeys) * 4.0f;
    Matrix row(1, kKeys), scoreSums = Matrix::Zero(kRows, kKeys), weightSums = Matrix::Zero(kRows, kKeys);
    for (auto _ : state) {
        for (Eigen::Index r = 0; r < kRows; ++r) {
            row = scores.row(r);
            softmaxRowAccumulating(row.data(), kKeys, nullptr, 1.0f, &scoreSums(r, 0), &weightSums(r, 0), Sums::Add);
        }
        benchmark::DoNotOptimize(weightSums.data());
    }
    state.counters["time/key"] =
        benchmark::Counter(double(kRows * kKeys), benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
    state.SetLabel(instructionSetName(bestInstructionSet()));
}

// Softmax rows kept as they are made, as every head's weights are: 8192 rows of range(0) keys
// into one matrix (16 MB at 512 keys, past the caches). Keys not a multiple of 4 start most rows
// off a 16-byte boundary.
void keptRows(benchmark::State &state)
{
    const Eigen::Index keys = state.range(0), rows = 8192, bank = 64;
    const Matrix scores = Matrix::Random(bank, keys) * 4.0f;
    Matrix row(1, keys), kept(rows, keys);
    RowVector scoreSums = RowVector::Zero(keys), weightSums = RowVector::Zero(keys);
    for (auto _ : state) {
        for (Eigen::Index r = 0; r < rows; ++r) {
            row = scores.row(r % bank);
            softmaxRowAccumulating(row.data(), keys, nullptr, 1.0f, scoreSums.data(), weightSums.data(), Sums::Add, nullptr, &kept(r, 0));
        }
        finishCopiesPastTheCache();
        benchmark::DoNotOptimize(kept.data());
    }
    state.counters["time/key"] =
        benchmark::Counter(double(rows * keys), benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
    state.SetLabel(instructionSetName(bestInstructionSet()));
}

void projection(benchmark::State &state)
{
    panelProduct(state, 144, 512, 512, true);
}
void bandScores(benchmark::State &state)
{
    panelProduct(state, 32, 64, 2048, true);
}
void bandContext(benchmark::State &state)
{
    panelProduct(state, 32, 2048, 64, false);
}

} // namespace

BENCHMARK(projection)->Unit(benchmark::kMicrosecond);
BENCHMARK(bandScores)->Unit(benchmark::kMicrosecond);
BENCHMARK(bandContext)->Unit(benchmark::kMicrosecond);
BENCHMARK(bandSoftmax)->Unit(benchmark::kMicrosecond);
BENCHMARK(keptRows)->Arg(512)->Arg(513)->Arg(514)->Unit(benchmark::kMicrosecond);
