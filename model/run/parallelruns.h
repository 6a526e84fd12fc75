#pragma once
// Many runs on many threads, each result in its own place, so the order they finish in
// changes nothing: sweeps and explorations share it.

#include "run/workerpool.h"

#include <algorithm>
#include <atomic>
#include <exception>
#include <mutex>
#include <thread>
#include <vector>

namespace corrsim {

/// work(k) for every k in [0, count), each once, on `jobs` threads (this one among
/// them); then done(finished), under a lock, with how many have finished. A set cancel
/// stops the taking of new ones. The first exception a work throws stops the others and
/// is thrown here.
template <typename Work, typename Done>
void runInParallel(size_t count, unsigned jobs, const std::atomic<bool> *cancel, const Work &work, const Done &done)
{
    std::atomic<size_t> next{0}, finished{0};
    std::atomic<bool> failed{false};
    std::exception_ptr error;
    std::mutex report;
    auto worker = [&] {
        for (size_t k; !failed && (k = next.fetch_add(1)) < count;) {
            if (cancel && cancel->load())
                return;
            try {
                work(k);
            } catch (...) {
                std::lock_guard lock(report);
                if (!failed.exchange(true))
                    error = std::current_exception();
                return;
            }
            const size_t n = ++finished;
            std::lock_guard lock(report);
            done(n);
        }
    };
    const unsigned helpers = std::max(1u, jobs) - 1;
    // The process's threads when they are free (kept warm from the last run); threads of
    // its own when they are busy, as for a parallel run inside another's work.
    if (helpers == 0 || !WorkerPool::shared().run(helpers, worker)) {
        std::vector<std::thread> threads;
        for (unsigned i = 0; i < helpers; ++i)
            threads.emplace_back(worker);
        worker();
        for (std::thread &t : threads)
            t.join();
    }
    if (error)
        std::rethrow_exception(error);
}

} // namespace corrsim
