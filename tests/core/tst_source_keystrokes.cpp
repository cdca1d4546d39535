// Typing in the source as the window computes: the kept heads rescaled keystroke after keystroke,
// words added, erased or typed in the middle of a long source, each against a fresh computation.
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

class SourceKeystrokesTest : public QObject
{
    Q_OBJECT

private slots:
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
};

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

void SourceKeystrokesTest::sourceKeystrokesRescaleTheKeptHeads_data()
{
    addTypingRows(true);
}

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
void SourceKeystrokesTest::sourceKeystrokesRescaleTheKeptHeads()
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
void SourceKeystrokesTest::rescaledKeystrokesStayExactThroughASession()
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

void SourceKeystrokesTest::newSourceWordsRescaleTheKeptHeads_data()
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
void SourceKeystrokesTest::newSourceWordsRescaleTheKeptHeads()
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

void SourceKeystrokesTest::erasedSourceWordsRescaleTheKeptHeads_data()
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
void SourceKeystrokesTest::erasedSourceWordsRescaleTheKeptHeads()
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

/** leastKeptKeys() as SoftmaxRescaling.h promises it for a kernel family: 256 keys with AVX2,
 *  512 with AVX-512 (and the portable kernels, which never weigh from kept heads). */
std::ptrdiff_t leastKeptKeysWith(int kernels)
{
    return InstructionSet(kernels) == InstructionSet::Avx2 ? 256 : 512;
}

void SourceKeystrokesTest::wordsInTheMiddleWeighTheEarlierKeysFromKeptHeads_data()
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
void SourceKeystrokesTest::wordsInTheMiddleWeighTheEarlierKeysFromKeptHeads()
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

void SourceKeystrokesTest::wordsTypedAtOnePlaceReuseTheContextBeforeThem_data()
{
    addTypingRows(false);
}

/** Words typed and erased again where the last one was: the context of the keys before them is
 *  the one that keystroke kept, times one factor a row (letters changed in the word since
 *  rescaled it), not summed again; where a key among them changed, it is summed. Each keystroke
 *  gives the numbers of a computation from scratch, and a kept context that is wrong shows in
 *  them exactly where it should be read. */
void SourceKeystrokesTest::wordsTypedAtOnePlaceReuseTheContextBeforeThem()
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
void SourceKeystrokesTest::aKeptRowThatWouldGrowTooFarIsComputedInFull()
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

void SourceKeystrokesTest::typingHeadsMadeWhenIdleServeTheFirstKeystroke_data()
{
    addTypingRows(true);
}

/** A lesson computed from scratch (opened, a setting changed) keeps no head for typing; the
 *  window makes them once it is idle (typingHeadsOf()): the very weights a keystroke's full
 *  computation keeps, which the cache remembers beside the result on show, and which the next
 *  source keystroke rescales as if that computation had kept them. */
void SourceKeystrokesTest::typingHeadsMadeWhenIdleServeTheFirstKeystroke()
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

void SourceKeystrokesTest::typingAnywhereInALongSourceStaysExact_data()
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
void SourceKeystrokesTest::typingAnywhereInALongSourceStaysExact()
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

QTEST_GUILESS_MAIN(SourceKeystrokesTest)
#include "tst_source_keystrokes.moc"
