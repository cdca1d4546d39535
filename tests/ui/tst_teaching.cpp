// The teaching tools' numbers: scaling study, worked arithmetic, lexicon alignments, context, cost.
#include "core/pipeline/AttentionPipeline.h"
#include "core/teaching/AlignmentMeasures.h"
#include "core/teaching/AttentionCost.h"
#include "core/teaching/ScalingStudy.h"
#include "core/teaching/WorkedArithmetic.h"
#include "core/text/Lexicon.h"
#include "tests/support/TestSupport.h"
#include "ui/formats/LessonFile.h"

#include <QDir>
#include <QTest>

#include <cmath>

using namespace attention;
using test::untrainedLesson;

class TeachingTest : public QObject
{
    Q_OBJECT

private slots:
    void unscaledSoftmaxCollapsesScaledDoesNot();
    void thePositionalEncodingLiftsTheVarianceAboveDk();
    void workedArithmeticMatchesTheCell_data();
    void workedArithmeticMatchesTheCell();
    void workedArithmeticOfABlockedCell();
    void lexiconKnowsTranslations();
    void lexiconRefusesBrokenText();
    void bundledTranslationsAlign();
    void randomEmbeddingsDoNotAlign();
    void uniformAttentionIsTheFixedContext();
    void costGrowsQuadratically();
};

void TeachingTest::unscaledSoftmaxCollapsesScaledDoesNot()
{
    const auto points = scalingStudy(untrainedLesson(), defaultScalingDimensions());
    QVERIFY2(points, points.error().c_str());
    QCOMPARE(points->front().dk, 2);
    QCOMPARE(points->back().dk, 1024);
    const ScalingPoint &small = points->front();
    const ScalingPoint &large = points->back();
    QVERIFY(large.rawVariance > 100 * small.rawVariance); // variance grows with d_k
    QVERIFY(large.entropyUnscaled < 0.25 * small.entropyUnscaled); // towards one-hot
    QVERIFY(large.maxWeightUnscaled > 0.9);
    QVERIFY(large.entropyScaled > 0.6 * small.entropyScaled); // scaling keeps it spread
    QVERIFY(large.maxWeightScaled < large.maxWeightUnscaled);
    // The three largest d_k are all sharper than the three smallest (single steps can be noisy).
    const auto &p = *points;
    const std::size_t n = p.size();
    const double smallest = std::min({p[0].entropyUnscaled, p[1].entropyUnscaled, p[2].entropyUnscaled});
    QVERIFY(std::max({p[n - 1].entropyUnscaled, p[n - 2].entropyUnscaled, p[n - 3].entropyUnscaled}) < smallest);
}

void TeachingTest::thePositionalEncodingLiftsTheVarianceAboveDk()
{
    // What the Why √d_k panel says of its grey line: unit-variance q and k give q·k the variance
    // d_k; the lesson's vectors, the positional encoding added, give more (a class read 130 at 64).
    Lesson plain = untrainedLesson();
    plain.config.positionalEncoding = false;
    Lesson encoded = untrainedLesson();
    encoded.config.positionalEncoding = true;
    const auto without = scalingStudy(plain, {64}, 8), with = scalingStudy(encoded, {64}, 8);
    QVERIFY(without && with);
    const double ratioWithout = without->front().rawVariance / 64, ratioWith = with->front().rawVariance / 64;
    QVERIFY2(ratioWith > 1.3 && ratioWith > ratioWithout + 0.2,
             qPrintable(QStringLiteral("Var(q·k) / d_k: %1 with the encoding, %2 without").arg(ratioWith).arg(ratioWithout)));
}

void TeachingTest::workedArithmeticMatchesTheCell_data()
{
    test::addScoreFunctionRows();
}

void TeachingTest::workedArithmeticMatchesTheCell()
{
    QFETCH(int, score);
    Lesson lesson = untrainedLesson();
    lesson.config.score = ScoreFunction(score);
    lesson.config.temperature = 0.7;
    const auto result = computeAttention(lesson);
    QVERIFY(result);
    for (int head : {-1, 2}) {
        const auto cell = workedArithmetic(*result, 3, 4, head);
        QVERIFY2(cell, cell.error().c_str());
        const int h = score == int(ScoreFunction::MultiHead) ? std::max(head, 0) : -1;
        const Matrix &weights = h >= 0 ? result->headWeights[h] : result->weights;
        QVERIFY2(std::abs(cell->weight - weights(3, 4)) < 1e-5, qPrintable(QString::number(cell->weight - weights(3, 4))));
        QVERIFY(!cell->terms.empty());
        double sum = 0;
        for (const WorkedTerm &term : cell->terms)
            sum += term.product;
        QVERIFY(std::abs(sum - cell->sum) < 1e-3 || score == int(ScoreFunction::Additive));
        QVERIFY(std::abs(cell->logit - cell->score / 0.7) < 1e-9);
        if (h < 0)
            QVERIFY(std::abs(cell->score - result->scores(3, 4)) < 1e-3);
        QVERIFY(cell->rowSum >= 1.0); // the row's maximum contributes exp(0)
        // Step 6: the row's weights times the values give the context vector the result holds.
        QCOMPARE(int(cell->rowWeights.size()), result->keyCount());
        QCOMPARE(int(cell->context.size()), int(cell->values.cols()));
        for (int k = 0; k < result->keyCount(); ++k)
            QVERIFY(std::abs(cell->rowWeights[std::size_t(k)] - weights(3, k)) < 1e-6);
        const Eigen::Index first = h >= 0 ? h * cell->values.cols() : 0;
        for (Eigen::Index d = 0; d < cell->values.cols(); ++d)
            QVERIFY2(std::abs(cell->context[std::size_t(d)] - result->context(3, first + d)) < 1e-4,
                     qPrintable(QStringLiteral("%1 vs %2").arg(cell->context[std::size_t(d)]).arg(result->context(3, first + d))));
    }
    // The largest logit of a row, worked out in double, gives exp(0) = 1 exactly, never 0.999999.
    const auto anyCell = workedArithmetic(*result, 3, 0, 0);
    QVERIFY(anyCell);
    const auto best = std::max_element(anyCell->rowWeights.begin(), anyCell->rowWeights.end()) - anyCell->rowWeights.begin();
    const auto top = workedArithmetic(*result, 3, int(best), 0);
    QVERIFY(top);
    QCOMPARE(top->rowMax, top->logit);
    QCOMPARE(top->exponential, 1.0);
}

void TeachingTest::workedArithmeticOfABlockedCell()
{
    Lesson lesson = untrainedLesson();
    lesson.config.causalMask = true;
    const auto result = computeAttention(lesson);
    const auto cell = workedArithmetic(*result, 0, 5);
    QVERIFY(cell && cell->blocked);
    QCOMPARE(cell->weight, 0.0);
    QVERIFY(!workedArithmetic(*result, 99, 0));
}

void TeachingTest::lexiconKnowsTranslations()
{
    const auto lexicon = Lexicon::builtin();
    QVERIFY(lexicon->conceptCount() >= 500);
    const auto boy = lexicon->conceptOf("boy", Lexicon::English);
    QVERIFY(boy);
    QCOMPARE(lexicon->conceptOf(lowerCase("garçon"), Lexicon::French), boy);
    QCOMPARE(lexicon->conceptOf("junge", Lexicon::German), boy);
    QCOMPARE(lexicon->conceptOf("niño", Lexicon::Spanish), boy);
    QCOMPARE(lexicon->conceptOf(lowerCase("FUSSBALL"), -1), std::nullopt);
    QCOMPARE(lexicon->conceptOf(lowerCase("Fußball"), Lexicon::German), lexicon->conceptOf("football", Lexicon::English));
    std::vector<Token> french(3);
    french[0].text = "Le";
    french[1].text = "chat";
    french[2].text = "dort";
    QCOMPARE(lexicon->detectLanguage(french), int(Lexicon::French));
}

void TeachingTest::lexiconRefusesBrokenText()
{
    QVERIFY(!Lexicon::parse("only one column\n"));
    QVERIFY(!Lexicon::parse("# nothing but comments\n"));
    const auto tiny = Lexicon::parse("cat\tchat\tkatze\tgato\r\n");
    QVERIFY(tiny);
    QCOMPARE(tiny->conceptCount(), 1);
    QCOMPARE(tiny->conceptOf("katze", Lexicon::German), 0);
}

void TeachingTest::bundledTranslationsAlign()
{
    int withGold = 0;
    for (const QString &name : QDir(QStringLiteral(":/examples")).entryList({QStringLiteral("*.json")})) {
        const auto state = openLessonFile(QStringLiteral(":/examples/") + name);
        QVERIFY(state);
        if (state->goldAlignment.empty())
            continue;
        ++withGold;
        QCOMPARE(state->lesson.config.embeddings, EmbeddingKind::Lexicon);
        const auto result = computeAttention(state->lesson);
        QVERIFY(result);
        const auto accuracy = alignmentAccuracy(*result, state->goldAlignment);
        QVERIFY(accuracy);
        QVERIFY2(*accuracy >= 0.9, qPrintable(QStringLiteral("%1: %2").arg(name).arg(*accuracy)));
    }
    QVERIFY(withGold >= 4);
}

void TeachingTest::randomEmbeddingsDoNotAlign()
{
    const auto state = openLessonFile(QStringLiteral(":/examples/08-translation-en-de.json"));
    QVERIFY(state);
    Lesson random = state->lesson;
    random.config.embeddings = EmbeddingKind::Random;
    random.config.positionalEncoding = false;
    const auto withLexicon = alignmentAccuracy(*computeAttention(state->lesson), state->goldAlignment);
    const auto withoutLexicon = alignmentAccuracy(*computeAttention(random), state->goldAlignment);
    QVERIFY(*withoutLexicon < *withLexicon - 0.3);
}

void TeachingTest::uniformAttentionIsTheFixedContext()
{
    Lesson lesson = untrainedLesson();
    lesson.config.temperature = 1e9; // every weight 1/n
    const auto result = computeAttention(lesson);
    const ContextComparison comparison = compareWithFixedContext(*result);
    QCOMPARE(int(comparison.cosine.size()), result->queryCount());
    for (std::size_t i = 0; i < comparison.cosine.size(); ++i) {
        QVERIFY(std::abs(comparison.cosine[i] - 1.0) < 1e-4);
        QVERIFY(comparison.distance[i] < 1e-3);
    }
    const ContextComparison sharp = compareWithFixedContext(*computeAttention(untrainedLesson()));
    QVERIFY(*std::min_element(sharp.cosine.begin(), sharp.cosine.end()) < 0.99);
}

void TeachingTest::costGrowsQuadratically()
{
    AttentionConfig config;
    const AttentionCost n = attentionCost(config, 100, 100);
    const AttentionCost twice = attentionCost(config, 200, 200);
    QCOMPARE(twice.scoreBytes, 4 * n.scoreBytes);
    QCOMPARE(twice.exponentials, 4 * n.exponentials);
    QCOMPARE(n.scoreBytes, 100.0 * 100 * 4);
    config.score = ScoreFunction::MultiHead;
    config.heads = 8;
    QCOMPARE(attentionCost(config, 100, 100).weightBytes, 8 * n.weightBytes);
}

QTEST_GUILESS_MAIN(TeachingTest)
#include "tst_teaching.moc"
