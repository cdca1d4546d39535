// What a document keeps between keystrokes, shared by the window's thread and background work:
// the window's questions never wait for a computation, and nothing is drawn twice.
#include "core/pipeline/ComputeCache.h"
#include "core/pipeline/KeysByParts.h"
#include "core/pipeline/ModelParameters.h"
#include "core/pipeline/MultiHeadProjections.h"
#include "core/text/Embedding.h"
#include "core/text/Tokenizer.h"
#include "core/textbook/PositionalEncoding.h"

#include <QTest>

#include <atomic>
#include <chrono>
#include <future>

using namespace attention;

namespace {

// Only a bound for a failing run (the call under test blocked): a passing run answers at once.
constexpr auto kHung = std::chrono::seconds(20);

/** Weights that are drawn only when the test says so, telling when the drawing began. */
struct HeldDrawing
{
    std::promise<void> started;
    std::promise<void> release;
    std::shared_future<void> released = release.get_future().share();
    std::atomic<int> draws{0};

    ComputeCache::ParameterMaker maker()
    {
        return [this](const AttentionConfig &config) {
            if (draws++ == 0)
                started.set_value();
            released.wait();
            return makeParameters(config);
        };
    }
};

} // namespace

class ComputeCacheTest : public QObject
{
    Q_OBJECT

private slots:
    void theWindowsQuestionsDoNotWaitForADrawing();
    void weightsBeingDrawnAreNotDrawnAgain();
    void anotherConfigurationIsNotHeldUp();
    void embeddingsAreThoseOfEachToken();
    void positionalEncodingsAreTheTextbooks();
    void positionProjectionsGrowAndKeepTheirRows();
    void sharedRowsKeepOnlyTheBlocksTheyUse();
    void sentencesAreSplitAsTheTokenizerSplitsThem();
};

void ComputeCacheTest::theWindowsQuestionsDoNotWaitForADrawing()
{
    HeldDrawing held;
    ComputeCache cache(held.maker());
    AttentionConfig config;
    config.dModel = 16;
    auto worker = std::async(std::launch::async, [&] { return cache.parameters(config); });
    held.started.get_future().wait(); // a background computation is drawing the weights now
    auto missing = std::async(std::launch::async, [&] { return cache.missingWork(config); });
    auto embedded = std::async(std::launch::async, [&] { return cache.embed(tokenize("a new sentence"), 16, 42); });
    auto remembered = std::async(std::launch::async, [&] { return cache.rememberedResult(); });
    const bool answered = missing.wait_for(kHung) == std::future_status::ready && embedded.wait_for(kHung) == std::future_status::ready
                          && remembered.wait_for(kHung) == std::future_status::ready;
    held.release.set_value();
    QVERIFY2(answered, "a question of the window waited for weights being drawn");
    QVERIFY(missing.get() > 0); // not there yet: the edit that asks goes to the background
    QCOMPARE(embedded.get().rows(), Eigen::Index(3));
    QVERIFY(worker.get());
    QCOMPARE(cache.missingWork(config), 0.0);
}

void ComputeCacheTest::weightsBeingDrawnAreNotDrawnAgain()
{
    HeldDrawing held;
    ComputeCache cache(held.maker());
    AttentionConfig config;
    config.dModel = 12;
    auto first = std::async(std::launch::async, [&] { return cache.parameters(config); });
    held.started.get_future().wait();
    AttentionConfig sameWeights = config;
    sameWeights.temperature = 3; // a setting the weights do not depend on
    auto second = std::async(std::launch::async, [&] { return cache.parameters(sameWeights); });
    held.release.set_value();
    const auto a = first.get();
    const auto b = second.get();
    QCOMPARE(held.draws.load(), 1);
    QCOMPARE(a.get(), b.get());
}

void ComputeCacheTest::anotherConfigurationIsNotHeldUp()
{
    HeldDrawing held;
    std::atomic<bool> holding{true};
    ComputeCache cache([&](const AttentionConfig &config) {
        if (config.dModel == 64 && holding) { // only the first configuration is slow
            held.started.set_value();
            held.released.wait();
        }
        return makeParameters(config);
    });
    AttentionConfig slow;
    slow.dModel = 64;
    auto worker = std::async(std::launch::async, [&] { return cache.parameters(slow); });
    held.started.get_future().wait();
    holding = false;
    AttentionConfig other;
    other.dModel = 8; // the user moved on while the first weights were drawn
    auto next = std::async(std::launch::async, [&] { return cache.parameters(other); });
    const bool answered = next.wait_for(kHung) == std::future_status::ready;
    held.release.set_value();
    QVERIFY2(answered, "the weights of a new configuration waited for an older one");
    QCOMPARE(next.get()->Wq.rows(), Eigen::Index(8));
    QCOMPARE(worker.get()->Wq.rows(), Eigen::Index(64));
    QCOMPARE(cache.missingWork(other), 0.0); // the latest configuration is the one kept
}

void ComputeCacheTest::embeddingsAreThoseOfEachToken()
{
    ComputeCache cache;
    const auto first = tokenize("the cat sat on the mat");
    const auto second = tokenize("the dog sat");
    const Matrix a = cache.embed(first, 10, 7);
    const Matrix b = cache.embed(second, 10, 7); // "the" and "sat" from the cache, "dog" drawn now
    QCOMPARE(a, embedTokens(first, 10, 7));
    QCOMPARE(b, embedTokens(second, 10, 7));
    QCOMPARE(cache.embed(second, 10, 8), embedTokens(second, 10, 8)); // another seed: other vectors
    QCOMPARE(cache.embed(first, 6, 8), embedTokens(first, 6, 8)); // another width
    QCOMPARE(cache.embed(first, 10, 7), embedTokens(first, 10, 7)); // and back: none kept from before
    // The queries' and the keys' lookups run side by side: each gets its own tokens' rows.
    auto queries = std::async(std::launch::async, [&] { return cache.embed(first, 10, 7); });
    auto keys = std::async(std::launch::async, [&] { return cache.embed(second, 10, 7); });
    QCOMPARE(queries.get(), embedTokens(first, 10, 7));
    QCOMPARE(keys.get(), embedTokens(second, 10, 7));
}

void ComputeCacheTest::positionalEncodingsAreTheTextbooks()
{
    ComputeCache cache;
    QCOMPARE(*cache.positionalEncoding(40, 16), sinusoidalPositionalEncoding(40, 16));
    const auto seven = cache.positionalEncoding(7, 16);
    QCOMPARE(*seven, sinusoidalPositionalEncoding(7, 16)); // the first rows of the kept one
    QCOMPARE(cache.positionalEncoding(7, 16), seven); // the same length again: the very matrix, not a copy
    QCOMPARE(*cache.positionalEncoding(50, 16), sinusoidalPositionalEncoding(50, 16)); // longer: drawn anew
    QCOMPARE(*cache.positionalEncoding(7, 12), sinusoidalPositionalEncoding(7, 12)); // another width
    QCOMPARE(*seven, sinusoidalPositionalEncoding(7, 16)); // what was given out stays as it was
    QVERIFY(cache.positionalEncoding(7, 16) != seven); // given out again after others: made anew
}

/** The positions' projections of a multi-head lesson's weights: P W^T + b for the keys and the
 *  values, kept for those weights, grown by whole blocks of rows without touching the rows made. */
void ComputeCacheTest::positionProjectionsGrowAndKeepTheirRows()
{
    ComputeCache cache;
    AttentionConfig config;
    config.score = ScoreFunction::MultiHead;
    config.dModel = 48;
    config.heads = 4;
    const auto parameters = cache.parameters(config);
    const MultiHeadParameters &p = parameters->torch;
    const auto first = cache.positionProjections(parameters, 70);
    QVERIFY(first && first->keys.rows() >= 70 && first->values.rows() == first->keys.rows());
    QCOMPARE(first->keys.cols(), Eigen::Index(48));
    QCOMPARE(cache.positionProjections(parameters, 20), first); // fewer rows: the very table
    const Matrix encoding = sinusoidalPositionalEncoding(static_cast<int>(first->keys.rows()), 48);
    Matrix keys, values; // as the lesson's keys are projected
    project(p, {{&encoding, 1, &keys}, {&encoding, 2, &values}});
    QVERIFY((first->keys - keys).cwiseAbs().maxCoeff() <= 1e-6f * std::max(1.0f, keys.cwiseAbs().maxCoeff()));
    QVERIFY((first->values - values).cwiseAbs().maxCoeff() <= 1e-6f * std::max(1.0f, values.cwiseAbs().maxCoeff()));
    const auto longer = cache.positionProjections(parameters, static_cast<int>(first->keys.rows()) + 1);
    QVERIFY(longer->keys.rows() > first->keys.rows());
    QCOMPARE(Matrix(longer->keys.topRows(first->keys.rows())), first->keys); // the rows made stay, bit for bit
    QCOMPARE(Matrix(longer->values.topRows(first->values.rows())), first->values);
    config.seed += 1; // other weights: another table
    const auto others = cache.positionProjections(cache.parameters(config), 70);
    QVERIFY(others != longer && others->keys != longer->keys.topRows(others->keys.rows()));
}

/** Rows taken from an earlier set are the same memory, not copies; a block no row lies in any
 *  more is let go; past kMostBlocks blocks the rows are gathered into one. */
void ComputeCacheTest::sharedRowsKeepOnlyTheBlocksTheyUse()
{
    const auto block = std::make_shared<const Matrix>(Matrix::Random(6, 3));
    const SharedRows all(block);
    QCOMPARE(all.rows(), Eigen::Index(6));
    QCOMPARE(all.row(4), block->data() + 12);
    const auto fresh = std::make_shared<const Matrix>(Matrix::Random(1, 3));
    const SharedRows moved = SharedRows::picked(all, {0, 1, -1, 2, 3, 4, 5}, fresh); // a row typed after the second
    QCOMPARE(moved.rows(), Eigen::Index(7));
    QCOMPARE(moved.row(2), fresh->data());
    QCOMPARE(moved.row(6), all.row(5));
    QCOMPARE(moved.heldBytes(), double(6 * 3 + 3) * sizeof(Scalar));
    const SharedRows onlyFresh = SharedRows::picked(moved, {2}, nullptr);
    QCOMPARE(onlyFresh.row(0), fresh->data());
    QCOMPARE(onlyFresh.heldBytes(), 3.0 * sizeof(Scalar)); // the block of six is no longer held
    // A letter typed in another word each time: a block for each, until there would be too many.
    const auto twelve = std::make_shared<const Matrix>(Matrix::Random(12, 3));
    SharedRows typed(twelve);
    for (Eigen::Index k = 0; k < Eigen::Index(SharedRows::kMostBlocks); ++k) {
        std::vector<Eigen::Index> from(12);
        for (Eigen::Index j = 0; j < 12; ++j)
            from[static_cast<std::size_t>(j)] = j == k ? -1 : j;
        typed = SharedRows::picked(typed, from, std::make_shared<const Matrix>(Matrix::Constant(1, 3, float(k))));
        QCOMPARE(typed.row(k)[1], float(k));
        const bool gathered = k + 1 == Eigen::Index(SharedRows::kMostBlocks); // the twelve and kMostBlocks more
        QCOMPARE(typed.row(11) == twelve->data() + 33, !gathered);
        QCOMPARE(typed.heldBytes(), (gathered ? 12.0 * 3 : 12.0 * 3 + 3.0 * double(k + 1)) * sizeof(Scalar));
    }
    QCOMPARE(typed.row(11)[2], (*twelve)(11, 2)); // gathered, the same numbers
    QCOMPARE(typed.row(0)[0], 0.0f);
}

void ComputeCacheTest::sentencesAreSplitAsTheTokenizerSplitsThem()
{
    const auto same = [](const std::vector<Token> &a, const std::vector<Token> &b) {
        if (a.size() != b.size())
            return false;
        for (std::size_t i = 0; i < a.size(); ++i)
            if (a[i].text != b[i].text || a[i].offset != b[i].offset || a[i].length != b[i].length || a[i].id != b[i].id
                || a[i].padding != b[i].padding)
                return false;
        return true;
    };
    ComputeCache cache;
    // Six sentences, more than are kept, asked for again in turn and out of turn, from two
    // threads at once as the window and a computation do.
    const std::vector<std::string> sentences{"The little boy is playing football.",
                                             "Le petit garçon joue au football.",
                                             "The little boy is playing footballs.",
                                             "J'aime l'école",
                                             "我爱你",
                                             ""};
    for (int round = 0; round < 3; ++round)
        for (std::size_t k = 0; k < sentences.size(); ++k) {
            const std::string &sentence = sentences[(k * (round + 1)) % sentences.size()];
            auto aside = std::async(std::launch::async, [&] { return cache.tokens(sentence); });
            QVERIFY2(same(cache.tokens(sentence), tokenize(sentence)), sentence.c_str());
            QVERIFY2(same(aside.get(), tokenize(sentence)), sentence.c_str());
        }
}

QTEST_GUILESS_MAIN(ComputeCacheTest)
#include "tst_computecache.moc"
