// Multi-head attention as the window computes it (panel kernel or BLAS, threads, bands of query
// rows, mean-only heads, rows kept from the last keystroke) against the textbook computation in
// double precision, at sizes that cross every threshold of the fast paths.
#include "core/kernels/CpuFeatures.h"
#include "core/kernels/PanelProduct.h"
#include "core/pipeline/AttentionPipeline.h"
#include "core/pipeline/ComputeCache.h"
#include "core/pipeline/KeysByParts.h"
#include "core/pipeline/MultiHeadAttention.h"
#include "core/pipeline/MultiHeadProjections.h"
#include "core/textbook/MultiHeadReference.h"
#include "tests/support/TestSupport.h"

#include <QTest>

#include <random>

using namespace attention;

namespace {

Matrix randomMatrix(Eigen::Index rows, Eigen::Index cols, std::mt19937 &random, float scale = 1.0f)
{
    std::normal_distribution<float> normal(0.0f, scale);
    Matrix m(rows, cols);
    for (Eigen::Index k = 0; k < m.size(); ++k)
        m.data()[k] = normal(random);
    return m;
}

/** The largest |got - want| over |want| + 1, so small and large values count alike. */
double worstError(const Matrix &got, const MatrixDouble &want)
{
    if (got.rows() != want.rows() || got.cols() != want.cols())
        return std::numeric_limits<double>::infinity();
    return ((got.cast<double>() - want).array().abs() / (want.array().abs() + 1.0)).maxCoeff();
}

// Float against double after sums of up to 512 products: a few float roundings of each.
constexpr double kTolerance = 2e-5;

#define COMPARE_WITH_REFERENCE(got, want)                                                                                                  \
    do {                                                                                                                                   \
        const double error = worstError(got, want);                                                                                        \
        QVERIFY2(error < kTolerance, qPrintable(QStringLiteral("%1: error %2").arg(QLatin1String(#got)).arg(error)));                      \
    } while (false)

/** The weights as the textbook reads them, whether the parameters keep them plain or only packed. */
std::pair<Matrix, Matrix> plainWeights(const MultiHeadParameters &p)
{
    if (p.inProjWeight.size() != 0)
        return {p.inProjWeight, p.outProjWeight};
    const Eigen::Index E = p.embedDim;
    Matrix in(3 * E, E), out(E, E);
    p.packed->q.unpackTransposed(in.data(), E);
    p.packed->k.unpackTransposed(in.data() + E * E, E);
    p.packed->v.unpackTransposed(in.data() + 2 * E * E, E);
    p.packed->out.unpackTransposed(out.data(), E);
    return {in, out};
}

/** A causal mask, a few cells blocked by hand and, when there are several, one row with every key blocked. */
Mask testMask(Eigen::Index queries, Eigen::Index keys, std::mt19937 &random)
{
    Mask mask(queries, keys);
    for (Eigen::Index i = 0; i < queries; ++i)
        for (Eigen::Index j = 0; j < keys; ++j)
            mask(i, j) = j > i + (keys - queries) || random() % 11 == 0;
    if (queries > 2)
        mask.row(queries / 2).setConstant(true);
    return mask;
}

} // namespace

class MultiHeadTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void everyPathAgreesWithTheTextbook_data();
    void everyPathAgreesWithTheTextbook();
    void rowsKeptFromTheLastKeystrokeAgreeWithTheTextbook();
    void keysThatOnlyMovedKeepTheirEmbeddingsProjection_data();
    void keysThatOnlyMovedKeepTheirEmbeddingsProjection();
    void theWindowsOutputIsProjectedWhenShown();
    void valuesBeyondFloatGiveFiniteContexts_data();
    void valuesBeyondFloatGiveFiniteContexts();
};

void MultiHeadTest::initTestCase()
{
    // Which products this run checks: say it, so that a run on another CPU is read rightly.
    qInfo("products of multi-head attention here: %s",
          panelKernelAvailable()
              ? qPrintable(QStringLiteral("the %1 panel kernel").arg(QLatin1String(instructionSetName(bestInstructionSet()))))
              : "BLAS (no vector panel kernel on this CPU)");
}

void MultiHeadTest::everyPathAgreesWithTheTextbook_data()
{
    QTest::addColumn<int>("queries");
    QTest::addColumn<int>("keys");
    QTest::addColumn<int>("embed");
    QTest::addColumn<int>("heads");
    QTest::addColumn<int>("kernels");
    // Queries across the few-rows product (16), a chunk of the panel kernel (144), bands of
    // query rows (16 to 128 rows, by the keys), and the work that takes a second thread.
    // Each on every family of kernels: portable (BLAS does the products), AVX2, AVX-512.
    for (InstructionSet kernels : {InstructionSet::Portable, InstructionSet::Avx2, InstructionSet::Avx512})
        for (const auto &[embed, heads] : {std::pair{36, 3}, std::pair{512, 8}})
            for (int queries : {1, 17, 150, 300, 700})
                for (int keys : {queries, 37})
                    QTest::addRow("%s, %d queries x %d keys, E %d / %d heads", instructionSetName(kernels), queries, keys, embed, heads)
                        << queries << keys << embed << heads << int(kernels);
}

void MultiHeadTest::everyPathAgreesWithTheTextbook()
{
    QFETCH(int, queries);
    QFETCH(int, keys);
    QFETCH(int, embed);
    QFETCH(int, heads);
    QFETCH(int, kernels);
    SKIP_UNLESS_THIS_CPU_RUNS(kernels);
    // Instrumented, the vector kernels took 85-105 s each on the largest case (the whole test 550
    // s of CI's 900 beside another on a Zen 5 VM); the threads already share the bands from 150
    // rows on, and the release and AddressSanitizer builds run it.
    if (test::kUnderThreadSanitizer && InstructionSet(kernels) != InstructionSet::Portable && queries * keys * embed > 300 * 300 * 512)
        QSKIP("under ThreadSanitizer the largest case runs on the portable kernels only");
    const test::KernelsLimitedTo limit{InstructionSet(kernels)};
    std::mt19937 random(static_cast<unsigned>(queries * 7 + keys + embed));
    const float scale = 1.0f / std::sqrt(float(embed));
    MultiHeadParameters p;
    p.embedDim = embed;
    p.numHeads = heads;
    p.inProjWeight = randomMatrix(3 * embed, embed, random, scale);
    p.inProjBias = randomMatrix(3 * embed, 1, random, 0.1f).col(0);
    p.outProjWeight = randomMatrix(embed, embed, random, scale);
    p.outProjBias = randomMatrix(embed, 1, random, 0.1f).col(0);
    const Matrix query = randomMatrix(queries, embed, random);
    const Matrix key = randomMatrix(keys, embed, random);
    const Matrix value = randomMatrix(keys, embed, random);
    const Mask mask = testMask(queries, keys, random);
    const double temperature = 0.7;
    const auto want =
        multiHeadReference(p.inProjWeight, p.inProjBias, p.outProjWeight, p.outProjBias, heads, query, key, value, mask, temperature);
    QVERIFY(want);

    MultiHeadParameters packed = p;
    keepOnlyPackedWeights(packed); // as a lesson keeps them (only packed where the kernel runs)
    for (const MultiHeadParameters *weights : {&p, &packed}) {
        for (HeadWeights kept : {HeadWeights::Keep, HeadWeights::MeanOnly}) {
            const auto got = multiHeadAttention(*weights, query, key, value, mask, temperature, {}, nullptr, kept);
            QVERIFY(got);
            COMPARE_WITH_REFERENCE(got->Q, want->Q);
            COMPARE_WITH_REFERENCE(got->K, want->K);
            COMPARE_WITH_REFERENCE(got->V, want->V);
            COMPARE_WITH_REFERENCE(got->scoresMean, want->scoresMean);
            COMPARE_WITH_REFERENCE(got->weightsMean, want->weightsMean);
            COMPARE_WITH_REFERENCE(got->context, want->context);
            COMPARE_WITH_REFERENCE(got->output, want->output);
            for (int h = 0; h < heads; ++h) {
                const Matrix headWeights = kept == HeadWeights::Keep ? got->headWeights[static_cast<std::size_t>(h)] : [&] {
                    Matrix computed = headScores(got->Q, got->K, heads, h);
                    for (Eigen::Index i = 0; i < computed.rows(); ++i)
                        computed.row(i) = headWeightsRow(got->Q, got->K, heads, h, i, mask, temperature);
                    return computed;
                }();
                COMPARE_WITH_REFERENCE(headWeights, want->headWeights[static_cast<std::size_t>(h)]);
                COMPARE_WITH_REFERENCE(headScores(got->Q, got->K, heads, h), want->headScores[static_cast<std::size_t>(h)]);
            }
            if (queries > 2) // the row with every key blocked: zero weights, never NaN
                QVERIFY(got->weightsMean.row(queries / 2).isZero());
        }
    }
}

void MultiHeadTest::rowsKeptFromTheLastKeystrokeAgreeWithTheTextbook()
{
    for (const auto &[embed, heads, words] : {std::tuple{36, 3, 17}, std::tuple{512, 8, 300}}) {
        Lesson lesson = defaultLesson();
        lesson.config.score = ScoreFunction::MultiHead;
        lesson.config.dModel = embed;
        lesson.config.heads = heads;
        lesson.config.causalMask = true;
        lesson.source.clear();
        lesson.target.clear();
        for (int i = 0; i < words; ++i) {
            lesson.source += "s" + std::to_string(i) + ' ';
            lesson.target += "t" + std::to_string(i) + ' ';
        }
        ComputeCache cache;
        const auto first = computeAttention(lesson, &cache, {}, HeadWeights::MeanOnly);
        QVERIFY(first);
        cache.rememberResult(std::make_shared<const AttentionResult>(first.value()));
        lesson.target += "one more word"; // the earlier rows keep their inputs: only the new ones are computed
        const auto next = computeAttention(lesson, &cache, {}, HeadWeights::MeanOnly);
        QVERIFY(next);
        const AttentionResult &r = next.value();
        QCOMPARE(r.queryCount(), words + 3);
        const auto [in, out] = plainWeights(r.parameters->torch);
        const auto want = multiHeadReference(in, r.parameters->torch.inProjBias, out, r.parameters->torch.outProjBias, heads, r.queryInput,
                                             r.keyInput, r.keyInput, r.mask, lesson.config.temperature);
        QVERIFY(want);
        COMPARE_WITH_REFERENCE(r.Q, want->Q);
        COMPARE_WITH_REFERENCE(r.scores, want->scoresMean);
        COMPARE_WITH_REFERENCE(r.weights, want->weightsMean);
        COMPARE_WITH_REFERENCE(r.context, want->context);
        COMPARE_WITH_REFERENCE(r.output, want->output);
        Matrix storage;
        for (int h = 0; h < heads; ++h)
            COMPARE_WITH_REFERENCE(headWeightsOf(r, h, storage), want->headWeights[static_cast<std::size_t>(h)]);
    }
}

/** A word typed or erased in the middle of the source moves every later key to another position.
 *  With the panel kernel a key is its embedding's projection plus its position's: the keys
 *  that moved keep the first (the same memory), only the new word's embedding is projected, and
 *  the keys and values are the textbook's and, bit for bit, those of a computation from
 *  scratch. Through BLAS (no panel kernel) the keys are projected whole. */
void MultiHeadTest::keysThatOnlyMovedKeepTheirEmbeddingsProjection_data()
{
    QTest::addColumn<int>("kernels");
    for (InstructionSet kernels : {InstructionSet::Portable, InstructionSet::Avx2, InstructionSet::Avx512})
        QTest::addRow("%s", instructionSetName(kernels)) << int(kernels);
}

void MultiHeadTest::keysThatOnlyMovedKeepTheirEmbeddingsProjection()
{
    QFETCH(int, kernels);
    SKIP_UNLESS_THIS_CPU_RUNS(kernels);
    const test::KernelsLimitedTo limit{InstructionSet(kernels)};
    Lesson lesson = defaultLesson();
    lesson.config.score = ScoreFunction::MultiHead;
    lesson.config.dModel = 64;
    lesson.config.heads = 4;
    lesson.config.maxTokens = 200;
    QVERIFY(lesson.config.positionalEncoding);
    std::vector<std::string> words;
    for (int i = 0; i < 120; ++i)
        words.push_back("w" + std::to_string(i));
    const auto sentence = [&words] {
        std::string joined;
        for (const std::string &word : words)
            joined += word + ' ';
        return joined;
    };
    lesson.source = sentence();
    ComputeCache cache;
    const auto compute = [&] {
        auto result = computeAttention(lesson, &cache, {}, HeadWeights::MeanOnly);
        auto kept = result ? std::make_shared<const AttentionResult>(std::move(result.value())) : nullptr;
        cache.rememberResult(kept);
        return kept;
    };
    const auto opened = compute();
    QVERIFY(opened);
    const bool byParts = InstructionSet(kernels) != InstructionSet::Portable;
    QCOMPARE(projectsInPieces(opened->parameters->torch), byParts);
    QCOMPARE(bool(opened->embeddingProjections), byParts);
    for (const int change : {+1, -1}) { // a word typed at 60, then erased again
        const auto before = cache.rememberedResult();
        if (change > 0)
            words.insert(words.begin() + 60, "x");
        else
            words.erase(words.begin() + 60);
        lesson.source = sentence();
        const auto after = compute();
        QVERIFY(after);
        const auto [in, out] = plainWeights(after->parameters->torch);
        const auto want =
            multiHeadReference(in, after->parameters->torch.inProjBias, out, after->parameters->torch.outProjBias, lesson.config.heads,
                               after->queryInput, after->keyInput, after->keyInput, after->mask, lesson.config.temperature);
        QVERIFY(want);
        COMPARE_WITH_REFERENCE(after->K, want->K);
        COMPARE_WITH_REFERENCE(after->V, want->V);
        COMPARE_WITH_REFERENCE(after->weights, want->weightsMean);
        QCOMPARE(bool(after->embeddingProjections), byParts);
        if (!byParts)
            continue;
        const EmbeddingProjections &was = *before->embeddingProjections, &is = *after->embeddingProjections;
        QCOMPARE(is.keys.rows(), Eigen::Index(words.size()));
        for (Eigen::Index j = 0; j < is.keys.rows(); ++j) {
            const Eigen::Index from = j < 60 ? j : j == 60 && change > 0 ? -1 : j - change;
            for (const auto &[now, earlier] : {std::pair{&is.keys, &was.keys}, {&is.values, &was.values}}) {
                if (from >= 0)
                    QCOMPARE(now->row(j), earlier->row(from));
                else
                    QVERIFY(now->row(j) != earlier->row(59) && now->row(j) != earlier->row(60));
            }
        }
        const auto fresh = computeAttention(lesson, nullptr, {}, HeadWeights::MeanOnly);
        QVERIFY(fresh);
        QCOMPARE(after->K, fresh->K);
        QCOMPARE(after->V, fresh->V);
        QCOMPARE(after->weights, fresh->weights);
    }
}

void MultiHeadTest::theWindowsOutputIsProjectedWhenShown()
{
    Lesson lesson = defaultLesson();
    lesson.config.score = ScoreFunction::MultiHead;
    lesson.config.dModel = 64;
    lesson.config.heads = 4;
    lesson.source.clear();
    lesson.target.clear();
    for (int i = 0; i < 30; ++i) {
        lesson.source += "s" + std::to_string(i) + ' ';
        lesson.target += "t" + std::to_string(i) + ' ';
    }
    const auto checkOutput = [](const AttentionResult &r, const Matrix &output) {
        const auto [in, out] = plainWeights(r.parameters->torch);
        const auto want = multiHeadReference(in, r.parameters->torch.inProjBias, out, r.parameters->torch.outProjBias, r.config.heads,
                                             r.queryInput, r.keyInput, r.keyInput, r.mask, r.config.temperature);
        QVERIFY(want);
        COMPARE_WITH_REFERENCE(output, want->output);
    };
    ComputeCache cache;
    Matrix storage;
    // As the window computes: no output until a view asks; then the very numbers of a call that projects it.
    auto result = computeAttention(lesson, &cache, {}, HeadWeights::MeanOnly, OutputProjection::WhenShown);
    QVERIFY(result);
    QCOMPARE(result->output.size(), Eigen::Index(0));
    QCOMPARE(outputOf(*result, storage), computeAttention(lesson, nullptr, {}, HeadWeights::MeanOnly)->output);
    checkOutput(*result, outputOf(*result, storage));
    // Keystrokes that keep what they can of the result before: a key changed in the source,
    // still without the output; target rows kept from a result without it, into a call that
    // projects now (nothing to copy: every row projected); and target rows kept from that
    // result into a call that leaves it (nothing copied in).
    const std::tuple<std::string *, const char *, OutputProjection> keystrokes[] = {
        {&lesson.source, "again", OutputProjection::WhenShown},
        {&lesson.target, "more", OutputProjection::Now},
        {&lesson.target, " again", OutputProjection::WhenShown}};
    for (const auto &[sentence, typed, output] : keystrokes) {
        cache.rememberResult(std::make_shared<const AttentionResult>(result.value()));
        *sentence += typed;
        result = computeAttention(lesson, &cache, {}, HeadWeights::MeanOnly, output);
        QVERIFY(result);
        QCOMPARE(result->output.rows(), output == OutputProjection::Now ? Eigen::Index(result->queryCount()) : Eigen::Index(0));
        checkOutput(*result, outputOf(*result, storage));
    }
}

void MultiHeadTest::valuesBeyondFloatGiveFiniteContexts_data()
{
    QTest::addColumn<int>("kernels");
    QTest::addColumn<int>("queries");
    for (InstructionSet kernels : {InstructionSet::Portable, InstructionSet::Avx2, InstructionSet::Avx512})
        for (int queries : {5, 300}) // one band; several, on both cores
            QTest::addRow("%s, %d queries", instructionSetName(kernels), queries) << int(kernels) << queries;
}

/** An infinite and a NaN value make every context they reach infinite or NaN; the contexts and
 *  outputs shown are finite all the same (NaN as 0, infinities as the largest float). */
void MultiHeadTest::valuesBeyondFloatGiveFiniteContexts()
{
    QFETCH(int, kernels);
    QFETCH(int, queries);
    SKIP_UNLESS_THIS_CPU_RUNS(kernels);
    const test::KernelsLimitedTo limit{InstructionSet(kernels)};
    std::mt19937 random(7);
    const Eigen::Index embed = 64, keys = 40;
    MultiHeadParameters p;
    p.embedDim = static_cast<int>(embed);
    p.numHeads = 4;
    p.inProjWeight = randomMatrix(3 * embed, embed, random, 0.125f);
    p.inProjBias = randomMatrix(3 * embed, 1, random, 0.1f).col(0);
    p.outProjWeight = randomMatrix(embed, embed, random, 0.125f);
    p.outProjBias = randomMatrix(embed, 1, random, 0.1f).col(0);
    const Matrix query = randomMatrix(queries, embed, random), key = randomMatrix(keys, embed, random);
    Matrix value = randomMatrix(keys, embed, random);
    value(3, 5) = std::numeric_limits<float>::infinity();
    value(9, 0) = std::numeric_limits<float>::quiet_NaN();
    keepOnlyPackedWeights(p);
    for (HeadWeights kept : {HeadWeights::Keep, HeadWeights::MeanOnly}) {
        const auto got = multiHeadAttention(p, query, key, value, Mask(), 1.0, {}, nullptr, kept);
        QVERIFY(got);
        QVERIFY(!got->V.allFinite()); // the values did overflow
        QVERIFY(got->context.allFinite());
        QVERIFY(got->output.allFinite());
        QVERIFY(got->weightsMean.allFinite());
    }
}

QTEST_GUILESS_MAIN(MultiHeadTest)
#include "tst_multihead.moc"
