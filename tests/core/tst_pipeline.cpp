// The pipeline from a lesson to a result: determinism, masks, temperature, every refusal, and
// rows computed in parallel blocks off the caller's core.
#include "core/kernels/CpuFeatures.h"
#include "core/kernels/PanelProduct.h"
#include "core/kernels/RowBlocks.h"
#include "core/kernels/SoftmaxKernels.h"
#include "core/pipeline/AttentionPipeline.h"
#include "core/pipeline/Budget.h"
#include "core/pipeline/ComputeCache.h"
#include "core/pipeline/MultiHeadAttention.h"
#include "core/pipeline/RowSummaries.h"
#include "core/pipeline/SoftmaxRescaling.h"
#include "core/text/Embedding.h"
#include "core/text/Lexicon.h"
#include "core/text/Tokenizer.h"
#include "core/textbook/PositionalEncoding.h"
#include "core/textbook/Softmax.h"
#include "tests/core/PipelineSupport.h"
#include "tests/support/TestSupport.h"

#include <QTest>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <functional>
#include <limits>
#include <mutex>
#include <random>
#include <thread>
#include <utility>
#include <vector>
#ifdef __linux__
#include <sched.h>
#endif

using namespace attention;
using namespace attention::test;

class PipelineTest : public QObject
{
    Q_OBJECT

private slots:
    void manyRowsComputeInParallelBlocks();
    void rowBlocksCoverEveryRowOnceFromWholeGrains();
    void helpersWorkOffTheCallersCpu();
    void longSentencesArePreparedOnBothCoresAlike();
    void meanOnlyComputesHeadsOnDemand();
    void defaultLessonIsCrossAttention();
    void aStrongestKeyMustStandOut();
    void sameTokenSameEmbedding();
    void seedChangesEmbeddings();
    void vocabularyIdsAreShared();
    void positionalEncodingOddDimension();
    void positionalEncodingToggles();
    void scaledDotDividesBySqrtD();
    void rowsSumToOne_data();
    void rowsSumToOne();
    void causalMaskHidesTheFuture();
    void paddingKeysGetNoWeight();
    void customBlockedCell();
    void fullyBlockedRowIsZeroNotNaN();
    void temperatureSharpens();
    void extremeTemperaturesStayFinite_data();
    void extremeTemperaturesStayFinite();
    void theSmallestTemperaturesAreOneHot_data();
    void theSmallestTemperaturesAreOneHot();
    void aRefusalRoundsItsFigures();
    void softmaxIgnoresNaNAndInfinity();
    void multiHeadMeanOfHeads();
    void selfAttentionUsesOneSentence();
    void identityProjectionsKeepEmbeddings();
    void impossibleConfigurations_data();
    void impossibleConfigurations();
    void longInputIsCutWithANote();
    void aComputationCanBeGivenUp();
    void extremeDimensions_data();
    void extremeDimensions();
};

void PipelineTest::aStrongestKeyMustStandOut()
{
    Matrix w(3, 3);
    w << 0.6f, 0.3f, 0.1f, // a clear winner
        0.5f, 0.497f, 0.003f, // two keys show as 0.50: no winner to mark
        0.5f, 0.497f, 0.003f; // the same, with the runner-up blocked
    Mask blocked = Mask::Constant(3, 3, false);
    blocked(2, 1) = true;
    QCOMPARE(distinctArgmaxOfRow(w, Mask(), 0, argmaxOfRow(w, Mask(), 0), kVisibleWeightMargin), 0);
    QCOMPARE(argmaxOfRow(w, Mask(), 1), 0);
    QCOMPARE(distinctArgmaxOfRow(w, Mask(), 1, 0, kVisibleWeightMargin), -1);
    QCOMPARE(distinctArgmaxOfRow(w, blocked, 2, argmaxOfRow(w, blocked, 2), kVisibleWeightMargin), 0);
    QCOMPARE(distinctArgmaxOfRow(w, Mask(), 0, -1, kVisibleWeightMargin), -1); // every key blocked
    // The summaries carry the marks, so that a map need not look for them again.
    const std::vector<QueryRowSummary> rows = summariseRows(w, blocked);
    QCOMPARE(rows[0].markedArgmax, 0);
    QCOMPARE(rows[1].markedArgmax, -1);
    QCOMPARE(rows[2].markedArgmax, 0);
    // Found in the same pass as the argmax: the very marks of the two functions above, on rows
    // with ties, near ties, zeros and blocked keys.
    std::mt19937 random(11);
    std::uniform_int_distribution<int> level(0, 6);
    Matrix many(400, 7);
    Mask closed = Mask::Constant(400, 7, false);
    for (Eigen::Index i = 0; i < many.rows(); ++i)
        for (Eigen::Index j = 0; j < many.cols(); ++j) {
            many(i, j) = 0.002f * float(level(random)); // steps of 0.002: some within the margin, some not
            closed(i, j) = level(random) == 0;
        }
    const std::vector<QueryRowSummary> summaries = summariseRows(many, closed);
    const std::vector<int> marks = distinctArgmaxes(many, closed);
    for (Eigen::Index i = 0; i < many.rows(); ++i) {
        const int argmax = argmaxOfRow(many, closed, i);
        const int marked = distinctArgmaxOfRow(many, closed, i, argmax, kVisibleWeightMargin);
        QCOMPARE(summaries[std::size_t(i)].argmax, argmax);
        QCOMPARE(summaries[std::size_t(i)].markedArgmax, marked);
        QCOMPARE(marks[std::size_t(i)], marked);
    }
}

void PipelineTest::defaultLessonIsCrossAttention()
{
    const AttentionResult r = computed(untrainedLesson());
    QCOMPARE(r.queryCount(), 10); // Le petit garçon joue au football dans le parc .
    QCOMPARE(r.keyCount(), 10);
    QCOMPARE(r.queryTokens.front().text, std::string("Le"));
    QCOMPARE(r.keyTokens.front().text, std::string("The"));
    QCOMPARE(r.weights.rows(), 10);
    QCOMPARE(r.context.cols(), r.config.dModel);
    QVERIFY(allFinite(r));
}

void PipelineTest::sameTokenSameEmbedding()
{
    // "football" is in both sentences; "the" twice in the source.
    const AttentionResult r = computed(untrainedLesson());
    QVERIFY(r.queryEmbeddings.row(5).isApprox(r.keyEmbeddings.row(5)));
    QVERIFY(r.keyEmbeddings.row(7).isApprox(r.keyEmbeddings.row(7)));
    QVERIFY(!r.keyEmbeddings.row(0).isApprox(r.keyEmbeddings.row(7))); // "The" != "the"
    const AttentionResult again = computed(untrainedLesson());
    QCOMPARE(again.queryEmbeddings, r.queryEmbeddings);
    QCOMPARE(again.weights, r.weights);
    std::vector<Token> alone(1);
    alone[0].text = "football";
    QVERIFY(embedTokens(alone, r.config.dModel, r.config.seed).row(0).isApprox(r.keyEmbeddings.row(5)));
}

void PipelineTest::seedChangesEmbeddings()
{
    const AttentionResult a = computed(untrainedLesson());
    const AttentionResult b = computed(lessonWith([](AttentionConfig &c) { c.seed = 7; }));
    QVERIFY(!a.keyEmbeddings.isApprox(b.keyEmbeddings));
    QVERIFY(!a.weights.isApprox(b.weights));
}

void PipelineTest::vocabularyIdsAreShared()
{
    const AttentionResult r = computed(untrainedLesson());
    QCOMPARE(r.queryTokens[5].id, r.keyTokens[5].id); // football
    QCOMPARE(r.queryTokens[9].id, r.keyTokens[9].id); // .
    QVERIFY(r.keyTokens[0].id != r.keyTokens[7].id);
    QVERIFY(r.keyTokens[0].id >= 4); // after <pad> <unk> <bos> <eos>
    QCOMPARE(r.vocabulary.textOf(r.queryTokens[2].id), r.queryTokens[2].text);
}

void PipelineTest::positionalEncodingOddDimension()
{
    const Matrix pe = sinusoidalPositionalEncoding(6, 5);
    QCOMPARE(pe.cols(), 5);
    for (int pos = 0; pos < 6; ++pos) {
        QCOMPARE(pe(pos, 4), static_cast<Scalar>(std::sin(pos * std::exp(-4.0 * std::log(10000.0) / 5))));
        QCOMPARE(pe(pos, 1), static_cast<Scalar>(std::cos(pos * std::exp(0.0))));
    }
}

void PipelineTest::positionalEncodingToggles()
{
    const AttentionResult with = computed(untrainedLesson());
    const AttentionResult without = computed(lessonWith([](AttentionConfig &c) { c.positionalEncoding = false; }));
    QVERIFY(!without.positionalEncoding);
    QCOMPARE(without.queryInput, without.queryEmbeddings);
    QVERIFY(with.queryInput.isApprox(with.queryEmbeddings + with.positionalEncoding->topRows(10)));
    QVERIFY(!with.weights.isApprox(without.weights));
}

void PipelineTest::scaledDotDividesBySqrtD()
{
    const AttentionResult dot = computed(lessonWith([](AttentionConfig &c) { c.score = ScoreFunction::Dot; }));
    const AttentionResult scaled = computed(untrainedLesson());
    QVERIFY(scaled.scores.isApprox(dot.scores / 8.0f)); // sqrt(64)
    QVERIFY(scaled.rawScores.isApprox(dot.scores));
    // Unscaled softmax is sharper: its mean row entropy is lower.
    double dotEntropy = 0, scaledEntropy = 0;
    for (int i = 0; i < dot.queryCount(); ++i) {
        dotEntropy += rowEntropy(dot.weights, i);
        scaledEntropy += rowEntropy(scaled.weights, i);
    }
    QVERIFY(dotEntropy < scaledEntropy);
}

void PipelineTest::rowsSumToOne_data()
{
    test::addScoreFunctionRows();
}

void PipelineTest::rowsSumToOne()
{
    QFETCH(int, score);
    const AttentionResult r = computed(lessonWith([score](AttentionConfig &c) { c.score = ScoreFunction(score); }));
    QVERIFY(allFinite(r));
    for (int i = 0; i < r.queryCount(); ++i) {
        QVERIFY(std::abs(r.weights.row(i).sum() - 1.0f) < 1e-5f);
        QVERIFY(r.rows[i].argmax >= 0);
        Eigen::Index best;
        r.weights.row(i).maxCoeff(&best);
        QCOMPARE(r.rows[i].argmax, int(best));
    }
    QVERIFY((r.context - r.weights * r.V).cwiseAbs().maxCoeff() < 1e-4f || score == int(ScoreFunction::MultiHead));
}

void PipelineTest::causalMaskHidesTheFuture()
{
    const AttentionResult r = computed(lessonWith([](AttentionConfig &c) {
        c.causalMask = true;
        c.mode = AttentionMode::SelfTarget;
    }));
    for (int i = 0; i < r.queryCount(); ++i) {
        for (int j = 0; j < r.keyCount(); ++j) {
            QCOMPARE(bool(r.mask(i, j)), j > i);
            if (j > i)
                QCOMPARE(r.weights(i, j), 0.0f);
        }
    }
    QCOMPARE(r.weights(0, 0), 1.0f);
}

void PipelineTest::paddingKeysGetNoWeight()
{
    const AttentionResult r = computed(lessonWith([](AttentionConfig &c) { c.padKeysTo = 14; }));
    QCOMPARE(r.keyCount(), 14);
    QVERIFY(r.keyTokens[13].padding);
    QCOMPARE(r.keyTokens[13].text, std::string("<pad>"));
    QCOMPARE(r.keyTokens[13].id, Vocabulary::kPadId);
    for (int i = 0; i < r.queryCount(); ++i) {
        for (int j = 10; j < 14; ++j) {
            QVERIFY(r.mask(i, j));
            QCOMPARE(r.weights(i, j), 0.0f);
        }
        QVERIFY(std::abs(r.weights.row(i).sum() - 1.0f) < 1e-5f);
    }
}

void PipelineTest::customBlockedCell()
{
    const AttentionResult r = computed(lessonWith([](AttentionConfig &c) { c.blockedCells = {{2, 2}, {99, 99}}; }));
    QVERIFY(r.mask(2, 2));
    QCOMPARE(r.weights(2, 2), 0.0f);
    QCOMPARE(int(r.mask.count()), 1);
}

void PipelineTest::fullyBlockedRowIsZeroNotNaN()
{
    const AttentionResult r = computed(lessonWith([](AttentionConfig &c) {
        for (int j = 0; j < 10; ++j)
            c.blockedCells.emplace_back(3, j);
    }));
    QVERIFY(allFinite(r));
    QCOMPARE(r.weights.row(3).cwiseAbs().sum(), 0.0f);
    QCOMPARE(r.context.row(3).cwiseAbs().sum(), 0.0f);
    QCOMPARE(r.rows[3].argmax, -1);
    QCOMPARE(rowEntropy(r.weights, 3), 0.0);
}

void PipelineTest::temperatureSharpens()
{
    const AttentionResult cold = computed(lessonWith([](AttentionConfig &c) { c.temperature = 0.25; }));
    const AttentionResult warm = computed(lessonWith([](AttentionConfig &c) { c.temperature = 4.0; }));
    for (int i = 0; i < cold.queryCount(); ++i)
        QVERIFY(rowEntropy(cold.weights, i) < rowEntropy(warm.weights, i));
    QVERIFY(cold.logits().isApprox(cold.scores * 4.0f));
}

void PipelineTest::extremeTemperaturesStayFinite_data()
{
    QTest::addColumn<double>("temperature");
    QTest::newRow("1e-9") << 1e-9;
    QTest::newRow("1e9") << 1e9;
}

void PipelineTest::extremeTemperaturesStayFinite()
{
    QFETCH(double, temperature);
    const AttentionResult r = computed(lessonWith([temperature](AttentionConfig &c) { c.temperature = temperature; }));
    QVERIFY(allFinite(r));
    for (int i = 0; i < r.queryCount(); ++i)
        QVERIFY(std::abs(r.weights.row(i).sum() - 1.0f) < 1e-5f);
    if (temperature > 1)
        QVERIFY(std::abs(r.weights(0, 0) - 0.1f) < 1e-3f); // all but uniform
    else
        QCOMPARE(r.weights.row(0).maxCoeff(), 1.0f); // one-hot
}

void PipelineTest::theSmallestTemperaturesAreOneHot_data()
{
    QTest::addColumn<double>("temperature");
    QTest::newRow("1e-30") << 1e-30; // 1 / temperature overflows a float
    QTest::newRow("1e-308") << 1e-308;
    QTest::newRow("5e-324") << 5e-324; // the smallest double: every positive score / it is infinite
}

// The limit of a softmax as the temperature goes to 0: all weight on the largest score, shared
// by equals; never NaN, never spread over every positive score.
void PipelineTest::theSmallestTemperaturesAreOneHot()
{
    QFETCH(double, temperature);
    Matrix scores(3, 4);
    scores << 0.5f, 2.0f, 1.0f, -3.0f, //
        1.0f, 3.0f, 3.0f, 0.0f, //
        -2.0f, -1.0f, -1.5f, -4.0f;
    const Matrix w = maskedSoftmax(scores, Mask(), temperature);
    QVERIFY(w.allFinite());
    Matrix expected(3, 4);
    expected << 0, 1, 0, 0, //
        0, 0.5f, 0.5f, 0, //
        0, 1, 0, 0;
    // Eigen's vectorised exp stops at exp(-88.4): a float's 3e-39, not 0, below the largest score.
    QVERIFY2((w - expected).cwiseAbs().maxCoeff() < 1e-30f, qPrintable(QStringLiteral("%1").arg((w - expected).cwiseAbs().maxCoeff())));
}

void PipelineTest::aRefusalRoundsItsFigures()
{
    const double gib = 1024.0 * 1024 * 1024;
    const auto refused = withinBudget(Cost{0, 3.4 * gib}, Message("what", "This"), Message("advice", "less"));
    QVERIFY(!refused);
    const QString text = QString::fromStdString(refused.problem().text());
    QVERIFY2(text.contains(QStringLiteral("about 3.4 GB")), qPrintable(text)); // not 3.4000000000000004
}

void PipelineTest::softmaxIgnoresNaNAndInfinity()
{
    const float nan = std::numeric_limits<float>::quiet_NaN();
    const float inf = std::numeric_limits<float>::infinity();
    Matrix scores(3, 3);
    scores << 1, nan, 2, inf, 0, inf, -inf, -inf, -inf;
    const Matrix w = maskedSoftmax(scores, Mask(), 1.0);
    QVERIFY(w.allFinite());
    QCOMPARE(w(0, 1), 0.0f);
    QVERIFY(std::abs(w.row(0).sum() - 1.0f) < 1e-6f);
    QCOMPARE(w(1, 0), 0.5f);
    QCOMPARE(w(1, 2), 0.5f);
    QCOMPARE(w.row(2).sum(), 0.0f);
}

void PipelineTest::multiHeadMeanOfHeads()
{
    const AttentionResult r = computed(lessonWith([](AttentionConfig &c) {
        c.score = ScoreFunction::MultiHead;
        c.heads = 4;
    }));
    QCOMPARE(r.headCount(), 4);
    Matrix mean = Matrix::Zero(r.queryCount(), r.keyCount());
    for (const Matrix &head : r.headWeights)
        mean += head / 4.0f;
    QVERIFY(mean.isApprox(r.weights));
    QVERIFY(!r.headWeights[0].isApprox(r.headWeights[1]));
    QVERIFY(!r.output.isApprox(r.context)); // W_o was applied
    QVERIFY(r.scores.isApprox(
        (headScores(r.Q, r.K, 4, 0) + headScores(r.Q, r.K, 4, 1) + headScores(r.Q, r.K, 4, 2) + headScores(r.Q, r.K, 4, 3)) / 4.0f));
    QVERIFY(maskedSoftmax(headScores(r.Q, r.K, 4, 2), r.mask, 1.0).isApprox(r.headWeights[2]));
}

void PipelineTest::manyRowsComputeInParallelBlocks()
{
    // Long enough for forRowBlocks to use every core: the same numbers as one head at a time.
    Lesson lesson = multiHeadLesson();
    lesson.config.dModel = 64;
    lesson.config.causalMask = false;
    std::string source, target;
    for (int i = 0; i < 300; ++i) {
        source += "w" + std::to_string(i % 37) + " ";
        target += "v" + std::to_string(i % 41) + " ";
    }
    lesson.source = source;
    lesson.target = target;
    const AttentionResult r = computed(lesson);
    QCOMPARE(r.queryCount(), 300);
    for (int h = 0; h < 4; ++h)
        QVERIFY((maskedSoftmax(headScores(r.Q, r.K, 4, h), r.mask, 1.0) - r.headWeights[h]).cwiseAbs().maxCoeff() < 1e-6f);
    const Matrix context = r.headWeights[2] * r.V.middleCols(32, 16);
    QVERIFY((context - r.context.middleCols(32, 16)).cwiseAbs().maxCoeff() < 1e-5f);
}

void PipelineTest::rowBlocksCoverEveryRowOnceFromWholeGrains()
{
    for (const auto &[rows, grain] : {std::pair<Eigen::Index, Eigen::Index>{2048, 30}, {512, 6}, {64, 6}, {7, 30}}) {
        std::mutex guard;
        std::vector<std::pair<Eigen::Index, Eigen::Index>> blocks;
        forRowBlocks(
            rows, 1.0e6,
            [&](Eigen::Index begin, Eigen::Index end) {
                const std::lock_guard<std::mutex> lock(guard);
                blocks.emplace_back(begin, end);
            },
            grain);
        std::sort(blocks.begin(), blocks.end());
        Eigen::Index next = 0;
        for (const auto &[begin, end] : blocks) {
            QCOMPARE(begin, next);
            QVERIFY(end > begin);
            // Blocks long enough (8 grains) begin at whole grains; short ones split evenly.
            if (rows / static_cast<Eigen::Index>(blocks.size()) >= 8 * grain)
                QCOMPARE(begin % grain, Eigen::Index(0));
            next = end;
        }
        QCOMPARE(next, rows);
    }
}

void PipelineTest::helpersWorkOffTheCallersCpu()
{
#ifndef __linux__
    QSKIP("thread affinity is Linux's");
#else
    cpu_set_t all;
    QVERIFY(sched_getaffinity(0, sizeof all, &all) == 0);
    if (CPU_COUNT(&all) < 2)
        QSKIP("one CPU: a helper has nowhere else to go");
    int first = 0;
    while (!CPU_ISSET(first, &all))
        ++first;
    cpu_set_t one;
    CPU_ZERO(&one);
    CPU_SET(first, &one);
    const std::thread::id caller = std::this_thread::get_id();
    // Blocks long enough for a woken helper to take some; rounds until one has.
    const auto untilAHelperRan = [&](const std::function<void()> &inEachBlock, std::vector<int> *helperCpus) {
        for (int round = 0; round < 50; ++round) {
            std::mutex guard;
            bool helped = false;
            forRowBlocks(64, 1.0e6, [&](Eigen::Index, Eigen::Index) {
                const bool helper = std::this_thread::get_id() != caller;
                const int cpuAtStart = sched_getcpu();
                inEachBlock();
                const auto until = std::chrono::steady_clock::now() + std::chrono::microseconds(500);
                while (std::chrono::steady_clock::now() < until) {}
                const std::lock_guard<std::mutex> lock(guard);
                helped = helped || helper;
                if (helper && helperCpus)
                    helperCpus->insert(helperCpus->end(), {cpuAtStart, sched_getcpu()});
            });
            if (helped)
                return true;
        }
        return false;
    };
    QVERIFY(untilAHelperRan([] {}, nullptr)); // the helpers made, free to run on every CPU
    // The caller and the helpers pinned to one CPU, as the scheduler sometimes leaves them; then
    // no helper block may run there. A helper that started elsewhere is not held away, so other
    // programs' load (the suite runs two tests at once) can move it onto the caller's CPU: up to
    // three attempts, of which one must be clean. Without the move, helpers pinned there stay.
    // The caller gets all its CPUs back before any check can end the test.
    bool pinned = false;
    bool helped = false;
    std::vector<int> helperCpus;
    for (int attempt = 0; attempt < 3; ++attempt) {
        helperCpus.clear();
        pinned = sched_setaffinity(0, sizeof one, &one) == 0 && untilAHelperRan([&] { sched_setaffinity(0, sizeof one, &one); }, nullptr);
        helped = pinned && untilAHelperRan([] {}, &helperCpus);
        sched_setaffinity(0, sizeof all, &all);
        if (!pinned || !helped || std::find(helperCpus.begin(), helperCpus.end(), first) == helperCpus.end())
            break;
    }
    QVERIFY(pinned);
    QVERIFY(helped);
    for (const int cpu : helperCpus)
        QVERIFY2(cpu != first, "a helper ran a block on the caller's CPU in each of three attempts");
#endif
}

void PipelineTest::longSentencesArePreparedOnBothCoresAlike()
{
    // Long enough for the two sentences to be tokenized, and the queries' and keys' inputs
    // made, side by side: each side as the plain calls make it.
    Lesson lesson;
    lesson.config.dModel = 256;
    for (int i = 0; i < 80; ++i) { // about 2000 bytes a sentence, 600 tokens
        lesson.source += "the cat sat on the mat. ";
        lesson.target += "le chat est assis sur le tapis. ";
    }
    for (const EmbeddingKind kind : {EmbeddingKind::Random, EmbeddingKind::Lexicon}) {
        lesson.config.embeddings = kind;
        const AttentionResult r = computed(lesson);
        const auto texts = [](const std::vector<Token> &tokens) {
            std::vector<std::string> out;
            for (const Token &token : tokens)
                out.push_back(token.text);
            return out;
        };
        QVERIFY(texts(r.sourceTokens) == texts(tokenize(lesson.source)));
        QVERIFY(texts(r.targetTokens) == texts(tokenize(lesson.target)));
        QVERIFY(r.queryCount() > 600 && r.keyCount() > 500);
        ComputeCache cache;
        const auto embedded = [&](const std::vector<Token> &tokens) {
            const auto &c = lesson.config;
            return kind == EmbeddingKind::Lexicon ? lexiconEmbeddings(tokens, *Lexicon::builtin(), c.dModel, c.seed, c.lexiconNoise)
                                                  : cache.embed(tokens, c.dModel, c.seed);
        };
        const Matrix queries = embedded(r.queryTokens), keys = embedded(r.keyTokens);
        QVERIFY(r.queryEmbeddings == queries);
        QVERIFY(r.keyEmbeddings == keys);
        QVERIFY(r.queryInput == queries + r.positionalEncoding->topRows(queries.rows()));
        QVERIFY(r.keyInput == keys + r.positionalEncoding->topRows(keys.rows()));
    }
}

void PipelineTest::meanOnlyComputesHeadsOnDemand()
{
    Lesson lesson = multiHeadLesson();
    const AttentionResult all = computed(lesson);
    ComputeCache cache;
    const auto mean = computeAttention(lesson, &cache, {}, HeadWeights::MeanOnly);
    QVERIFY(mean);
    QVERIFY(mean->headWeights.empty());
    QCOMPARE(mean->headCount(), 4);
    AttentionResult withHeads = mean.value();
    withHeads.headWeights = all.headWeights;
    compareResults(withHeads, all); // the same mean, context and output as when every head is kept
    for (int h = 0; h < 4; ++h) {
        Matrix storage;
        QVERIFY((headWeightsOf(mean.value(), h, storage) - all.headWeights[h]).cwiseAbs().maxCoeff() < 1e-6f);
        QVERIFY((headWeightsRowOf(mean.value(), h, 3) - all.headWeights[h].row(3)).cwiseAbs().maxCoeff() < 1e-6f);
    }
    // A keystroke on a mean-only result keeps rows too, and still agrees with a fresh computation.
    cache.rememberResult(std::make_shared<const AttentionResult>(mean.value()));
    lesson.target += " encore";
    const auto next = computeAttention(lesson, &cache, {}, HeadWeights::MeanOnly);
    QVERIFY(next);
    AttentionResult nextWithHeads = next.value();
    const AttentionResult fresh = computed(lesson);
    nextWithHeads.headWeights = fresh.headWeights;
    compareResults(nextWithHeads, fresh);
}

void PipelineTest::selfAttentionUsesOneSentence()
{
    const AttentionResult r = computed(lessonWith([](AttentionConfig &c) { c.mode = AttentionMode::SelfSource; }));
    QCOMPARE(r.queryCount(), 10);
    QCOMPARE(r.queryTokens[2].text, std::string("boy"));
    QCOMPARE(r.keyTokens[2].text, std::string("boy"));
    QCOMPARE(r.queryInput, r.keyInput);
    Lesson onlyTarget = lessonWith([](AttentionConfig &c) { c.mode = AttentionMode::SelfTarget; });
    onlyTarget.source.clear();
    QVERIFY(computeAttention(onlyTarget)); // the unused sentence may be empty
}

void PipelineTest::identityProjectionsKeepEmbeddings()
{
    const AttentionResult r = computed(lessonWith([](AttentionConfig &c) { c.projections = ProjectionKind::Identity; }));
    QCOMPARE(r.Q, r.queryInput);
    QCOMPARE(r.K, r.keyInput);
    QCOMPARE(r.V, r.keyInput);
}

void PipelineTest::impossibleConfigurations_data()
{
    QTest::addColumn<QString>("source");
    QTest::addColumn<int>("dModel");
    QTest::addColumn<int>("heads");
    QTest::addColumn<double>("temperature");
    QTest::addColumn<QString>("messagePart");
    const QString s = QStringLiteral("The boy");
    QTest::newRow("heads do not divide") << s << 64 << 5 << 1.0 << QStringLiteral("cannot be split into 5");
    QTest::newRow("more heads than d_model") << s << 4 << 8 << 1.0 << QStringLiteral("more heads");
    QTest::newRow("zero d_model") << s << 0 << 1 << 1.0 << QStringLiteral("d_model");
    QTest::newRow("huge d_model") << s << 100000 << 1 << 1.0 << QStringLiteral("d_model");
    QTest::newRow("zero temperature") << s << 64 << 4 << 0.0 << QStringLiteral("temperature");
    QTest::newRow("negative temperature") << s << 64 << 4 << -1.0 << QStringLiteral("temperature");
    QTest::newRow("NaN temperature") << s << 64 << 4 << std::nan("") << QStringLiteral("temperature");
    QTest::newRow("empty source") << QString() << 64 << 4 << 1.0 << QStringLiteral("source sentence");
    QTest::newRow("only spaces") << QStringLiteral("   ") << 64 << 4 << 1.0 << QStringLiteral("source sentence");
}

void PipelineTest::impossibleConfigurations()
{
    QFETCH(QString, source);
    QFETCH(int, dModel);
    QFETCH(int, heads);
    QFETCH(double, temperature);
    QFETCH(QString, messagePart);
    Lesson lesson = lessonWith([&](AttentionConfig &c) {
        c.score = ScoreFunction::MultiHead;
        c.dModel = dModel;
        c.heads = heads;
        c.temperature = temperature;
    });
    lesson.source = source.toStdString();
    const auto outcome = computeAttention(lesson);
    QVERIFY(!outcome);
    QVERIFY2(QString::fromStdString(outcome.error()).contains(messagePart), outcome.error().c_str());
}

void PipelineTest::longInputIsCutWithANote()
{
    Lesson lesson = untrainedLesson();
    lesson.source.clear();
    for (int i = 0; i < 10000; ++i)
        lesson.source += "word" + std::to_string(i % 300) + " ";
    lesson.config.maxTokens = 512;
    const AttentionResult r = computed(lesson);
    QCOMPARE(r.keyCount(), 512);
    QCOMPARE(r.sourceTokens.size(), std::size_t(512));
    QCOMPARE(r.notes.size(), std::size_t(1));
    QCOMPARE(r.notes[0].code, std::string("note.source_cut"));
    QVERIFY(QString::fromStdString(r.notes[0].text()).contains(QStringLiteral("10000 tokens")));
    QVERIFY(allFinite(r));
}

void PipelineTest::aComputationCanBeGivenUp()
{
    Lesson lesson = lessonWith([](AttentionConfig &c) { c.score = ScoreFunction::MultiHead; });
    int asked = 0;
    const auto given = computeAttention(lesson, nullptr, [&asked] { return ++asked < 3; });
    QVERIFY(!given);
    QVERIFY(QString::fromStdString(given.error()).contains(QStringLiteral("later edit")));
    QCOMPARE(asked, 3); // it stopped at the first "no"
    QVERIFY(computeAttention(lesson, nullptr, [] { return true; }));
}

void PipelineTest::extremeDimensions_data()
{
    QTest::addColumn<int>("dModel");
    QTest::addColumn<int>("score");
    QTest::newRow("d_model 1 scaled") << 1 << int(ScoreFunction::ScaledDot);
    QTest::newRow("d_model 1 additive") << 1 << int(ScoreFunction::Additive);
    QTest::newRow("d_model 1 multihead") << 1 << int(ScoreFunction::MultiHead);
    QTest::newRow("d_model 4096 dot") << 4096 << int(ScoreFunction::Dot);
    QTest::newRow("d_model 3 general") << 3 << int(ScoreFunction::General);
}

void PipelineTest::extremeDimensions()
{
    QFETCH(int, dModel);
    QFETCH(int, score);
    const AttentionResult r = computed(lessonWith([&](AttentionConfig &c) {
        c.dModel = dModel;
        c.heads = 1;
        c.score = ScoreFunction(score);
    }));
    QCOMPARE(r.Q.cols(), dModel);
    QVERIFY(allFinite(r));
}

QTEST_GUILESS_MAIN(PipelineTest)
#include "tst_pipeline.moc"
