// Work off the window's thread: the latest request wins, overtaken work gives up and is
// dropped, and no result of a request that was replaced ever reaches a view.
#include "ui/document/BackgroundJob.h"

#include <QTest>

#include <atomic>
#include <chrono>
#include <future>
#include <thread>
#include <vector>

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

QTEST_GUILESS_MAIN(BackgroundJobTest)
#include "tst_background.moc"
