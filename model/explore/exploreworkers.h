#pragma once
// How explore runs a level's schedules: on N threads, each result in its schedule's
// place, so the order they finish in changes nothing.

#include "explore/schedule.h"

#include <algorithm>
#include <atomic>
#include <exception>
#include <functional>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

namespace corrsim {

/// What one run of a level said.
struct Judged
{
    uint32_t broken = 0; // bit i: check i did not hold
    uint64_t state = 0;  // its end state (endstate.h)
    std::string fingerprint;
    std::vector<Choice> choices; // its children's, when there is a next level
    std::optional<Choice> last;  // the choice that made it
    bool stoppedEarly = false;
};

/// judge(k) for k in [0, count) on `jobs` threads; done(finished) about every 64 runs.
/// The first exception a run throws stops the others and is thrown here.
template <typename Judge, typename Done>
std::vector<Judged> runInParallel(size_t count, unsigned jobs, const std::atomic<bool> *cancel, const Judge &judge,
                                  const Done &done)
{
    std::vector<Judged> judged(count);
    std::atomic<size_t> next{0}, finished{0};
    std::atomic<bool> failed{false};
    std::exception_ptr error;
    std::mutex report;
    auto work = [&] {
        for (size_t k; !failed && (k = next.fetch_add(1)) < count;) {
            if (cancel && cancel->load())
                return;
            try {
                judged[k] = judge(k);
            } catch (...) {
                std::lock_guard lock(report);
                if (!failed.exchange(true))
                    error = std::current_exception();
                return;
            }
            const size_t n = ++finished;
            if (n % 64 == 0 || n == count) {
                std::lock_guard lock(report);
                done(n);
            }
        }
    };
    std::vector<std::thread> threads;
    for (unsigned i = 1; i < std::max(1u, jobs); ++i)
        threads.emplace_back(work);
    work();
    for (std::thread &t : threads)
        t.join();
    if (error)
        std::rethrow_exception(error);
    return judged;
}

} // namespace corrsim
