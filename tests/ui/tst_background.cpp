// Work off the window's thread: the latest request wins, overtaken work gives up and is
// dropped, and no result of a request that was replaced ever reaches a view.
#include "tests/support/TestSupport.h"
#include "ui/document/BackgroundJob.h"
#include "ui/document/HeapReuse.h"

#include <QTest>

#include <atomic>
#include <chrono>
#include <future>
#include <thread>
#include <vector>

#include <sys/resource.h>

using namespace attention;

namespace {

/** A job that waits until the test opens its gate, and tells whether it was still wanted then. */
struct Gate
{
    std::promise<void> open;
    std::shared_future<void> opened = open.get_future().share();
    std::promise<void> started;
    std::atomic<int> wantedAtTheEnd{-1};
};

} // namespace

class BackgroundJobTest : public QObject
{
    Q_OBJECT

private slots:
    void onlyTheLatestResultArrives();
    void aCancelledJobDeliversNothing();
    void overtakenWorkIsToldToGiveUp();
    void destructionWaitsForRunningWork();
    void roomOnTheHeapSparesTheNextMatricesTheirFaults();
    void roomOnTheHeapStopsWhenNoLongerWanted();
};

void BackgroundJobTest::onlyTheLatestResultArrives()
{
    std::vector<int> delivered;
    LatestJob<int> job([&delivered](int value) { delivered.push_back(value); });
    Gate first;
    job.start([&first](const auto &) {
        first.started.set_value();
        first.opened.wait();
        return 1;
    });
    first.started.get_future().wait();
    job.start([](const auto &) { return 2; }); // while the first still runs
    first.open.set_value();
    QVERIFY(job.isRunning());
    QTRY_VERIFY(!job.isRunning());
    QCOMPARE(delivered, std::vector<int>{2});
    job.start([](const auto &) { return 3; });
    QTRY_VERIFY(!job.isRunning());
    QCOMPARE(delivered, (std::vector<int>{2, 3}));
}

void BackgroundJobTest::aCancelledJobDeliversNothing()
{
    int deliveries = 0;
    LatestJob<int> job([&deliveries](int) { ++deliveries; });
    Gate gate;
    job.start([&gate](const auto &stillWanted) {
        gate.opened.wait();
        gate.wantedAtTheEnd = stillWanted() ? 1 : 0;
        return 7;
    });
    job.cancel();
    QVERIFY(!job.isRunning());
    gate.open.set_value();
    job.start([](const auto &) { return 8; }); // a marker: once it is delivered, the first has ended too
    QTRY_VERIFY(deliveries == 1 && gate.wantedAtTheEnd != -1);
    QCOMPARE(gate.wantedAtTheEnd.load(), 0);
}

void BackgroundJobTest::overtakenWorkIsToldToGiveUp()
{
    std::vector<int> delivered;
    LatestJob<int> job([&delivered](int value) { delivered.push_back(value); });
    Gate gate;
    job.start([&gate](const auto &stillWanted) {
        gate.started.set_value();
        gate.opened.wait();
        gate.wantedAtTheEnd = stillWanted() ? 1 : 0;
        return 1;
    });
    gate.started.get_future().wait();
    job.start([](const auto &stillWanted) { return stillWanted() ? 2 : -2; });
    gate.open.set_value();
    QTRY_VERIFY(!job.isRunning());
    QCOMPARE(gate.wantedAtTheEnd.load(), 0);
    QCOMPARE(delivered, std::vector<int>{2});
}

void BackgroundJobTest::destructionWaitsForRunningWork()
{
    std::promise<void> started;
    std::atomic<bool> finished{false};
    auto job = std::make_unique<LatestJob<int>>([](int) {});
    job->start([&](const auto &stillWanted) {
        started.set_value();
        while (stillWanted()) // until the destructor says no (it cancels first)
            std::this_thread::yield();
        // Work that outlasts a destructor that would not wait, using what the owner lent.
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
        finished = true;
        return 0;
    });
    started.get_future().wait();
    job.reset();
    QVERIFY(finished);
}

namespace {

// The sanitizer's allocator: glibc's settings and counts do not apply.
constexpr bool kOwnAllocator = test::kUnderAddressSanitizer || test::kUnderThreadSanitizer;

long minorFaults()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_minflt;
}

/** The page faults of allocating `bytes` in blocks of 16 MB (a head's weights at 2048 tokens) and
 *  writing a byte a page, as a computation writes its matrices; the blocks are freed again. */
long faultsOfWriting(std::size_t bytes)
{
    constexpr std::size_t kBlock = 16 * 1024 * 1024;
    std::vector<char *> blocks;
    const long before = minorFaults();
    for (std::size_t done = 0; done < bytes; done += kBlock) {
        blocks.push_back(static_cast<char *>(std::malloc(kBlock)));
        for (std::size_t at = 0; at < kBlock; at += 4096)
            static_cast<volatile char *>(blocks.back())[at] = 1;
    }
    const long faults = minorFaults() - before;
    for (char *block : blocks)
        std::free(block);
    return faults;
}

} // namespace

void BackgroundJobTest::roomOnTheHeapSparesTheNextMatricesTheirFaults()
{
#ifndef __GLIBC__
    QSKIP("the heap's room is made with glibc only");
#endif
    if (kOwnAllocator)
        QSKIP("a sanitizer's allocator keeps its own heap");
    keepLargeBlocksForReuse(); // as the app's main() does
    constexpr std::size_t kMB = 1024 * 1024, kPages = 96 * kMB / 4096;
    // 96 MB more than the heap ever held: every page is new.
    const long fresh = faultsOfWriting(96 * kMB);
    QVERIFY2(fresh > long(kPages) * 9 / 10, qPrintable(QString::number(fresh)));
    const std::size_t written = makeRoomOnTheHeap(256 * kMB, [] { return true; });
    QVERIFY(written >= 256 * kMB);
    // The next 256 MB of matrices find their pages there.
    const long afterRoom = faultsOfWriting(256 * kMB);
    QVERIFY2(afterRoom < long(kPages) / 20, qPrintable(QString::number(afterRoom)));
    // And where the heap has the room free already, nothing is written.
    QCOMPARE(makeRoomOnTheHeap(64 * kMB, [] { return true; }), std::size_t(0));
}

void BackgroundJobTest::roomOnTheHeapStopsWhenNoLongerWanted()
{
#ifndef __GLIBC__
    QSKIP("the heap's room is made with glibc only");
#endif
    keepLargeBlocksForReuse(); // without it, nothing is written
    int asked = 0;
    const std::size_t written = makeRoomOnTheHeap(std::size_t(4) << 30, [&asked] { return ++asked <= 2; });
    QVERIFY(written > 0);
    QVERIFY(written < std::size_t(64) << 20); // two blocks, not 4 GB
    QCOMPARE(asked, 3);
}

QTEST_GUILESS_MAIN(BackgroundJobTest)
#include "tst_background.moc"
