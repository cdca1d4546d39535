#include "ui/document/BackgroundJob.h"

#include <QThread>
#include <QThreadPool>

#include <algorithm>

#if defined(__has_feature)
#if __has_feature(thread_sanitizer)
#define ATTENTION_TSAN 1
#endif
#endif
#if defined(__SANITIZE_THREAD__)
#define ATTENTION_TSAN 1
#endif

#ifdef ATTENTION_TSAN
extern "C" void __tsan_acquire(void *addr);
extern "C" void __tsan_release(void *addr);
#endif

namespace attention {

QThreadPool *backgroundPool()
{
    static QThreadPool *pool = [] {
        auto *threads = new QThreadPool; // lives as long as the program: jobs may outlive windows
        threads->setMaxThreadCount(std::max(1, QThread::idealThreadCount() - 1)); // leave a core to the window
        return threads;
    }();
    return pool;
}

namespace detail {

#ifdef ATTENTION_TSAN
void handOver(const void *what) { __tsan_release(const_cast<void *>(what)); }
void takeOver(const void *what) { __tsan_acquire(const_cast<void *>(what)); }
#else
void handOver(const void *) {}
void takeOver(const void *) {}
#endif

} // namespace detail

} // namespace attention
