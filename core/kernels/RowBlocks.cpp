#include "core/kernels/RowBlocks.h"

#include "core/kernels/CpuPlacement.h"

#include <algorithm>
#include <atomic>
#include <chrono>
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
// Work is cut into up to this many blocks per core, so that a core that finishes first (or a
// helper that wakes late) is not left waiting for the other's share.
constexpr int kBlocksPerCore = 4;

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

    /** Runs jobs 0..jobs-1 on the calling thread and the helpers, each taking the next job
     *  when it is free (a helper slow to wake leaves its share to the others), and waits for all. */
    void run(int jobs, const std::function<void(int)> &job)
    {
        {
            const std::lock_guard<std::mutex> lock(mMutex);
            mJob = &job;
            mCallerCpu = currentCpu();
            mNext = 0;
            mJobs = jobs;
            mPending = jobs;
            mPosted.store(true, std::memory_order_release);
        }
        mWake.notify_all();
        std::unique_lock<std::mutex> lock(mMutex);
        while (mNext < mJobs)
            runNext(lock, nullptr);
        lock.unlock();
        awaitBriefly([this] { return mPending.load(std::memory_order_acquire) == 0; });
        lock.lock();
        mDone.wait(lock, [this] { return mPending == 0; });
        mJob = nullptr;
    }

private:
    void serve()
    {
        const ThreadCpus cpus = ThreadCpus::ofThisThread();
        std::unique_lock<std::mutex> lock(mMutex);
        for (;;) {
            if (!mStopping && !(mJob && mNext < mJobs)) {
                lock.unlock();
                awaitBriefly([this] { return mPosted.load(std::memory_order_acquire); });
                lock.lock();
            }
            mWake.wait(lock, [this] { return mStopping || (mJob && mNext < mJobs); });
            if (mStopping)
                return;
            runNext(lock, &cpus);
        }
    }

    /**
     * One computation runs several products back to back; waking a sleeping thread costs a
     * system call and tens of microseconds on a virtual machine (measured: 10-20 us for each of
     * the four products of a 64-token lesson). So a helper watches for the next job for a short
     * while before it sleeps, and the caller, its own blocks done, watches for the helpers' last
     * ones (3000 computations at 64 tokens: 3416 context switches before, 285 after).
     */
    template <typename Ready> void awaitBriefly(const Ready &ready)
    {
        const auto start = std::chrono::steady_clock::now();
        while (!ready() && std::chrono::steady_clock::now() - start < kWatchFor) {
#if defined(__x86_64__) || defined(__i386__)
            __builtin_ia32_pause();
#endif
        }
    }

    /** Takes the next job and runs it with the lock released; a helper (with the CPUs it may
     *  use) runs it off the caller's CPU. */
    void runNext(std::unique_lock<std::mutex> &lock, const ThreadCpus *helperCpus)
    {
        const int index = mNext++;
        if (mNext == mJobs)
            mPosted.store(false, std::memory_order_release);
        const std::function<void(int)> *job = mJob;
        const int callerCpu = mCallerCpu;
        lock.unlock();
        {
            const AwayFromCpu away(callerCpu, helperCpus);
            (*job)(index);
        }
        lock.lock();
        if (--mPending == 0)
            mDone.notify_all();
    }

    std::vector<std::thread> mThreads;
    std::mutex mCallers; // one forRowBlocks at a time uses the helpers
    std::mutex mMutex;
    std::condition_variable mWake, mDone;
    const std::function<void(int)> *mJob = nullptr;
    int mNext = 0, mJobs = 0;
    int mCallerCpu = -1; // where run()'s caller was when it posted the jobs
    std::atomic<int> mPending{0}; // jobs not finished (changed under the lock, read without it too)
    std::atomic<bool> mPosted{false}; // jobs are waiting to be taken (read without the lock)
    static constexpr std::chrono::microseconds kWatchFor{200};
    bool mStopping = false;
};

Helpers &helpers()
{
    static Helpers instance;
    return instance;
}

/** How many blocks forRowBlocks() cuts such work into: 1 where it is not worth a helper. */
Eigen::Index blocksFor(Eigen::Index rows, double total, int cores)
{
    if (total < kWorkPerHelper)
        return 1;
    return static_cast<Eigen::Index>(
        std::min<double>({double(cores * kBlocksPerCore), std::max(1.0, cores * total / kWorkPerHelper), double(rows)}));
}

} // namespace

bool sharedWithHelpers(Eigen::Index rows, double workPerRow)
{
    return blocksFor(rows, workPerRow * static_cast<double>(rows), helpers().count() + 1) > 1;
}

void forRowBlocks(Eigen::Index rows, double workPerRow, const std::function<void(Eigen::Index, Eigen::Index)> &work, Eigen::Index grain)
{
    Helpers &pool = helpers();
    const Eigen::Index blocks = blocksFor(rows, workPerRow * static_cast<double>(rows), pool.count() + 1);
    std::unique_lock<std::mutex> turn(pool.callers(), std::defer_lock);
    if (blocks <= 1 || !turn.try_lock()) {
        work(0, rows);
        return;
    }
    std::vector<std::exception_ptr> errors(static_cast<std::size_t>(blocks));
    const bool grains = grain > 1 && rows / blocks >= 8 * grain; // rounding then moves a boundary by at most a 16th of a block
    const auto boundary = [&](Eigen::Index block) {
        const Eigen::Index even = rows * block / blocks;
        return grains && block < blocks ? std::min(rows, (even + grain / 2) / grain * grain) : even;
    };
    const std::function<void(int)> job = [&](int block) {
        try {
            work(boundary(block), boundary(block + 1));
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
