#include "RowBlocks.h"

#include <algorithm>
#include <exception>
#include <thread>
#include <vector>

#ifdef ATTENTION_USE_OPENBLAS
extern "C" void openblas_set_num_threads(int);
#endif

namespace attention {

namespace {
#ifdef ATTENTION_USE_OPENBLAS
// One BLAS thread per product: forRowBlocks already gives each core its rows, and OpenBLAS's
// own threads, spinning between small products, cost more than they gained (measured).
const bool kOneBlasThread = [] {
    openblas_set_num_threads(1);
    return true;
}();
#endif

// Below this many multiply-adds a helper thread costs more than it saves (measured: starting
// one takes about 50 us).
constexpr double kWorkPerHelper = 4.0e6;
} // namespace

void forRowBlocks(Eigen::Index rows, double workPerRow, const std::function<void(Eigen::Index, Eigen::Index)> &work)
{
    const double total = workPerRow * static_cast<double>(rows);
    const unsigned cores = std::max(1u, std::min(8u, std::thread::hardware_concurrency()));
    const auto blocks = static_cast<Eigen::Index>(std::min<double>({double(cores), std::max(1.0, total / kWorkPerHelper), double(rows)}));
    if (blocks <= 1) {
        work(0, rows);
        return;
    }
    std::vector<std::exception_ptr> errors(static_cast<std::size_t>(blocks));
    const auto run = [&](Eigen::Index block) {
        try {
            work(rows * block / blocks, rows * (block + 1) / blocks);
        } catch (...) {
            errors[static_cast<std::size_t>(block)] = std::current_exception();
        }
    };
    std::vector<std::thread> helpers;
    for (Eigen::Index block = 1; block < blocks; ++block)
        helpers.emplace_back(run, block);
    run(0);
    for (std::thread &helper : helpers)
        helper.join();
    for (const std::exception_ptr &error : errors)
        if (error)
            std::rethrow_exception(error);
}

} // namespace attention
