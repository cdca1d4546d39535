#pragma once

#include <QObject>

#include <atomic>
#include <condition_variable>
#include <functional>
#include <memory>
#include <mutex>
#include <vector>

namespace attention {

namespace detail {

/**
 * Runs a task on threads of our own, one fewer than the cores (a core is left to the window),
 * started when first needed and kept for the program's life. Not Qt's thread pools: Qt's raster
 * painting borrows threads from the global one, so a window repainting while a 2048-token lesson
 * computed there waited for the computation; and with std::thread and std::mutex every hand-over
 * of work is one ThreadSanitizer can see.
 */
void runInBackground(std::function<void()> task);

/**
 * Where finished jobs leave what must run on the owner's thread. A worker posts under a lock;
 * a queued call that carries no data of ours wakes the owner's thread, which takes the
 * deliveries under the same lock. Deliveries still waiting when the mailbox goes are dropped.
 */
class Mailbox : public QObject
{
    Q_OBJECT

public:
    using QObject::QObject;
    void post(std::function<void()> delivery); // from any thread

private slots:
    void collect();

private:
    std::mutex mMutex;
    std::vector<std::function<void()>> mDeliveries;
};

} // namespace detail

/**
 * Work of a document or a view that runs off the window's thread, where the latest request
 * wins. start() runs the work in the background and hands it a StillWanted to ask between
 * stages; a later start() or cancel() makes every earlier job unwanted, so it may give up, and
 * its result, if it comes, is dropped. Only the latest job's result reaches `deliver`, on the
 * thread that made this object. The destructor waits for jobs still running, which may use
 * what their owner lent them.
 */
template <typename Result> class LatestJob
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
        std::unique_lock<std::mutex> lock(mRunning->mutex);
        mRunning->ended.wait(lock, [this] { return mRunning->count == 0; });
    }

    void start(Work work)
    {
        const quint64 generation = ++*mLatest;
        mPending = true;
        {
            const std::lock_guard<std::mutex> lock(mRunning->mutex);
            ++mRunning->count;
        }
        detail::runInBackground([this, work = std::move(work), generation, latest = mLatest, running = mRunning] {
            const StillWanted stillWanted = [&latest, generation] { return latest->load() == generation; };
            auto result = std::make_shared<Result>(work(stillWanted));
            if (stillWanted())
                mMailbox.post([this, generation, result] {
                    if (generation != mLatest->load())
                        return; // overtaken or cancelled after it was posted
                    mPending = false;
                    mDeliver(std::move(*result)); // moved, not copied: it can be hundreds of MB
                });
            const std::lock_guard<std::mutex> lock(running->mutex); // the last use of this object
            --running->count;
            running->ended.notify_all();
        });
    }

    /** No job is wanted any more: whatever runs may give up, and no result will come. */
    void cancel()
    {
        ++*mLatest;
        mPending = false;
    }

    /** The latest job has not delivered its result yet (and was not cancelled). */
    bool isRunning() const { return mPending; }

private:
    struct Running
    {
        std::mutex mutex;
        std::condition_variable ended;
        int count = 0;
    };

    std::function<void(Result)> mDeliver;
    std::shared_ptr<std::atomic<quint64>> mLatest = std::make_shared<std::atomic<quint64>>(0); // read by jobs
    std::shared_ptr<Running> mRunning = std::make_shared<Running>();
    bool mPending = false;
    detail::Mailbox mMailbox;
};

} // namespace attention
