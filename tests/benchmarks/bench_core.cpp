// The core's time for one lesson at 8, 64, 512 and 2048 tokens, d_model 512, 8 heads.
#include "core/pipeline/AttentionPipeline.h"
#include "core/pipeline/ComputeCache.h"

#include <benchmark/benchmark.h>

#include <string>

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

void computeLesson(benchmark::State &state, ScoreFunction score, ComputeCache *cache = nullptr)
{
    const Lesson lesson = lessonOf(static_cast<int>(state.range(0)), score);
    for (auto _ : state) {
        auto result = computeAttention(lesson, cache);
        benchmark::DoNotOptimize(result);
        if (!result)
            state.SkipWithError(result.error().c_str());
    }
    state.counters["tokens"] = static_cast<double>(state.range(0));
}

// Cold: weights and embeddings drawn anew, as the compute and export commands do.
void multiHead(benchmark::State &state) { computeLesson(state, ScoreFunction::MultiHead); }
// Live: the window's cache keeps weights and embeddings between keystrokes.
void multiHeadLive(benchmark::State &state)
{
    ComputeCache cache;
    computeLesson(state, ScoreFunction::MultiHead, &cache);
}
void scaledDot(benchmark::State &state) { computeLesson(state, ScoreFunction::ScaledDot); }
void additive(benchmark::State &state) { computeLesson(state, ScoreFunction::Additive); }

} // namespace

BENCHMARK(multiHeadLive)->Arg(8)->Arg(64)->Arg(512)->Arg(2048)->Unit(benchmark::kMillisecond);
BENCHMARK(multiHead)->Arg(8)->Arg(64)->Arg(512)->Arg(2048)->Unit(benchmark::kMillisecond);
BENCHMARK(scaledDot)->Arg(8)->Arg(64)->Arg(512)->Arg(2048)->Unit(benchmark::kMillisecond);
BENCHMARK(additive)->Arg(8)->Arg(64)->Arg(512)->Unit(benchmark::kMillisecond);

BENCHMARK_MAIN();
