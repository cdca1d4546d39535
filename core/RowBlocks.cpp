#include "RowBlocks.h"

#include <algorithm>
#include <condition_variable>
#include <exception>
#include <mutex>
#include <thread>
#include <vector>

#ifdef ATTENTION_USE_OPENBLAS
extern "C" void openblas_set_num_threads(int);
#endif

namespace attention {

namespace {

#ifdef ATTENTION_USE_OPENBLAS
// One BLAS thread per product: forRowBlocks already gives each core its own rows, and OpenBLAS's
// own threads, spinning between small products, cost more than they gained (measured).
const bool kOneBlasThread = [] {
    openblas_set_num_threads(1);
    return true;
}();
#endif

// Below this many multiply-adds a helper costs more than it saves.
constexpr double kWorkPerHelper = 4.0e6;

/**
 * Helper threads that live as long as the program: starting a thread for every product cost
 * about 0.1 ms each time, as much as the whole attention of a short sentence. One caller at a
 * time uses them; a second caller (or a block that asks again) works alone.
 */
class Helpers
{
public:
    Helpers()
    {
        // hardware_concurrency() reads a file under /sys on every call: once is enough.
        const unsigned cores = std::max(1u, std::min(8u, std::thread::hardware_concurrency()));
        for (unsigned i = 1; i < cores; ++i)
            mThreads.emplace_back([this] { serve(); });
    }
    ~Helpers()
    {
        {
            const std::lock_guard<std::mutex> lock(mMutex);
            mStopping = true;
        }
        mWake.notify_all();
        for (std::thread &thread : mThreads)
            thread.join();
    }

    int count() const { return static_cast<int>(mThreads.size()); }
    std::mutex &callers() { return mCallers; }

    /** Runs jobs 1..jobs-1 on the helpers, job 0 on the calling thread, and waits for all. */
    void run(int jobs, const std::function<void(int)> &job)
    {
        {
            const std::lock_guard<std::mutex> lock(mMutex);
            mJob = &job;
            mNext = 1;
            mJobs = jobs;
            mPending = jobs - 1;
        }
        mWake.notify_all();
        job(0);
        std::unique_lock<std::mutex> lock(mMutex);
        mDone.wait(lock, [this] { return mPending == 0; });
        mJob = nullptr;
    }

private:
    void serve()
    {
        std::unique_lock<std::mutex> lock(mMutex);
        for (;;) {
            mWake.wait(lock, [this] { return mStopping || (mJob && mNext < mJobs); });
            if (mStopping)
                return;
            const int index = mNext++;
            const std::function<void(int)> *job = mJob;
            lock.unlock();
            (*job)(index);
            lock.lock();
            if (--mPending == 0)
                mDone.notify_all();
        }
    }

    std::vector<std::thread> mThreads;
    std::mutex mCallers; // one forRowBlocks at a time uses the helpers
    std::mutex mMutex;
    std::condition_variable mWake, mDone;
    const std::function<void(int)> *mJob = nullptr;
    int mNext = 0, mJobs = 0, mPending = 0;
    bool mStopping = false;
};

Helpers &helpers()
{
    static Helpers instance;
    return instance;
}

} // namespace

void forRowBlocks(Eigen::Index rows, double workPerRow, const std::function<void(Eigen::Index, Eigen::Index)> &work)
{
    const double total = workPerRow * static_cast<double>(rows);
    Helpers &pool = helpers();
    auto blocks = static_cast<Eigen::Index>(
        std::min<double>({double(pool.count() + 1), std::max(1.0, total / kWorkPerHelper), double(rows)}));
    std::unique_lock<std::mutex> turn(pool.callers(), std::defer_lock);
    if (blocks <= 1 || !turn.try_lock()) {
        work(0, rows);
        return;
    }
    std::vector<std::exception_ptr> errors(static_cast<std::size_t>(blocks));
    const std::function<void(int)> job = [&](int block) {
        try {
            work(rows * block / blocks, rows * (block + 1) / blocks);
        } catch (...) {
            errors[static_cast<std::size_t>(block)] = std::current_exception();
        }
    };
    pool.run(static_cast<int>(blocks), job);
    for (const std::exception_ptr &error : errors)
        if (error)
            std::rethrow_exception(error);
}

} // namespace attention
