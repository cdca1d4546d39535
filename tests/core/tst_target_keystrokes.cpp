// A keystroke in the target recomputes only its rows; a changed key adjusts each row's context;
// keys packed once are shared; rows are kept only when keys and settings agree.
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

class TargetKeystrokesTest : public QObject
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
    void aTargetKeystrokeSharesThePackedKeys();
    void rowsAreKeptOnlyWhenKeysAndSettingsAgree();
};

void TargetKeystrokesTest::aKeystrokeRecomputesOnlyItsRows()
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
void TargetKeystrokesTest::theSameWordsAgainKeepEveryRow()
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

void TargetKeystrokesTest::aSourceKeystrokeProjectsOnlyItsKey_data()
{
    QTest::addColumn<int>("kernels");
    QTest::addColumn<int>("words");
    for (InstructionSet set : {InstructionSet::Portable, InstructionSet::Avx2, InstructionSet::Avx512})
        for (int words : {9, 150}) // 150: more rows than a band and a chunk of the projections
            QTest::addRow("%s, %d words", instructionSetName(set), words) << int(set) << words;
}

void TargetKeystrokesTest::aSourceKeystrokeProjectsOnlyItsKey()
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

void TargetKeystrokesTest::aChangedKeyAdjustsEachRowsContext_data()
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

void TargetKeystrokesTest::aChangedKeyAdjustsEachRowsContext()
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
            const double change =
                (adjusted->context.block(i, h * dk, 1, dk) - fresh->context.block(i, h * dk, 1, dk)).cwiseAbs().maxCoeff();
            (change > 1e-5 ? moved : summed) += 1;
        }
    QVERIFY(moved > 0);
    if (temperature < 1 || mode == int(AttentionMode::SelfSource))
        QVERIFY(summed > 0);
    if (blockTheKey) // a row that does not see the key keeps its context as it was
        QCOMPARE(adjusted->context.row(2), marks->context.row(2));
}

void TargetKeystrokesTest::contextsAdjustedKeystrokeAfterKeystrokeStayExact_data()
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
void TargetKeystrokesTest::contextsAdjustedKeystrokeAfterKeystrokeStayExact()
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

void TargetKeystrokesTest::aTargetKeystrokeSharesThePackedKeys()
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

void TargetKeystrokesTest::rowsAreKeptOnlyWhenKeysAndSettingsAgree()
{
    const Lesson lesson = multiHeadLesson();
    const auto base = computeAttention(lesson);
    QVERIFY(base);
    const std::vector<std::function<void(Lesson &)>> changes{
        [](Lesson &l) { l.source += "s"; }, // a key changed: every row's softmax changes
        [](Lesson &l) { l.config.temperature = 0.5; }, [](Lesson &l) { l.config.seed = 7; },
        [](Lesson &l) {
            l.config.blockedCells = {{0, 1}};
        }, // row 0's mask changed
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

QTEST_GUILESS_MAIN(TargetKeystrokesTest)
#include "tst_target_keystrokes.moc"
