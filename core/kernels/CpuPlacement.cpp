#include "core/kernels/CpuPlacement.h"

#ifdef __linux__
#include <sched.h>
#endif

namespace attention {

#ifdef __linux__

struct ThreadCpus::Set
{
    cpu_set_t cpus;
};

int currentCpu()
{
    return sched_getcpu();
}

ThreadCpus ThreadCpus::ofThisThread()
{
    auto set = std::make_shared<Set>();
    CPU_ZERO(&set->cpus);
    ThreadCpus result;
    if (sched_getaffinity(0, sizeof(cpu_set_t), &set->cpus) == 0)
        result.mSet = std::move(set);
    return result;
}

AwayFromCpu::AwayFromCpu(int cpu, const ThreadCpus *cpus)
{
    if (!cpus || !cpus->mSet || cpu < 0 || cpu >= CPU_SETSIZE || currentCpu() != cpu)
        return;
    cpu_set_t elsewhere = cpus->mSet->cpus;
    CPU_CLR(cpu, &elsewhere);
    if (CPU_COUNT(&elsewhere) > 0 && sched_setaffinity(0, sizeof(cpu_set_t), &elsewhere) == 0) // moves before it returns
        mCpus = cpus;
}

AwayFromCpu::~AwayFromCpu()
{
    if (mCpus)
        sched_setaffinity(0, sizeof(cpu_set_t), &mCpus->mSet->cpus);
}

#else // no thread affinity: the system places threads as it will

struct ThreadCpus::Set
{
};

int currentCpu()
{
    return -1;
}
ThreadCpus ThreadCpus::ofThisThread()
{
    return {};
}
AwayFromCpu::AwayFromCpu(int, const ThreadCpus *) {}
AwayFromCpu::~AwayFromCpu() = default;

#endif

} // namespace attention
