// What a document keeps between keystrokes, shared by the window's thread and background work:
// the window's questions never wait for a computation, and nothing is drawn twice.
#include "core/pipeline/ComputeCache.h"
#include "core/pipeline/ModelParameters.h"
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
    const bool answered = missing.wait_for(kHung) == std::future_status::ready
                          && embedded.wait_for(kHung) == std::future_status::ready
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
    QCOMPARE(cache.embed(first, 6, 8), embedTokens(first, 6, 8));     // another width
    QCOMPARE(cache.embed(first, 10, 7), embedTokens(first, 10, 7));   // and back: none kept from before
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
    QCOMPARE(cache.positionalEncoding(7, 16), seven);       // the same length again: the very matrix, not a copy
    QCOMPARE(*cache.positionalEncoding(50, 16), sinusoidalPositionalEncoding(50, 16)); // longer: drawn anew
    QCOMPARE(*cache.positionalEncoding(7, 12), sinusoidalPositionalEncoding(7, 12));   // another width
    QCOMPARE(*seven, sinusoidalPositionalEncoding(7, 16)); // what was given out stays as it was
    QVERIFY(cache.positionalEncoding(7, 16) != seven);      // given out again after others: made anew
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
    const std::vector<std::string> sentences{"The little boy is playing football.", "Le petit garçon joue au football.",
                                             "The little boy is playing footballs.", "J'aime l'école",
                                             "我爱你", ""};
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
