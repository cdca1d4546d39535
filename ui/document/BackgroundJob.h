#pragma once

#include <QFuture>
#include <QFutureWatcher>
#include <QObject>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <atomic>
#include <functional>
#include <memory>
#include <vector>

class QThreadPool;

namespace attention {

/**
 * The threads our long computations run on. Not QThreadPool::globalInstance(): Qt's raster
 * painting borrows threads from that pool, so a window repainting while a 2048-token lesson
 * computed there waited for the computation to finish.
 */
QThreadPool *backgroundPool();

namespace detail {
/** Tells ThreadSanitizer that what one thread wrote before handing a job or its result over
 *  is seen by the thread that takes it: the hand-over goes through Qt's own (uninstrumented)
 *  locks, which it cannot see. Nothing in other builds. */
void handOver(const void *what);
void takeOver(const void *what);
} // namespace detail

/**
 * Work of a document or a view that runs off the window's thread, where the latest request
 * wins. start() runs the work on backgroundPool() and hands it a StillWanted to ask between
 * stages; a later start() or cancel() makes every earlier job unwanted, so it may give up, and
 * its result, if it comes, is dropped. Only the latest job's result reaches `deliver`, on the
 * thread that owns this object. The destructor waits for jobs still running, which may use
 * what their owner lent them.
 */
template <typename Result>
class LatestJob
{
public:
    using StillWanted = std::function<bool()>;
    using Work = std::function<Result(const StillWanted &)>;

    explicit LatestJob(std::function<void(Result)> deliver) : mDeliver(std::move(deliver)) {}
    LatestJob(const LatestJob &) = delete;
    LatestJob &operator=(const LatestJob &) = delete;
    ~LatestJob()
    {
        cancel();
        for (QFutureWatcher<Result> *watcher : mWatchers)
            watcher->waitForFinished();
    }

    void start(Work work)
    {
        const quint64 generation = ++*mLatest;
        mRunning = true;
        auto *watcher = new QFutureWatcher<Result>(&mContext);
        mWatchers.push_back(watcher);
        QObject::connect(watcher, &QFutureWatcherBase::finished, &mContext, [this, watcher, generation] {
            watcher->deleteLater();
            detail::takeOver(watcher);
            // Forgotten first: taking the result resets the future, which then never reads as finished.
            mWatchers.erase(std::remove(mWatchers.begin(), mWatchers.end(), watcher), mWatchers.end());
            if (generation != mLatest->load())
                return; // overtaken or cancelled: someone asked for something else meanwhile
            mRunning = false;
            mDeliver(watcher->future().takeResult()); // moved, not copied: it can be hundreds of MB
        });
        const StillWanted stillWanted = [latest = mLatest, generation] { return latest->load() == generation; };
        detail::handOver(watcher);
        watcher->setFuture(QtConcurrent::run(backgroundPool(), [work = std::move(work), stillWanted, watcher] {
            detail::takeOver(watcher);
            Result result = work(stillWanted);
            detail::handOver(watcher);
            return result;
        }));
    }

    /** No job is wanted any more: whatever runs may give up, and no result will come. */
    void cancel()
    {
        ++*mLatest;
        mRunning = false;
    }

    /** The latest job has not delivered its result yet (and was not cancelled). */
    bool isRunning() const { return mRunning; }

private:
    std::function<void(Result)> mDeliver;
    std::shared_ptr<std::atomic<quint64>> mLatest = std::make_shared<std::atomic<quint64>>(0); // read by jobs
    bool mRunning = false;
    QObject mContext; // owns the watchers; its connections end with this object
    std::vector<QFutureWatcher<Result> *> mWatchers; // of jobs that may still run (owned by mContext)
};

} // namespace attention
