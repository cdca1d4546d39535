#include "ui/document/BackgroundJob.h"

#include <QMetaObject>

#include <algorithm>
#include <deque>
#include <thread>

namespace attention::detail {

namespace {

class BackgroundThreads
{
public:
    BackgroundThreads()
    {
        const unsigned cores = std::max(2u, std::thread::hardware_concurrency());
        for (unsigned i = 1; i < cores; ++i)
            std::thread([this] { serve(); }).detach(); // they wait for work until the program ends
    }

    void run(std::function<void()> task)
    {
        {
            const std::lock_guard<std::mutex> lock(mMutex);
            mTasks.push_back(std::move(task));
        }
        mWake.notify_one();
    }

private:
    void serve()
    {
        for (;;) {
            std::function<void()> task;
            {
                std::unique_lock<std::mutex> lock(mMutex);
                mWake.wait(lock, [this] { return !mTasks.empty(); });
                task = std::move(mTasks.front());
                mTasks.pop_front();
            }
            task();
        }
    }

    std::mutex mMutex;
    std::condition_variable mWake;
    std::deque<std::function<void()>> mTasks;
};

} // namespace

void runInBackground(std::function<void()> task)
{
    static BackgroundThreads *threads = new BackgroundThreads; // never destroyed: jobs may outlive windows
    threads->run(std::move(task));
}

void Mailbox::post(std::function<void()> delivery)
{
    bool first = false;
    {
        const std::lock_guard<std::mutex> lock(mMutex);
        first = mDeliveries.empty();
        mDeliveries.push_back(std::move(delivery));
    }
    if (first)
        QMetaObject::invokeMethod(this, "collect", Qt::QueuedConnection);
}

void Mailbox::collect()
{
    std::vector<std::function<void()>> deliveries;
    {
        const std::lock_guard<std::mutex> lock(mMutex);
        deliveries.swap(mDeliveries);
    }
    for (auto &delivery : deliveries)
        delivery();
}

} // namespace attention::detail
