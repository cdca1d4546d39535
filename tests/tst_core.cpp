// The pipeline from a lesson to a result: determinism, masks, temperature and every refusal.
#include "tests/TestSupport.h"
#include "core/kernels/CpuFeatures.h"
#include "core/kernels/PanelProduct.h"
#include "core/kernels/RowBlocks.h"
#include "core/pipeline/AttentionPipeline.h"
#include "core/pipeline/Budget.h"
#include "core/pipeline/ComputeCache.h"
#include "core/text/Embedding.h"
#include "core/text/Lexicon.h"
#include "core/text/Tokenizer.h"
#include "core/textbook/PositionalEncoding.h"
#include "core/pipeline/MultiHeadAttention.h"
#include "core/pipeline/RowSummaries.h"
#include "core/pipeline/TypingInTheSource.h"
#include "core/kernels/SoftmaxKernels.h"
#include "core/textbook/Softmax.h"

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
using test::untrainedLesson;

namespace {

Lesson lessonWith(const std::function<void(AttentionConfig &)> &change)
{
    Lesson lesson = untrainedLesson();
    change(lesson.config);
    return lesson;
}

AttentionResult computed(const Lesson &lesson)
{
    auto outcome = computeAttention(lesson);
    if (!outcome)
        qFatal("computeAttention failed: %s", outcome.error().c_str());
    return std::move(outcome.value());
}

bool allFinite(const AttentionResult &r)
{
    for (const Matrix *m : {&r.queryInput, &r.keyInput, &r.Q, &r.K, &r.V, &r.rawScores, &r.scores,
                            &r.weights, &r.context, &r.output})
        if (!m->allFinite())
            return false;
    for (Eigen::Index i = 0; i < r.weights.rows(); ++i)
        if (!std::isfinite(rowEntropy(r.weights, i)))
            return false;
    return true;
}

} // namespace

class CoreTest : public QObject
{
    Q_OBJECT

private slots:
    void aKeystrokeRecomputesOnlyItsRows();
    void theSameWordsAgainKeepEveryRow();
    void aSourceKeystrokeProjectsOnlyItsKey_data();
    void aSourceKeystrokeProjectsOnlyItsKey();
    void aChangedKeyAdjustsEachRowsContext_data();
    void aChangedKeyAdjustsEachRowsContext();
    void contextsAdjustedKeystrokeAfterKeystrokeStayExact_data();
    void contextsAdjustedKeystrokeAfterKeystrokeStayExact();
    void sourceKeystrokesRescaleTheKeptHeads_data();
    void sourceKeystrokesRescaleTheKeptHeads();
    void rescaledKeystrokesStayExactThroughASession();
    void newSourceWordsRescaleTheKeptHeads_data();
    void newSourceWordsRescaleTheKeptHeads();
    void erasedSourceWordsRescaleTheKeptHeads_data();
    void erasedSourceWordsRescaleTheKeptHeads();
    void wordsInTheMiddleWeighTheEarlierKeysFromKeptHeads_data();
    void wordsInTheMiddleWeighTheEarlierKeysFromKeptHeads();
    void wordsTypedAtOnePlaceReuseTheContextBeforeThem_data();
    void wordsTypedAtOnePlaceReuseTheContextBeforeThem();
    void aKeptRowThatWouldGrowTooFarIsComputedInFull();
    void typingHeadsMadeWhenIdleServeTheFirstKeystroke_data();
    void typingHeadsMadeWhenIdleServeTheFirstKeystroke();
    void typingAnywhereInALongSourceStaysExact_data();
    void typingAnywhereInALongSourceStaysExact();
    void aTargetKeystrokeSharesThePackedKeys();
    void rowsAreKeptOnlyWhenKeysAndSettingsAgree();
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

void CoreTest::aStrongestKeyMustStandOut()
{
    Matrix w(3, 3);
    w << 0.6f, 0.3f, 0.1f,      // a clear winner
        0.5f, 0.497f, 0.003f,   // two keys show as 0.50: no winner to mark
        0.5f, 0.497f, 0.003f;   // the same, with the runner-up blocked
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

void CoreTest::defaultLessonIsCrossAttention()
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

void CoreTest::sameTokenSameEmbedding()
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

void CoreTest::seedChangesEmbeddings()
{
    const AttentionResult a = computed(untrainedLesson());
    const AttentionResult b = computed(lessonWith([](AttentionConfig &c) { c.seed = 7; }));
    QVERIFY(!a.keyEmbeddings.isApprox(b.keyEmbeddings));
    QVERIFY(!a.weights.isApprox(b.weights));
}

void CoreTest::vocabularyIdsAreShared()
{
    const AttentionResult r = computed(untrainedLesson());
    QCOMPARE(r.queryTokens[5].id, r.keyTokens[5].id); // football
    QCOMPARE(r.queryTokens[9].id, r.keyTokens[9].id); // .
    QVERIFY(r.keyTokens[0].id != r.keyTokens[7].id);
    QVERIFY(r.keyTokens[0].id >= 4); // after <pad> <unk> <bos> <eos>
    QCOMPARE(r.vocabulary.textOf(r.queryTokens[2].id), r.queryTokens[2].text);
}

void CoreTest::positionalEncodingOddDimension()
{
    const Matrix pe = sinusoidalPositionalEncoding(6, 5);
    QCOMPARE(pe.cols(), 5);
    for (int pos = 0; pos < 6; ++pos) {
        QCOMPARE(pe(pos, 4), static_cast<Scalar>(std::sin(pos * std::exp(-4.0 * std::log(10000.0) / 5))));
        QCOMPARE(pe(pos, 1), static_cast<Scalar>(std::cos(pos * std::exp(0.0))));
    }
}

void CoreTest::positionalEncodingToggles()
{
    const AttentionResult with = computed(untrainedLesson());
    const AttentionResult without = computed(lessonWith([](AttentionConfig &c) { c.positionalEncoding = false; }));
    QVERIFY(!without.positionalEncoding);
    QCOMPARE(without.queryInput, without.queryEmbeddings);
    QVERIFY(with.queryInput.isApprox(with.queryEmbeddings + with.positionalEncoding->topRows(10)));
    QVERIFY(!with.weights.isApprox(without.weights));
}

void CoreTest::scaledDotDividesBySqrtD()
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

void CoreTest::rowsSumToOne_data()
{
    test::addScoreFunctionRows();
}

void CoreTest::rowsSumToOne()
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

void CoreTest::causalMaskHidesTheFuture()
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

void CoreTest::paddingKeysGetNoWeight()
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

void CoreTest::customBlockedCell()
{
    const AttentionResult r = computed(lessonWith([](AttentionConfig &c) { c.blockedCells = {{2, 2}, {99, 99}}; }));
    QVERIFY(r.mask(2, 2));
    QCOMPARE(r.weights(2, 2), 0.0f);
    QCOMPARE(int(r.mask.count()), 1);
}

void CoreTest::fullyBlockedRowIsZeroNotNaN()
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

void CoreTest::temperatureSharpens()
{
    const AttentionResult cold = computed(lessonWith([](AttentionConfig &c) { c.temperature = 0.25; }));
    const AttentionResult warm = computed(lessonWith([](AttentionConfig &c) { c.temperature = 4.0; }));
    for (int i = 0; i < cold.queryCount(); ++i)
        QVERIFY(rowEntropy(cold.weights, i) < rowEntropy(warm.weights, i));
    QVERIFY(cold.logits().isApprox(cold.scores * 4.0f));
}

void CoreTest::extremeTemperaturesStayFinite_data()
{
    QTest::addColumn<double>("temperature");
    QTest::newRow("1e-9") << 1e-9;
    QTest::newRow("1e9") << 1e9;
}

void CoreTest::extremeTemperaturesStayFinite()
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

void CoreTest::theSmallestTemperaturesAreOneHot_data()
{
    QTest::addColumn<double>("temperature");
    QTest::newRow("1e-30") << 1e-30; // 1 / temperature overflows a float
    QTest::newRow("1e-308") << 1e-308;
    QTest::newRow("5e-324") << 5e-324; // the smallest double: every positive score / it is infinite
}

// The limit of a softmax as the temperature goes to 0: all weight on the largest score, shared
// by equals; never NaN, never spread over every positive score.
void CoreTest::theSmallestTemperaturesAreOneHot()
{
    QFETCH(double, temperature);
    Matrix scores(3, 4);
    scores << 0.5f, 2.0f, 1.0f, -3.0f, //
        1.0f, 3.0f, 3.0f, 0.0f,        //
        -2.0f, -1.0f, -1.5f, -4.0f;
    const Matrix w = maskedSoftmax(scores, Mask(), temperature);
    QVERIFY(w.allFinite());
    Matrix expected(3, 4);
    expected << 0, 1, 0, 0, //
        0, 0.5f, 0.5f, 0,   //
        0, 1, 0, 0;
    // Eigen's vectorised exp stops at exp(-88.4): a float's 3e-39, not 0, below the largest score.
    QVERIFY2((w - expected).cwiseAbs().maxCoeff() < 1e-30f, qPrintable(QStringLiteral("%1").arg((w - expected).cwiseAbs().maxCoeff())));
}

void CoreTest::aRefusalRoundsItsFigures()
{
    const double gib = 1024.0 * 1024 * 1024;
    const auto refused = withinBudget(Cost{0, 3.4 * gib}, Message("what", "This"), Message("advice", "less"));
    QVERIFY(!refused);
    const QString text = QString::fromStdString(refused.problem().text());
    QVERIFY2(text.contains(QStringLiteral("about 3.4 GB")), qPrintable(text)); // not 3.4000000000000004
}

void CoreTest::softmaxIgnoresNaNAndInfinity()
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

void CoreTest::multiHeadMeanOfHeads()
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
    QVERIFY(r.scores.isApprox((headScores(r.Q, r.K, 4, 0) + headScores(r.Q, r.K, 4, 1) + headScores(r.Q, r.K, 4, 2)
                               + headScores(r.Q, r.K, 4, 3)) / 4.0f));
    QVERIFY(maskedSoftmax(headScores(r.Q, r.K, 4, 2), r.mask, 1.0).isApprox(r.headWeights[2]));
}

namespace {

Lesson multiHeadLesson()
{
    Lesson lesson;
    lesson.source = "the cat sat on the mat with a hat";
    lesson.target = "le chat est assis sur le tapis avec un chapeau";
    lesson.config.score = ScoreFunction::MultiHead;
    lesson.config.dModel = 32;
    lesson.config.heads = 4;
    lesson.config.causalMask = true;
    return lesson;
}

/** A copy of a result with every kept quantity of row 0 marked, to see where rows came from. */
std::shared_ptr<const AttentionResult> marked(const AttentionResult &r)
{
    auto copy = std::make_shared<AttentionResult>(r);
    copy->headWeights[1](0, 0) = 42;
    copy->weights(0, 0) = 43;
    copy->output(0, 0) = 44;
    copy->rows[0].markedArgmax = 45; // no key of the lesson
    return copy;
}

/** Equal up to float rounding of the largest value: another summation order (an adjusted
 *  context, another BLAS kernel) moves values of about 3 by a few ulps (measured: 1.3e-6 on an
 *  Intel Xeon whose OpenBLAS runs its AVX-512 kernels). */
bool equalToRounding(const Matrix &got, const Matrix &want, float tolerance = 1e-6f)
{
    return (got - want).cwiseAbs().maxCoeff() <= tolerance * std::max(1.0f, want.cwiseAbs().maxCoeff());
}

/** The rounding of a result at a temperature: below 0.1 a score's float rounding, divided by the
 *  temperature in the exponent, moves the weights by more (at 0.01: 6e-6 of a context of 0.94). */
float roundingAt(double temperature) { return static_cast<float>(1e-6 * std::max(1.0, 0.1 / temperature)); }

/** The rounding of contexts adjusted keystroke after keystroke, each from the last (at most 64
 *  before a full computation: measured up to 2.2e-6 after 48). */
constexpr float kRoundingOfAdjustedContexts = 1e-5f;

/** got equals want to rounding; its contexts and outputs to contextRounding, when given. */
void compareResults(const AttentionResult &got, const AttentionResult &want, float contextRounding = 0)
{
    QCOMPARE(got.queryCount(), want.queryCount());
    const float rounding = roundingAt(want.config.temperature);
    for (const auto &[a, b] : {std::pair{&got.Q, &want.Q}, {&got.K, &want.K}, {&got.V, &want.V}, {&got.scores, &want.scores},
                               {&got.weights, &want.weights}, {&got.context, &want.context}, {&got.output, &want.output}}) {
        const bool contextual = a == &got.context || a == &got.output;
        QVERIFY2(equalToRounding(*a, *b, contextual ? std::max(rounding, contextRounding) : rounding),
                 qPrintable(QString("off by %1").arg(a->size() == b->size() ? double((*a - *b).cwiseAbs().maxCoeff()) : -1.0)));
    }
    QCOMPARE(got.headWeights.size(), want.headWeights.size()); // every head, or (the means only) none
    for (std::size_t h = 0; h < want.headWeights.size(); ++h)
        QVERIFY(equalToRounding(got.headWeights[h], want.headWeights[h], roundingAt(want.config.temperature)));
    for (int i = 0; i < want.queryCount(); ++i) {
        QCOMPARE(got.rows[i].argmax, want.rows[i].argmax);
        QCOMPARE(got.rows[i].markedArgmax, want.rows[i].markedArgmax);
        const QueryRowSummary direct = summariseRow(want.weights, want.mask, i); // the marks of the weights shown
        QCOMPARE(want.rows[i].argmax, direct.argmax);
        QCOMPARE(want.rows[i].markedArgmax, direct.markedArgmax);
    }
}

} // namespace

void CoreTest::aKeystrokeRecomputesOnlyItsRows()
{
    ComputeCache cache;
    Lesson lesson = multiHeadLesson();
    const auto before = computeAttention(lesson, &cache);
    QVERIFY(before);
    cache.rememberResult(marked(before.value()));
    lesson.target += "s"; // the last target word changes: the last query row, nothing else
    const auto after = computeAttention(lesson, &cache);
    QVERIFY(after);
    QCOMPARE(after->positionalEncoding, before->positionalEncoding); // as many tokens: P shared, not copied
    // Row 0 was kept from the remembered result (the marks), not computed...
    QCOMPARE(after->headWeights[1](0, 0), 42.0f);
    QCOMPARE(after->weights(0, 0), 43.0f);
    QCOMPARE(after->output(0, 0), 44.0f);
    QCOMPARE(after->rows[0].markedArgmax, 45);
    // ...and every row agrees with a computation from scratch, the changed one included.
    const auto fresh = computeAttention(lesson);
    QVERIFY(fresh);
    AttentionResult unmarked = after.value();
    unmarked.headWeights[1](0, 0) = fresh->headWeights[1](0, 0);
    unmarked.weights(0, 0) = fresh->weights(0, 0);
    unmarked.output(0, 0) = fresh->output(0, 0);
    unmarked.rows[0].markedArgmax = fresh->rows[0].markedArgmax;
    compareResults(unmarked, fresh.value());
    QVERIFY(!after->weights.bottomRows(1).isApprox(before->weights.bottomRows(1))); // the last row did change
}

/** A space typed after the last source word leaves the words as they were: every row is kept
 *  from the result on show and none attends anew (which once divided by a band count of 0). */
void CoreTest::theSameWordsAgainKeepEveryRow()
{
    for (const HeadWeights heads : {HeadWeights::Keep, HeadWeights::MeanOnly}) {
        ComputeCache cache;
        Lesson lesson = multiHeadLesson();
        const auto before = computeAttention(lesson, &cache, {}, heads);
        QVERIFY(before);
        auto remembered = std::make_shared<AttentionResult>(before.value());
        remembered->weights(0, 0) = 43;
        cache.rememberResult(remembered);
        lesson.source += " ";
        const auto again = computeAttention(lesson, &cache, {}, heads);
        QVERIFY(again);
        QCOMPARE(again->weights(0, 0), 43.0f); // kept, not computed
        const auto fresh = computeAttention(lesson, nullptr, {}, heads);
        QVERIFY(fresh);
        AttentionResult unmarked = again.value();
        unmarked.weights(0, 0) = fresh->weights(0, 0);
        compareResults(unmarked, fresh.value());
    }
}

void CoreTest::aSourceKeystrokeProjectsOnlyItsKey_data()
{
    QTest::addColumn<int>("kernels");
    QTest::addColumn<int>("words");
    for (InstructionSet set : {InstructionSet::Portable, InstructionSet::Avx2, InstructionSet::Avx512})
        for (int words : {9, 150}) // 150: more rows than a band and a chunk of the projections
            QTest::addRow("%s, %d words", instructionSetName(set), words) << int(set) << words;
}

void CoreTest::aSourceKeystrokeProjectsOnlyItsKey()
{
    QFETCH(int, kernels);
    QFETCH(int, words);
    SKIP_UNLESS_THIS_CPU_RUNS(kernels);
    const test::KernelsLimitedTo limit{InstructionSet(kernels)};
    Lesson lesson = multiHeadLesson();
    lesson.config.causalMask = false;
    lesson.source.clear();
    lesson.target.clear();
    for (int i = 0; i < words; ++i) {
        lesson.source += "w" + std::to_string(i % 37) + " ";
        lesson.target += "v" + std::to_string(i % 41) + " ";
    }
    Lesson edited = lesson;
    edited.source += "s"; // the last source word changes: one key and its value

    // The projections of the unchanged queries, keys and values are copied (the marks show it)...
    ComputeCache cache;
    const auto before = computeAttention(lesson, &cache);
    QVERIFY(before);
    auto marks = std::make_shared<AttentionResult>(before.value());
    marks->Q(0, 0) = 47;
    marks->K(0, 0) = 46;
    marks->V(0, 0) = 48;
    cache.rememberResult(marks);
    const auto copied = computeAttention(edited, &cache);
    QVERIFY(copied);
    QCOMPARE(copied->Q(0, 0), 47.0f);
    QCOMPARE(copied->K(0, 0), 46.0f);
    QCOMPARE(copied->V(0, 0), 48.0f);
    QVERIFY(copied->K.bottomRows(1) != before->K.bottomRows(1)); // the changed key was projected

    // ...and give the very numbers of a computation from scratch.
    cache.rememberResult(std::make_shared<const AttentionResult>(before.value()));
    const auto after = computeAttention(edited, &cache);
    QVERIFY(after);
    const auto fresh = computeAttention(edited);
    QVERIFY(fresh);
    if (panelKernelAvailable()) { // bit for bit: with the panel kernel a row projects the same alone or in a block
        QCOMPARE(after->Q, fresh->Q);
        QCOMPARE(after->K, fresh->K);
        QCOMPARE(after->V, fresh->V);
    }
    compareResults(after.value(), fresh.value()); // through BLAS a lone row is summed in another order: within 1e-6
}

void CoreTest::aChangedKeyAdjustsEachRowsContext_data()
{
    QTest::addColumn<int>("kernels");
    QTest::addColumn<int>("mode");
    QTest::addColumn<double>("temperature");
    QTest::addColumn<bool>("blockTheKey"); // one row may not see the changed key
    for (InstructionSet set : {InstructionSet::Portable, InstructionSet::Avx2, InstructionSet::Avx512}) {
        const char *name = instructionSetName(set);
        QTest::addRow("%s, cross", name) << int(set) << int(AttentionMode::Cross) << 1.0 << false;
        // Peaked rows: where the changed key held most of a row, that row is summed again.
        QTest::addRow("%s, cross, temperature 0.05", name) << int(set) << int(AttentionMode::Cross) << 0.05 << false;
        // Where the key's new weight falls below float's range, its earlier one is unknown.
        QTest::addRow("%s, cross, temperature 0.01", name) << int(set) << int(AttentionMode::Cross) << 0.01 << false;
        QTest::addRow("%s, cross, a blocked cell", name) << int(set) << int(AttentionMode::Cross) << 1.0 << true;
        // The changed word is a query too: its own row is summed again, under the causal mask.
        QTest::addRow("%s, self attention on the source", name) << int(set) << int(AttentionMode::SelfSource) << 1.0 << false;
    }
}

void CoreTest::aChangedKeyAdjustsEachRowsContext()
{
    QFETCH(int, kernels);
    QFETCH(int, mode);
    QFETCH(double, temperature);
    QFETCH(bool, blockTheKey);
    SKIP_UNLESS_THIS_CPU_RUNS(kernels);
    const test::KernelsLimitedTo limit{InstructionSet(kernels)};
    Lesson lesson = multiHeadLesson();
    lesson.config.mode = AttentionMode(mode);
    lesson.config.causalMask = lesson.config.mode == AttentionMode::SelfSource; // in cross attention it would hide the last key
    lesson.config.temperature = temperature;
    lesson.source = "the cat sat on the mat with a hat and a very long tail that";
    if (blockTheKey)
        lesson.config.blockedCells = {{2, 14}}; // the last of 15 words
    Lesson edited = lesson;
    edited.source += "s"; // the last source word changes: one key and its value
    ComputeCache cache;
    const auto before = computeAttention(lesson, &cache);
    QVERIFY(before);
    const auto fresh = computeAttention(edited);
    QVERIFY(fresh);

    // The same numbers as from scratch...
    cache.rememberResult(std::make_shared<const AttentionResult>(before.value()));
    const auto after = computeAttention(edited, &cache);
    QVERIFY(after);
    compareResults(after.value(), fresh.value());

    // ...from the earlier contexts: each row's context of each head moves with a mark on its
    // earlier one (scaled by how much the other keys' weights shrank), unless it was summed again.
    auto marks = std::make_shared<AttentionResult>(before.value());
    marks->context.array() += 1000;
    cache.rememberResult(marks);
    const auto adjusted = computeAttention(edited, &cache);
    QVERIFY(adjusted);
    const int heads = lesson.config.heads, dk = lesson.config.dModel / heads;
    int moved = 0, summed = 0;
    for (int i = 0; i < adjusted->queryCount(); ++i)
        for (int h = 0; h < heads; ++h) {
            const double change = (adjusted->context.block(i, h * dk, 1, dk) - fresh->context.block(i, h * dk, 1, dk)).cwiseAbs().maxCoeff();
            (change > 1e-5 ? moved : summed) += 1;
        }
    QVERIFY(moved > 0);
    if (temperature < 1 || mode == int(AttentionMode::SelfSource))
        QVERIFY(summed > 0);
    if (blockTheKey) // a row that does not see the key keeps its context as it was
        QCOMPARE(adjusted->context.row(2), marks->context.row(2));
}

void CoreTest::contextsAdjustedKeystrokeAfterKeystrokeStayExact_data()
{
    QTest::addColumn<int>("kernels");
    QTest::addColumn<double>("temperature");
    for (InstructionSet set : {InstructionSet::Portable, InstructionSet::Avx2, InstructionSet::Avx512}) {
        QTest::addRow("%s", instructionSetName(set)) << int(set) << 1.0;
        QTest::addRow("%s, temperature 0.3", instructionSetName(set)) << int(set) << 0.3;
    }
}

/** A class typing in the source for a while, as the window computes: each keystroke's contexts are
 *  adjusted from the previous keystroke's, which were adjusted themselves. The rounding of each
 *  adjustment must not pile up: after 240 keystrokes the numbers are those of a fresh computation. */
void CoreTest::contextsAdjustedKeystrokeAfterKeystrokeStayExact()
{
    QFETCH(int, kernels);
    QFETCH(double, temperature);
    SKIP_UNLESS_THIS_CPU_RUNS(kernels);
    const test::KernelsLimitedTo limit{InstructionSet(kernels)};
    Lesson lesson = multiHeadLesson();
    lesson.config.dModel = 64;
    lesson.config.temperature = temperature;
    std::vector<std::string> words{"the", "cat", "sat", "on", "the", "mat", "with", "a", "hat"};
    const auto sentence = [&words] {
        std::string s;
        for (const auto &w : words)
            s += (s.empty() ? "" : " ") + w;
        return s;
    };
    ComputeCache cache;
    std::mt19937 random(17);
    int adjusted = 0;
    for (int keystroke = 0; keystroke < 240; ++keystroke) {
        // A letter typed or erased in the last word or in the fifth: one key changes in place.
        std::string &word = words[keystroke % 3 == 0 ? 4 : words.size() - 1];
        if (word.size() > 1 && (word.size() >= 7 || random() % 2 == 0))
            word.pop_back();
        else
            word.push_back(static_cast<char>('a' + random() % 26));
        lesson.source = sentence();
        const auto earlier = cache.rememberedResult();
        if (earlier) { // the same keystroke from marked contexts: the rows adjusted carry the mark
            auto marks = std::make_shared<AttentionResult>(*earlier);
            marks->context.array() += 1000;
            cache.rememberResult(marks);
            const auto fromMarks = computeAttention(lesson, &cache, {}, HeadWeights::MeanOnly, OutputProjection::WhenShown);
            QVERIFY(fromMarks);
            adjusted += fromMarks->context.maxCoeff() > 100;
            cache.rememberResult(earlier);
        }
        auto result = computeAttention(lesson, &cache, {}, HeadWeights::MeanOnly, OutputProjection::WhenShown);
        QVERIFY(result);
        cache.rememberResult(std::make_shared<const AttentionResult>(std::move(result.value())));
    }
    QVERIFY(adjusted > 200); // the keystrokes went through the adjusting path, not around it
    const auto fresh = computeAttention(lesson, nullptr, {}, HeadWeights::MeanOnly, OutputProjection::WhenShown);
    QVERIFY(fresh);
    const AttentionResult &typed = *cache.rememberedResult();
    const double contextError = (typed.context - fresh->context).cwiseAbs().maxCoeff();
    QVERIFY2(contextError < 1e-5, qPrintable(QString::number(contextError)));
    QVERIFY((typed.weights - fresh->weights).cwiseAbs().maxCoeff() < 1e-6f);
}

/** A computation as the window runs it (the means only), remembered for the next keystroke. */
std::shared_ptr<const AttentionResult> typeInto(ComputeCache &cache, const Lesson &lesson)
{
    auto result = computeAttention(lesson, &cache, {}, HeadWeights::MeanOnly);
    if (!result)
        return nullptr;
    auto kept = std::make_shared<const AttentionResult>(std::move(result.value()));
    cache.rememberResult(kept);
    return kept;
}

/** A lesson opened as the window opens it: computed with the means only, and each head's weights
 *  made for typing (typingHeadsOf()) as the window makes them once it is idle. Here the result
 *  carries them, as a keystroke's result does; the window remembers them beside it
 *  (typingHeadsMadeWhenIdleServeTheFirstKeystroke). */
std::shared_ptr<const AttentionResult> openForTyping(ComputeCache &cache, const Lesson &lesson)
{
    auto result = computeAttention(lesson, &cache, {}, HeadWeights::MeanOnly);
    if (!result || result->headsWhileTyping) // from scratch, a computation keeps no heads for typing
        return nullptr;
    result->headsWhileTyping = typingHeadsOf(result.value());
    auto kept = std::make_shared<const AttentionResult>(std::move(result.value()));
    cache.rememberResult(kept);
    return kept;
}

/** Rows of typing tests: every kernel family, peaked rows (where the key holds most of a row,
 *  the rest of the row is summed), three heads (the means divided by 3, not times 1/4), a blocked
 *  cell; temperature 0.01 through BLAS only where portableAtLowTemperature. */
void addTypingRows(bool portableAtLowTemperature)
{
    QTest::addColumn<int>("kernels");
    QTest::addColumn<double>("temperature");
    QTest::addColumn<int>("heads");
    QTest::addColumn<bool>("blockTheKey");
    for (InstructionSet set : {InstructionSet::Portable, InstructionSet::Avx2, InstructionSet::Avx512}) {
        const char *name = instructionSetName(set);
        QTest::addRow("%s", name) << int(set) << 1.0 << 4 << false;
        QTest::addRow("%s, temperature 0.2", name) << int(set) << 0.2 << 4 << false;
        if (set != InstructionSet::Portable || portableAtLowTemperature)
            QTest::addRow("%s, temperature 0.01", name) << int(set) << 0.01 << 4 << false;
        QTest::addRow("%s, three heads", name) << int(set) << 1.0 << 3 << false;
        QTest::addRow("%s, a blocked cell", name) << int(set) << 1.0 << 4 << true;
    }
}

void CoreTest::sourceKeystrokesRescaleTheKeptHeads_data() { addTypingRows(true); }

/** The lesson of a row of addTypingRows(): cross attention (a causal mask would hide the last
 *  key), the row's temperature, and its heads, 12 dimensions each. */
Lesson typingLessonOfTheRow()
{
    QFETCH(double, temperature);
    QFETCH(int, heads);
    Lesson lesson = multiHeadLesson();
    lesson.config.causalMask = false;
    lesson.config.temperature = temperature;
    lesson.config.heads = heads;
    lesson.config.dModel = 12 * heads;
    return lesson;
}

/** count words, "source0" on, for a long source. */
std::vector<std::string> numberedWords(int count)
{
    std::vector<std::string> words;
    for (int i = 0; i < count; ++i)
        words.push_back("source" + std::to_string(i));
    return words;
}

/** The words as a sentence, each followed by a space. */
std::string sentenceOf(const std::vector<std::string> &words)
{
    std::string sentence;
    for (const std::string &word : words)
        sentence += word + ' ';
    return sentence;
}

/** Typing in the source as the window computes: a lesson opened gets every head's weights (made
 *  while the window is idle); the keystrokes on the same word rescale them, never computing a
 *  score but the typed key's, and give the numbers of a computation from scratch. */
void CoreTest::sourceKeystrokesRescaleTheKeptHeads()
{
    QFETCH(int, kernels);
    QFETCH(double, temperature);
    QFETCH(bool, blockTheKey);
    SKIP_UNLESS_THIS_CPU_RUNS(kernels);
    const test::KernelsLimitedTo limit{InstructionSet(kernels)};
    Lesson lesson = typingLessonOfTheRow();
    lesson.source = "the cat sat on the mat with a hat and a very long tail that";
    if (blockTheKey)
        lesson.config.blockedCells = {{2, 14}, {2, 16}}; // the last of 15 words, and the word added below
    ComputeCache cache;
    const auto first = openForTyping(cache, lesson);
    QVERIFY(first && first->headsWhileTyping); // a lesson just opened keeps every head
    QCOMPARE(first->headsWhileTyping->keystrokes, 0);
    lesson.source.replace(lesson.source.find("sat"), 3, "ran"); // a key changed in place rescales them
    const auto third = typeInto(cache, lesson);
    QVERIFY(third && third->headsWhileTyping);
    if (temperature >= 0.1) { // (at 0.01 weights below float's range may send it the full way)
        QCOMPARE(third->headsWhileTyping->keystrokes, 1);
        QCOMPARE(third->headsWhileTyping->weights.get(), first->headsWhileTyping->weights.get());
    }
    lesson.source += "s"; // another key: rescaled too
    const auto full = typeInto(cache, lesson);
    QVERIFY(full && full->headsWhileTyping);
    if (temperature >= 0.1) {
        QCOMPARE(full->headsWhileTyping->keystrokes, 2);
        QCOMPARE(full->headsWhileTyping->ownKeys.size(), std::size_t(2));
    }
    for (const char letter : std::string("quiet")) {
        lesson.source += letter;
        const auto typed = typeInto(cache, lesson);
        QVERIFY(typed && typed->headsWhileTyping);
        if (temperature < 0.1) { // some key's weight below float's range: where it would grow, computed in full
            const auto fresh = computeAttention(lesson, nullptr, {}, HeadWeights::MeanOnly);
            QVERIFY(fresh);
            compareResults(*typed, fresh.value());
            continue;
        }
        QCOMPARE(typed->headsWhileTyping->weights.get(), full->headsWhileTyping->weights.get()); // read, not computed again
        QVERIFY(typed->headsWhileTyping->keystrokes > 0);
        const auto fresh = computeAttention(lesson, nullptr, {}, HeadWeights::MeanOnly);
        QVERIFY(fresh);
        compareResults(*typed, fresh.value());
        if (blockTheKey) // the row that does not see the key keeps its weights
            QCOMPARE(typed->weights.row(2), full->weights.row(2));
    }
    lesson.source.insert(0, "a "); // every key moves: computed in full again, the heads kept anew
    const auto moved = typeInto(cache, lesson);
    QVERIFY(moved && moved->headsWhileTyping);
    QCOMPARE(moved->headsWhileTyping->keystrokes, 0);
    QVERIFY(moved->headsWhileTyping->weights != full->headsWhileTyping->weights);
    lesson.source += " d"; // the first letter of a new word: one key more, rescaled
    const auto newWord = typeInto(cache, lesson);
    QVERIFY(newWord && newWord->headsWhileTyping);
    QCOMPARE(newWord->keyCount(), moved->keyCount() + 1);
    if (temperature >= 0.1) {
        QCOMPARE(newWord->headsWhileTyping->keystrokes, 1);
        QCOMPARE(newWord->headsWhileTyping->weights.get(), moved->headsWhileTyping->weights.get());
    }
    const auto newWordFresh = computeAttention(lesson, nullptr, {}, HeadWeights::MeanOnly);
    QVERIFY(newWordFresh);
    compareResults(*newWord, newWordFresh.value());
    if (blockTheKey) // the row that does not see the new key keeps its weights
        QCOMPARE(newWord->weights.row(2).head(moved->keyCount()), moved->weights.row(2));
    lesson.source += "o"; // its second letter rescales
    const auto secondLetter = typeInto(cache, lesson);
    QVERIFY(secondLetter && secondLetter->headsWhileTyping);
    if (temperature >= 0.1) // (at 0.01 weights below float's range may send it the full way)
        QCOMPARE(secondLetter->headsWhileTyping->keystrokes, 2);
    const auto fresh = computeAttention(lesson, nullptr, {}, HeadWeights::MeanOnly);
    QVERIFY(fresh);
    compareResults(*secondLetter, fresh.value());
    lesson.target += "s"; // typing in the target changes queries: no heads kept
    const auto target = typeInto(cache, lesson);
    QVERIFY(target && !target->headsWhileTyping);
}

/** A long session in one word: each keystroke rescales the previous one's rescaled weights, and
 *  the rounding must not pile up (every 64 keystrokes the heads are computed in full again). */
void CoreTest::rescaledKeystrokesStayExactThroughASession()
{
    Lesson lesson = multiHeadLesson();
    lesson.config.causalMask = false;
    lesson.config.temperature = 0.5;
    ComputeCache cache;
    std::mt19937 random(23);
    std::string word = "hat";
    lesson.source = "the cat sat on the mat with a " + word;
    QVERIFY(typeInto(cache, lesson));
    int longest = 0, restarts = 0;
    for (int keystroke = 0; keystroke < 200; ++keystroke) {
        if (word.size() > 1 && (word.size() >= 9 || random() % 2 == 0))
            word.pop_back();
        else
            word.push_back(static_cast<char>('a' + random() % 26));
        lesson.source = "the cat sat on the mat with a " + word;
        const auto typed = typeInto(cache, lesson);
        QVERIFY(typed && typed->headsWhileTyping);
        const int keystrokes = typed->headsWhileTyping->keystrokes;
        restarts += keystroke > 0 && keystrokes == 0;
        longest = std::max(longest, keystrokes);
    }
    QCOMPARE(longest, 64);
    QVERIFY(restarts >= 2);
    const auto fresh = computeAttention(lesson, nullptr, {}, HeadWeights::MeanOnly);
    QVERIFY(fresh);
    const AttentionResult &typed = *cache.rememberedResult();
    QVERIFY((typed.weights - fresh->weights).cwiseAbs().maxCoeff() < 1e-6f);
    QVERIFY((typed.context - fresh->context).cwiseAbs().maxCoeff() < 1e-5f);
}

void CoreTest::newSourceWordsRescaleTheKeptHeads_data()
{
    QTest::addColumn<int>("kernels");
    QTest::addColumn<double>("temperature");
    QTest::addColumn<bool>("causal");
    QTest::addColumn<bool>("blindRow");
    for (InstructionSet set : {InstructionSet::Portable, InstructionSet::Avx2, InstructionSet::Avx512}) {
        const char *name = instructionSetName(set);
        QTest::addRow("%s", name) << int(set) << 1.0 << false << false;
        QTest::addRow("%s, temperature 0.2", name) << int(set) << 0.2 << false << false;
        // Rows before the new word's position do not see it.
        QTest::addRow("%s, causal mask", name) << int(set) << 1.0 << true << false;
        // A row that sees none of the first words has no softmax to rescale: the first new word
        // is computed in full.
        QTest::addRow("%s, a row blind to the first words", name) << int(set) << 1.0 << false << true;
    }
}

/** New words typed at the end of the source, a key at a time as the window computes: a space
 *  keeps every row and the heads, a first letter adds a key and rescales the rows, the next
 *  letters change it in place. Every keystroke gives the numbers of a computation from scratch;
 *  the heads are computed in full again only after 16 words. */
void CoreTest::newSourceWordsRescaleTheKeptHeads()
{
    QFETCH(int, kernels);
    QFETCH(double, temperature);
    QFETCH(bool, causal);
    QFETCH(bool, blindRow);
    SKIP_UNLESS_THIS_CPU_RUNS(kernels);
    const test::KernelsLimitedTo limit{InstructionSet(kernels)};
    Lesson lesson = multiHeadLesson();
    lesson.config.causalMask = causal;
    if (blindRow)
        lesson.config.blockedCells = {{3, 0}, {3, 1}};
    lesson.config.temperature = temperature;
    lesson.source = "the cat";
    ComputeCache cache;
    const auto opened = openForTyping(cache, lesson);
    QVERIFY(opened && opened->headsWhileTyping);
    std::shared_ptr<const AttentionResult> typed = opened;
    std::mt19937 random(5);
    int added = 0, restarts = 0;
    for (int word = 0; word < 20; ++word) {
        const auto before = typed;
        lesson.source += ' '; // the same words: every row kept, the heads with them
        typed = typeInto(cache, lesson);
        QVERIFY(typed && typed->headsWhileTyping);
        QCOMPARE(typed->headsWhileTyping.get(), before->headsWhileTyping.get());
        for (int letter = 0; letter < 3; ++letter) {
            lesson.source += static_cast<char>('a' + random() % 26);
            const auto earlier = typed;
            typed = typeInto(cache, lesson);
            QVERIFY(typed && typed->headsWhileTyping);
            const int keystrokes = typed->headsWhileTyping->keystrokes;
            if (letter == 0 && keystrokes > 0) {
                QCOMPARE(typed->keyCount(), earlier->keyCount() + 1);
                QCOMPARE(typed->headsWhileTyping->weights.get(), earlier->headsWhileTyping->weights.get());
                added += 1;
            }
            restarts += keystrokes == 0;
            if (blindRow && word == 0 && letter == 0)
                QCOMPARE(keystrokes, 0);
            const auto fresh = computeAttention(lesson, nullptr, {}, HeadWeights::MeanOnly);
            QVERIFY(fresh);
            compareResults(*typed, fresh.value(), kRoundingOfAdjustedContexts);
        }
    }
    QVERIFY2(added >= 18 - blindRow, qPrintable(QString::number(added))); // every word but the 17th (16 keys held apart)
    QCOMPARE(restarts, 1 + blindRow);
}

void CoreTest::erasedSourceWordsRescaleTheKeptHeads_data()
{
    QTest::addColumn<int>("kernels");
    QTest::addColumn<double>("temperature");
    QTest::addColumn<bool>("causal");
    for (InstructionSet set : {InstructionSet::Portable, InstructionSet::Avx2, InstructionSet::Avx512}) {
        QTest::addRow("%s", instructionSetName(set)) << int(set) << 1.0 << false;
        // Peaked rows: where the erased word held most of a row, the rest is summed again.
        QTest::addRow("%s, temperature 0.2", instructionSetName(set)) << int(set) << 0.2 << false;
        // The first rows never see the erased keys: their weight there is 0, and stays.
        QTest::addRow("%s, causal mask", instructionSetName(set)) << int(set) << 1.0 << true;
    }
}

/** Words typed at the end of the source and erased again, a key at a time, and then the words
 *  the heads were kept with: the last letter of each word takes its key away, and the rows are
 *  rescaled without it. A word changed before the last computes the heads in full. Every
 *  keystroke gives the numbers of a fresh computation. */
void CoreTest::erasedSourceWordsRescaleTheKeptHeads()
{
    QFETCH(int, kernels);
    QFETCH(double, temperature);
    QFETCH(bool, causal);
    SKIP_UNLESS_THIS_CPU_RUNS(kernels);
    const test::KernelsLimitedTo limit{InstructionSet(kernels)};
    Lesson lesson = multiHeadLesson();
    lesson.config.causalMask = causal;
    lesson.config.temperature = temperature;
    lesson.source = "the cat sat";
    ComputeCache cache;
    const auto opened = openForTyping(cache, lesson);
    QVERIFY(opened && opened->headsWhileTyping);
    const auto typeAndCompare = [&] {
        const auto typed = typeInto(cache, lesson);
        const auto fresh = computeAttention(lesson, nullptr, {}, HeadWeights::MeanOnly);
        if (!typed || !typed->headsWhileTyping || !fresh)
            return std::shared_ptr<const AttentionResult>();
        compareResults(*typed, fresh.value(), kRoundingOfAdjustedContexts);
        return typed;
    };
    for (const char *text : {" on the mat", " with a hat"})
        for (const char *c = text; *c; ++c) {
            lesson.source += *c;
            QVERIFY(typeAndCompare());
        }
    int erased = 0;
    while (lesson.source.size() > std::string("t").size()) {
        const auto earlier = cache.rememberedResult();
        lesson.source.pop_back();
        const auto typed = typeAndCompare();
        QVERIFY(typed);
        if (typed->keyCount() < earlier->keyCount()) { // a word's last letter: its key taken away
            QCOMPARE(typed->headsWhileTyping->weights.get(), opened->headsWhileTyping->weights.get());
            QVERIFY(typed->headsWhileTyping->keystrokes > earlier->headsWhileTyping->keystrokes);
            erased += 1;
        }
    }
    QCOMPARE(erased, 8); // the six typed, then "sat" and "cat"
    lesson.source = "a"; // the one word left changed in place
    QVERIFY(typeAndCompare());
    lesson.source = "a cat"; // a key added where one the heads were kept with was erased
    const auto added = typeAndCompare();
    QVERIFY(added);
    QCOMPARE(added->headsWhileTyping->weights.get(), opened->headsWhileTyping->weights.get());
    lesson.source = "cat"; // the first word erased: the other key moves, and the heads are computed in full
    const auto changed = typeAndCompare();
    QVERIFY(changed);
    QCOMPARE(changed->headsWhileTyping->keystrokes, 0);
}

/** The row's typing lesson, long enough for words typed in the middle of its source; with
 *  blockTheKey a blocked cell among the keys weighed from the kept heads and one among those
 *  scored. */
Lesson longTypingLessonOfTheRow()
{
    QFETCH(bool, blockTheKey);
    Lesson lesson = typingLessonOfTheRow();
    lesson.config.maxTokens = 800;
    if (blockTheKey)
        lesson.config.blockedCells = {{2, 10}, {2, 650}};
    return lesson;
}

/** words typed as lesson's source through cache, compared with a computation from scratch (its
 *  contexts and outputs to contextRounding, when given). */
std::shared_ptr<const AttentionResult> typeAndCompare(ComputeCache &cache, Lesson &lesson, const std::vector<std::string> &words,
                                                      float contextRounding = 0)
{
    lesson.source = sentenceOf(words);
    const auto typed = typeInto(cache, lesson);
    const auto fresh = computeAttention(lesson, nullptr, {}, HeadWeights::MeanOnly);
    if (typed && fresh)
        compareResults(*typed, fresh.value(), contextRounding);
    return typed;
}

/** leastKeptKeys() as TypingInTheSource.h promises it for a kernel family: 256 keys with AVX2,
 *  512 with AVX-512 (and the portable kernels, which never weigh from kept heads). */
std::ptrdiff_t leastKeptKeysWith(int kernels) { return InstructionSet(kernels) == InstructionSet::Avx2 ? 256 : 512; }

void CoreTest::wordsInTheMiddleWeighTheEarlierKeysFromKeptHeads_data()
{
    // Through BLAS a key projected alone is summed in another order than in a block, and at 0.01
    // that rounding is a hundred times larger in the logits (5e-5 in a context of 700 keys, on an
    // AVX2-only CPU): the panel kernels give the same bits either way.
    addTypingRows(false);
}

/** A word typed or erased in the middle of a long source moves every later key: the rows are
 *  computed again, but the weights on the keys before it (whole panels of them) come from the
 *  heads the last keystroke kept, one factor a row, and must give the numbers of a computation
 *  from scratch, own keys (typed in place since) and blocked cells among them. */
void CoreTest::wordsInTheMiddleWeighTheEarlierKeysFromKeptHeads()
{
    QFETCH(int, kernels);
    QFETCH(double, temperature);
    SKIP_UNLESS_THIS_CPU_RUNS(kernels);
    const test::KernelsLimitedTo limit{InstructionSet(kernels)};
    Lesson lesson = longTypingLessonOfTheRow();
    std::vector<std::string> words = numberedWords(700);
    ComputeCache cache;
    const auto typeAndCompare = [&](float contextRounding = 0) { return ::typeAndCompare(cache, lesson, words, contextRounding); };
    // Weighed where the softmax kernels run and no kept weight lies below float's range.
    const bool weighs = InstructionSet(kernels) != InstructionSet::Portable && temperature >= 0.1;
    lesson.source = sentenceOf(words);
    const auto first = openForTyping(cache, lesson);
    QVERIFY(first && first->headsWhileTyping);
    QCOMPARE(first->headsWhileTyping->keystrokes, 0);
    words.insert(words.begin() + 600, "x"); // keys 0-599 stay: the first 576 (whole panels) weighed
    const auto inserted = typeAndCompare();
    QVERIFY(inserted && inserted->headsWhileTyping);
    if (weighs)
        QCOMPARE(inserted->headsWhileTyping->keystrokes, 1);
    words[10] += 's'; // a key changed in place among them: rescaled, its weights held apart, contexts adjusted
    const auto changed = typeAndCompare(kRoundingOfAdjustedContexts);
    QVERIFY(changed && changed->headsWhileTyping);
    if (weighs)
        QCOMPARE(changed->headsWhileTyping->ownKeys, std::vector<Eigen::Index>{10});
    words.erase(words.begin() + 590); // keys 0-589 stay: 576 weighed again, the own key among them
    const auto erased = typeAndCompare();
    QVERIFY(erased && erased->headsWhileTyping);
    if (weighs)
        QCOMPARE(erased->headsWhileTyping->keystrokes, 3);
    const std::ptrdiff_t least = leastKeptKeysWith(kernels);
    if (weighs)
        QCOMPARE(leastKeptKeys(), Eigen::Index(least));
    words.erase(words.begin() + least - 8); // least - 16 keys in whole panels stay: computed in full
    const auto early = typeAndCompare();
    QVERIFY(early && early->headsWhileTyping);
    QCOMPARE(early->headsWhileTyping->keystrokes, 0);
    words.erase(words.begin() + least + 8); // least keys in whole panels stay: weighed
    const auto atTheLeast = typeAndCompare();
    QVERIFY(atTheLeast && atTheLeast->headsWhileTyping);
    if (weighs)
        QCOMPARE(atTheLeast->headsWhileTyping->keystrokes, 1);
}

void CoreTest::wordsTypedAtOnePlaceReuseTheContextBeforeThem_data()
{
    addTypingRows(false);
}

/** Words typed and erased again where the last one was: the context of the keys before them is
 *  the one that keystroke kept, times one factor a row (letters changed in the word since
 *  rescaled it), not summed again; where a key among them changed, it is summed. Each keystroke
 *  gives the numbers of a computation from scratch, and a kept context that is wrong shows in
 *  them exactly where it should be read. */
void CoreTest::wordsTypedAtOnePlaceReuseTheContextBeforeThem()
{
    QFETCH(int, kernels);
    QFETCH(double, temperature);
    SKIP_UNLESS_THIS_CPU_RUNS(kernels);
    const test::KernelsLimitedTo limit{InstructionSet(kernels)};
    Lesson lesson = longTypingLessonOfTheRow();
    std::vector<std::string> words = numberedWords(700);
    ComputeCache cache;
    const auto typeAndCompare = [&](float contextRounding = 0) { return ::typeAndCompare(cache, lesson, words, contextRounding); };
    // The shown result's kept context of the keys before the word, all zeros: read, it takes
    // their part out of every row's context.
    const auto zeroTheKeptContext = [&cache](const AttentionResult &shown) {
        auto typing = std::make_shared<HeadsWhileTyping>(*shown.headsWhileTyping);
        typing->prefixContext = std::make_shared<const Matrix>(Matrix::Zero(shown.queryCount(), shown.config.dModel));
        auto tampered = std::make_shared<AttentionResult>(shown);
        tampered->headsWhileTyping = typing;
        cache.rememberResult(tampered);
    };
    const bool weighs = InstructionSet(kernels) != InstructionSet::Portable && temperature >= 0.1;
    lesson.source = sentenceOf(words);
    QVERIFY(openForTyping(cache, lesson));
    words.insert(words.begin() + 600, "x"); // keys 0-599 stay: 576 weighed, their context summed and kept
    const auto inserted = typeAndCompare();
    QVERIFY(inserted && inserted->headsWhileTyping);
    if (weighs) {
        QVERIFY(inserted->headsWhileTyping->prefixContext);
        QCOMPARE(inserted->headsWhileTyping->prefixKeys, Eigen::Index(576));
    }
    words.insert(words.begin() + 601, "y"); // the kept context read, times a factor: rounded again
    QVERIFY(typeAndCompare(kRoundingOfAdjustedContexts));
    for (int again = 0; again < 24; ++again) { // its rounding does not build up
        words.insert(words.begin() + 602, "z");
        QVERIFY(typeAndCompare(kRoundingOfAdjustedContexts));
        words.erase(words.begin() + 602);
        QVERIFY(typeAndCompare(kRoundingOfAdjustedContexts));
    }
    words[601] += 's'; // a letter in the word: rescaled, the kept context with it
    const auto changed = typeAndCompare(kRoundingOfAdjustedContexts);
    QVERIFY(changed && changed->headsWhileTyping);
    if (weighs)
        QVERIFY(changed->headsWhileTyping->prefixContext);
    words.erase(words.begin() + 600); // read once more, through the rescaled rows
    const auto erased = typeAndCompare(kRoundingOfAdjustedContexts);
    QVERIFY(erased && erased->headsWhileTyping);
    if (weighs) {
        QCOMPARE(erased->headsWhileTyping->keystrokes, 52);
        zeroTheKeptContext(*erased);
        words.insert(words.begin() + 600, "z");
        lesson.source = sentenceOf(words);
        const auto wrong = typeInto(cache, lesson);
        const auto want = computeAttention(lesson, nullptr, {}, HeadWeights::MeanOnly);
        QVERIFY(wrong && want);
        QVERIFY((wrong->context - want.value().context).cwiseAbs().maxCoeff() > 1e-3f);
        words.erase(words.begin() + 600); // back to the result as it was
        cache.rememberResult(erased);
    }
    words[10] += 's'; // a key before the word changed: its kept context is not read again
    const auto before = typeAndCompare(kRoundingOfAdjustedContexts);
    QVERIFY(before && before->headsWhileTyping);
    zeroTheKeptContext(*before);
    words.insert(words.begin() + 600, "w");
    QVERIFY(typeAndCompare());
}

/** Where a kept row's weights would grow past kMostGrowth (weights kept below float's range would
 *  come into view), the bands stop and every row is computed in full: the numbers of a fresh
 *  computation, and a typing state started anew. Made so here by a kept state whose rows are
 *  scaled to 1e-35 of their kept weights, as if keys typed since held the rest. */
void CoreTest::aKeptRowThatWouldGrowTooFarIsComputedInFull()
{
    if (!softmaxKernelsAvailable())
        QSKIP("this CPU has no AVX2: the keys before a middle word are scored as the rest");
    Lesson lesson = multiHeadLesson();
    lesson.config.causalMask = false;
    lesson.config.maxTokens = 800;
    std::vector<std::string> words = numberedWords(700);
    lesson.source = sentenceOf(words);
    ComputeCache cache;
    const auto first = openForTyping(cache, lesson);
    QVERIFY(first && first->headsWhileTyping);
    auto scaledDown = std::make_shared<HeadsWhileTyping>(*first->headsWhileTyping);
    std::fill(scaledDown->scale.begin(), scaledDown->scale.end(), 1e-35);
    auto shown = std::make_shared<AttentionResult>(*first);
    shown->headsWhileTyping = scaledDown;
    cache.rememberResult(shown);
    words.insert(words.begin() + 600, "x");
    lesson.source = sentenceOf(words);
    const auto typed = typeInto(cache, lesson);
    QVERIFY(typed && typed->headsWhileTyping);
    QCOMPARE(typed->headsWhileTyping->keystrokes, 0);
    const auto fresh = computeAttention(lesson, nullptr, {}, HeadWeights::MeanOnly);
    QVERIFY(fresh);
    compareResults(*typed, fresh.value());
}

void CoreTest::typingHeadsMadeWhenIdleServeTheFirstKeystroke_data() { addTypingRows(true); }

/** A lesson computed from scratch (opened, a setting changed) keeps no head for typing; the
 *  window makes them once it is idle (typingHeadsOf()): the very weights a keystroke's full
 *  computation keeps, which the cache remembers beside the result on show, and which the next
 *  source keystroke rescales as if that computation had kept them. */
void CoreTest::typingHeadsMadeWhenIdleServeTheFirstKeystroke()
{
    QFETCH(int, kernels);
    QFETCH(double, temperature);
    QFETCH(bool, blockTheKey);
    SKIP_UNLESS_THIS_CPU_RUNS(kernels);
    const test::KernelsLimitedTo limit{InstructionSet(kernels)};
    Lesson lesson = typingLessonOfTheRow();
    lesson.source = "the cat sat on the mat with a hat and a very long tail that";
    if (blockTheKey)
        lesson.config.blockedCells = {{2, 3}};
    ComputeCache cache;
    const auto opened = typeInto(cache, lesson);
    QVERIFY(opened && !opened->headsWhileTyping);
    // A keystroke on a result without them computes every row and keeps the heads: the reference.
    lesson.source += "s";
    const auto full = typeInto(cache, lesson);
    QVERIFY(full && full->headsWhileTyping);
    QCOMPARE(full->headsWhileTyping->keystrokes, 0);
    AttentionResult bare = *full;
    bare.headsWhileTyping.reset();
    const auto made = typingHeadsOf(bare);
    QVERIFY(made && made->weights && made->logNormalisers);
    QCOMPARE(made->keystrokes, 0);
    QCOMPARE(made->weights->size(), full->headsWhileTyping->weights->size());
    for (std::size_t h = 0; h < made->weights->size(); ++h)
        QVERIFY((*made->weights)[h] == (*full->headsWhileTyping->weights)[h]); // the same bits
    QVERIFY(*made->logNormalisers == *full->headsWhileTyping->logNormalisers);
    QVERIFY(!typingHeadsOf(*full)); // it has its own
    QVERIFY(!typingHeadsOf(bare, [] { return false; }));

    // Remembered beside the result on show, they serve the next keystroke as its own would.
    lesson.source.pop_back();
    const auto shown = typeInto(cache, lesson); // a key changed again: rescaled from full's heads
    QVERIFY(shown && shown->headsWhileTyping);
    auto reopened = std::make_shared<AttentionResult>(bare);
    cache.rememberResult(reopened);
    const auto heads = typingHeadsOf(*reopened);
    cache.rememberTypingHeads(*shown, heads); // not the result remembered: ignored
    QVERIFY(!cache.rememberedTypingHeads(*reopened));
    cache.rememberTypingHeads(*reopened, heads);
    QCOMPARE(cache.rememberedTypingHeads(*reopened), heads);
    lesson.source += "t";
    const auto typed = typeInto(cache, lesson);
    QVERIFY(typed && typed->headsWhileTyping);
    if (temperature >= 0.1) { // (at 0.01 weights below float's range may send it the full way)
        QCOMPARE(typed->headsWhileTyping->keystrokes, 1);
        QCOMPARE(typed->headsWhileTyping->weights.get(), heads->weights.get());
    }
    const auto fresh = computeAttention(lesson, nullptr, {}, HeadWeights::MeanOnly);
    QVERIFY(fresh);
    compareResults(*typed, fresh.value(), kRoundingOfAdjustedContexts);
    QVERIFY(!cache.rememberedTypingHeads(*reopened)); // forgotten with the result they were made for

    // Nothing to make for a result that is not cross attention's heads.
    Lesson self = lesson;
    self.config.mode = AttentionMode::SelfSource;
    const auto selfResult = computeAttention(self, nullptr, {}, HeadWeights::MeanOnly);
    QVERIFY(selfResult && !typingHeadsOf(selfResult.value()));
    Lesson single = lesson;
    single.config.score = ScoreFunction::ScaledDot;
    const auto singleResult = computeAttention(single);
    QVERIFY(singleResult && !typingHeadsOf(singleResult.value()));
}

void CoreTest::typingAnywhereInALongSourceStaysExact_data()
{
    QTest::addColumn<int>("kernels");
    QTest::addColumn<double>("temperature");
    QTest::addColumn<bool>("blockCells");
    for (InstructionSet set : {InstructionSet::Portable, InstructionSet::Avx2, InstructionSet::Avx512}) {
        const char *name = instructionSetName(set);
        QTest::addRow("%s", name) << int(set) << 1.0 << false;
        QTest::addRow("%s, temperature 0.3, blocked cells", name) << int(set) << 0.3 << true;
    }
}

/** A session of typing anywhere in a long source, as a person edits it: letters typed and erased
 *  in words near the start, the middle and the end (a key changed in place), words added and
 *  erased at the end and in the middle (later keys move), a space doubled (the same words,
 *  placed elsewhere), in random order, so that each way of reaching the next result starts from
 *  the states every other way leaves (keys held apart, keys added since, keys before a middle
 *  word weighed from the kept heads, the full computation after 64 keystrokes). Every keystroke
 *  gives the numbers of a computation from scratch. The choice of kernels is proven emulated by
 *  the tests of each way alone; their combinations, 400 computations of 700 keys a row, are left
 *  to the native run. */
void CoreTest::typingAnywhereInALongSourceStaysExact()
{
    QFETCH(int, kernels);
    QFETCH(double, temperature);
    QFETCH(bool, blockCells);
    SKIP_UNLESS_THIS_CPU_RUNS(kernels);
    const test::KernelsLimitedTo limit{InstructionSet(kernels)};
    Lesson lesson = multiHeadLesson();
    lesson.config.causalMask = false;
    lesson.config.temperature = temperature;
    lesson.config.dModel = 48;
    lesson.config.maxTokens = 800;
    if (blockCells)
        lesson.config.blockedCells = {{1, 5}, {1, 640}, {4, 300}};
    std::vector<std::string> words = numberedWords(700);
    ComputeCache cache;
    ComputeCache scratch; // never remembers a result: every row computed, the embeddings made once
    std::mt19937 random(kernels * 31 + static_cast<int>(temperature * 10));
    const auto anywhere = [&random](std::size_t count) { return static_cast<std::size_t>(random() % count); };
    lesson.source = sentenceOf(words);
    QVERIFY(openForTyping(cache, lesson));
    int weighed = 0, middleWords = 0, restarts = 0;
    const auto from = static_cast<std::size_t>(leastKeptKeysWith(kernels) + 8); // middle words with leastKeptKeys() or more before them
    for (int keystroke = 0; keystroke < 200; ++keystroke) {
        const auto before = cache.rememberedResult();
        const int choice = static_cast<int>(random() % 100);
        bool middleWord = false;
        if (choice < 45) { // a letter typed or erased in a word
            std::string &word = words[anywhere(words.size())];
            if (word.size() > 1 && random() % 2 == 0)
                word.pop_back();
            else
                word.push_back(static_cast<char>('a' + random() % 26));
        } else if (choice < 57 && words.size() < 760) {
            words.push_back(std::string(1, static_cast<char>('a' + random() % 26)));
        } else if (choice < 69 && words.size() > 640) {
            words.pop_back();
        } else if (choice < 82 && words.size() < 760) {
            const std::size_t at = from + anywhere(words.size() - from);
            words.insert(words.begin() + static_cast<std::ptrdiff_t>(at), std::string(1, 'x'));
            middleWord = true;
        } else if (choice < 95 && words.size() > 640) {
            words.erase(words.begin() + static_cast<std::ptrdiff_t>(from + anywhere(words.size() - from)));
            middleWord = true;
        }
        lesson.source = sentenceOf(words);
        if (choice >= 95) // a space doubled: the same tokens, the later ones a character on
            lesson.source.insert(lesson.source.find(' ', anywhere(lesson.source.size())) + 1, 1, ' ');
        const auto typed = typeInto(cache, lesson);
        QVERIFY(typed && typed->headsWhileTyping);
        const auto fresh = computeAttention(lesson, &scratch, {}, HeadWeights::MeanOnly);
        QVERIFY(fresh);
        compareResults(*typed, fresh.value(), kRoundingOfAdjustedContexts);
        if (QTest::currentTestFailed())
            QFAIL(qPrintable(QString("keystroke %1 (choice %2, %3 words)").arg(keystroke).arg(choice).arg(words.size())));
        const int keystrokes = typed->headsWhileTyping->keystrokes;
        restarts += keystrokes == 0;
        if (middleWord && before && before->headsWhileTyping) {
            ++middleWords;
            weighed += keystrokes == before->headsWhileTyping->keystrokes + 1;
        }
    }
    QVERIFY(middleWords > 30);
    QVERIFY(restarts >= 2); // sessions longer than 64 keystrokes start over from a full computation
    // The kept heads weigh the earlier keys where the softmax kernels run (nearly always: a
    // middle word after 64 keystrokes, or after more keys held apart than kept, is computed in full).
    if (softmaxKernelsAvailable() && InstructionSet(kernels) != InstructionSet::Portable)
        QVERIFY2(weighed > middleWords * 3 / 4, qPrintable(QString("%1 of %2").arg(weighed).arg(middleWords)));
    else
        QCOMPARE(weighed, 0);
}

/** Typing in the target leaves the keys and values as they were: the next result shares their
 *  packing for the panel kernel instead of packing them again; typing in the source repacks the
 *  one key it changed in a copy; any other change of the keys packs anew. */
void CoreTest::aTargetKeystrokeSharesThePackedKeys()
{
    if (!panelKernelAvailable())
        QSKIP("no vector kernel here: the products go through BLAS and nothing is packed");
    ComputeCache cache;
    const auto type = [&cache](const Lesson &lesson) {
        auto result = computeAttention(lesson, &cache, {}, HeadWeights::MeanOnly, OutputProjection::WhenShown);
        auto kept = result ? std::make_shared<const AttentionResult>(std::move(result.value())) : nullptr;
        if (kept)
            cache.rememberResult(kept);
        return kept;
    };
    const auto fresh = [](const Lesson &lesson) {
        return computeAttention(lesson, nullptr, {}, HeadWeights::MeanOnly, OutputProjection::WhenShown);
    };
    Lesson lesson = multiHeadLesson();
    const auto first = type(lesson);
    QVERIFY(first && first->packedHeads);

    lesson.target += "s";
    const auto target = type(lesson);
    QVERIFY(target);
    QCOMPARE(target->packedHeads.get(), first->packedHeads.get());
    const auto targetFresh = fresh(lesson);
    QVERIFY(targetFresh);
    QCOMPARE(target->context, targetFresh->context); // the same packing: the same bits
    QCOMPARE(target->weights, targetFresh->weights);

    lesson.source += "s"; // one key changed
    const auto source = type(lesson);
    QVERIFY(source && source->packedHeads);
    QVERIFY(source->packedHeads.get() != target->packedHeads.get());
    const auto sourceFresh = fresh(lesson);
    QVERIFY(sourceFresh);
    QCOMPARE(source->weights, sourceFresh->weights); // the changed key's scores from its repacked row
    QVERIFY(equalToRounding(source->context, sourceFresh->context));

    lesson.source.erase(0, lesson.source.find(' ') + 1); // the first key gone: every other one moves
    const auto shorter = type(lesson);
    QVERIFY(shorter && shorter->packedHeads);
    QVERIFY(shorter->packedHeads.get() != source->packedHeads.get());
    const auto shorterFresh = fresh(lesson);
    QVERIFY(shorterFresh);
    QCOMPARE(shorter->context, shorterFresh->context);

    const auto everyHead = computeAttention(lesson, &cache, {}, HeadWeights::Keep);
    QVERIFY(everyHead);
    QVERIFY(!everyHead->packedHeads); // kept only where the window types on
}

void CoreTest::rowsAreKeptOnlyWhenKeysAndSettingsAgree()
{
    const Lesson lesson = multiHeadLesson();
    const auto base = computeAttention(lesson);
    QVERIFY(base);
    const std::vector<std::function<void(Lesson &)>> changes{
        [](Lesson &l) { l.source += "s"; },                 // a key changed: every row's softmax changes
        [](Lesson &l) { l.config.temperature = 0.5; },
        [](Lesson &l) { l.config.seed = 7; },
        [](Lesson &l) { l.config.blockedCells = {{0, 1}}; }, // row 0's mask changed
    };
    for (const auto &change : changes) {
        ComputeCache cache;
        QVERIFY(computeAttention(lesson, &cache)); // the cache holds this lesson's weights
        cache.rememberResult(marked(base.value()));
        Lesson changed = lesson;
        change(changed);
        const auto got = computeAttention(changed, &cache);
        QVERIFY(got);
        QVERIFY(got->weights(0, 0) != 43.0f); // not kept
        compareResults(got.value(), computeAttention(changed).value());
    }
}

void CoreTest::manyRowsComputeInParallelBlocks()
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

void CoreTest::rowBlocksCoverEveryRowOnceFromWholeGrains()
{
    for (const auto &[rows, grain] : {std::pair<Eigen::Index, Eigen::Index>{2048, 30}, {512, 6}, {64, 6}, {7, 30}}) {
        std::mutex guard;
        std::vector<std::pair<Eigen::Index, Eigen::Index>> blocks;
        forRowBlocks(rows, 1.0e6, [&](Eigen::Index begin, Eigen::Index end) {
            const std::lock_guard<std::mutex> lock(guard);
            blocks.emplace_back(begin, end);
        }, grain);
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

void CoreTest::helpersWorkOffTheCallersCpu()
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
                while (std::chrono::steady_clock::now() < until) {
                }
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
    // The caller and the helpers pinned to one CPU, as the scheduler sometimes leaves them.
    // The caller gets all its CPUs back before any check can end the test.
    const bool pinned = sched_setaffinity(0, sizeof one, &one) == 0
                        && untilAHelperRan([&] { sched_setaffinity(0, sizeof one, &one); }, nullptr);
    std::vector<int> helperCpus;
    const bool helped = pinned && untilAHelperRan([] {}, &helperCpus);
    sched_setaffinity(0, sizeof all, &all);
    QVERIFY(pinned);
    QVERIFY(helped);
    for (const int cpu : helperCpus)
        QVERIFY2(cpu != first, "a helper ran a block on the caller's CPU");
#endif
}

void CoreTest::longSentencesArePreparedOnBothCoresAlike()
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

void CoreTest::meanOnlyComputesHeadsOnDemand()
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

void CoreTest::selfAttentionUsesOneSentence()
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

void CoreTest::identityProjectionsKeepEmbeddings()
{
    const AttentionResult r = computed(lessonWith([](AttentionConfig &c) { c.projections = ProjectionKind::Identity; }));
    QCOMPARE(r.Q, r.queryInput);
    QCOMPARE(r.K, r.keyInput);
    QCOMPARE(r.V, r.keyInput);
}

void CoreTest::impossibleConfigurations_data()
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

void CoreTest::impossibleConfigurations()
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

void CoreTest::longInputIsCutWithANote()
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

void CoreTest::aComputationCanBeGivenUp()
{
    Lesson lesson = lessonWith([](AttentionConfig &c) { c.score = ScoreFunction::MultiHead; });
    int asked = 0;
    const auto given = computeAttention(lesson, nullptr, [&asked] { return ++asked < 3; });
    QVERIFY(!given);
    QVERIFY(QString::fromStdString(given.error()).contains(QStringLiteral("later edit")));
    QCOMPARE(asked, 3); // it stopped at the first "no"
    QVERIFY(computeAttention(lesson, nullptr, [] { return true; }));
}

void CoreTest::extremeDimensions_data()
{
    QTest::addColumn<int>("dModel");
    QTest::addColumn<int>("score");
    QTest::newRow("d_model 1 scaled") << 1 << int(ScoreFunction::ScaledDot);
    QTest::newRow("d_model 1 additive") << 1 << int(ScoreFunction::Additive);
    QTest::newRow("d_model 1 multihead") << 1 << int(ScoreFunction::MultiHead);
    QTest::newRow("d_model 4096 dot") << 4096 << int(ScoreFunction::Dot);
    QTest::newRow("d_model 3 general") << 3 << int(ScoreFunction::General);
}

void CoreTest::extremeDimensions()
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

QTEST_GUILESS_MAIN(CoreTest)
#include "tst_core.moc"
