#pragma once

#include <memory>

namespace attention {

/** The CPU the calling thread runs on now, or -1 where the system does not say. */
int currentCpu();

/** The CPUs a thread may run on, as read when it was made; empty where the system gives
 *  threads no affinity (there every call below does nothing). */
class ThreadCpus
{
public:
    /** The calling thread's CPUs now. */
    static ThreadCpus ofThisThread();

private:
    friend class AwayFromCpu;
    struct Set;
    std::shared_ptr<const Set> mSet; // null where unknown
};

/**
 * While it lives, keeps the calling thread on `cpus` other than `cpu`, where the thread is on
 * `cpu` now and `cpus` holds another; then lets it run on all of `cpus` again (where it is: no
 * move back). Why: a helper thread woken to work beside a caller can land on the caller's own
 * CPU and stay there while the other core idles. Two system calls, only where the two met.
 * Without `cpus` (a caller, who stays where it is) it does nothing.
 */
class AwayFromCpu
{
public:
    AwayFromCpu(int cpu, const ThreadCpus *cpus);
    ~AwayFromCpu();
    AwayFromCpu(const AwayFromCpu &) = delete;
    AwayFromCpu &operator=(const AwayFromCpu &) = delete;

private:
    const ThreadCpus *mCpus = nullptr; // set where the thread moved
};

} // namespace attention
