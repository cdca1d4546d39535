// Real models at their real shapes (tests/benchmarks/make_real_models.py writes them: GPT-2 small,
// a Marian en-fr shape), as the window and the commands run them. Prints figures, asserts nothing.
//   /usr/bin/python3 tests/benchmarks/make_real_models.py /tmp/rm
//   ATTENTION_REAL_MODELS=/tmp/rm ./build/tests/benchmarks/bench_models
#include "app/BlasKernelRestart.h"
#include "core/models/ModelGeneration.h"
#include "core/models/ModelLesson.h"
#include "core/pipeline/AttentionPipeline.h"
#include "ui/formats/huggingface/ModelFolder.h"

#include <QString>

#include <benchmark/benchmark.h>

#include <cstdlib>
#include <map>
#include <memory>
#include <string>

using namespace attention;

namespace {

std::shared_ptr<const models::LoadedModel> model(const char *name)
{
    static std::map<std::string, std::shared_ptr<const models::LoadedModel>> opened;
    auto &slot = opened[name];
    if (!slot) {
        const char *root = std::getenv("ATTENTION_REAL_MODELS");
        auto loaded =
            openModelFolder(QString::fromLocal8Bit(root ? root : "/tmp/attention-real-models") + QLatin1Char('/') + QLatin1String(name));
        if (!loaded) {
            std::fprintf(stderr, "%s: %s (make_real_models.py first)\n", name, loaded.error().c_str());
            std::exit(1);
        }
        slot = *loaded;
    }
    return slot;
}

std::vector<int> tokens(int count, int vocabulary)
{
    std::vector<int> ids;
    for (int i = 0; i < count; ++i)
        ids.push_back((i * 7919 + 13) % vocabulary);
    return ids;
}

/** The whole sequence, every layer's every head kept (export --layer all, a model opened). */
void gpt2Forward(benchmark::State &state)
{
    const auto m = model("gpt2-small-shape");
    const std::vector<int> ids = tokens(int(state.range(0)), m->config.vocabSize);
    for (auto _ : state) {
        auto pass = m->language->forward(ids, false);
        benchmark::DoNotOptimize(pass);
    }
    state.counters["tokens"] = double(state.range(0));
}

/** A letter typed at the end of the text, as the window's lesson computes it: the tokens after
 *  the unchanged prefix read through the kept cache, every layer's attention assembled. */
void gpt2Keystroke(benchmark::State &state)
{
    const auto m = model("gpt2-small-shape");
    Lesson lessons[2];
    for (int i = 0; i < state.range(0) - 1; ++i)
        lessons[0].source += " word" + std::to_string(i % 50);
    lessons[1].source = lessons[0].source + " x";
    const auto lessonModel = std::make_shared<models::ModelLesson>(m, "gpt2-small-shape", 11);
    lessons[0].model = lessons[1].model = lessonModel;
    int shown = 0;
    (void)computeAttention(lessons[0]);
    for (auto _ : state) {
        shown = 1 - shown;
        auto result = computeAttention(lessons[shown]);
        benchmark::DoNotOptimize(result);
    }
    state.counters["tokens"] = double(m->tokenizer->encode(lessons[1].source).size());
}

/** One new token with the key-value cache: a 16-token prompt, 256 written greedily. */
void gpt2Generation(benchmark::State &state)
{
    const auto m = model("gpt2-small-shape");
    generation::GenerationOptions options;
    options.maxNewTokens = 256;
    for (auto _ : state) {
        auto written = models::continueText(*m->language, tokens(16, m->config.vocabSize), options, -1);
        benchmark::DoNotOptimize(written);
    }
    state.counters["ms_per_token"] = benchmark::Counter(256, benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
}

/** A 20-word sentence: encoded, then translated greedily (the length the model writes is the
 *  random weights', so the decoder runs to 24 tokens, as a 20-word sentence's translation would). */
void marianTranslation(benchmark::State &state)
{
    const auto m = model("marian-shape");
    std::string sentence;
    for (int i = 0; i < 20; ++i)
        sentence += (i ? " " : "") + std::string(i % 2 ? "the garden" : "reads");
    const std::vector<int> source = m->tokenizer->encode(sentence);
    for (auto _ : state) {
        auto encoded = m->translator->encode(source);
        auto written = m->translator->search(*encoded, 25, 1);
        benchmark::DoNotOptimize(written);
    }
    state.counters["source_tokens"] = double(source.size());
}

} // namespace

BENCHMARK(gpt2Forward)->Arg(64)->Arg(512)->Unit(benchmark::kMillisecond);
BENCHMARK(gpt2Keystroke)->Arg(64)->Unit(benchmark::kMillisecond);
BENCHMARK(gpt2Generation)->Unit(benchmark::kMillisecond)->Iterations(2);
BENCHMARK(marianTranslation)->Unit(benchmark::kMillisecond);

int main(int argc, char **argv)
{
    attention::cli::restartWithBetterBlasKernels(argv);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
