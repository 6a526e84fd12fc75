#pragma once
// Threads kept from one parallel run to the next. A thread's first work is slow: it
// gets a malloc arena of its own, an empty cache of trace chunks and cold CPU caches,
// and an exploration starts threads twice a level. The pool starts each helper once and
// keeps it waiting.

#include <condition_variable>
#include <cstdint>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

namespace corrsim {

class WorkerPool
{
public:
    /// The process's pool; its threads end when the process does.
    static WorkerPool &shared();

    /// task() on this thread and on `helpers` of the pool's at once; returns (or throws
    /// what task threw on this thread) when every one has returned. Task must not throw
    /// on a helper. False, and nothing run, when the pool is already running another task
    /// or cannot start a thread: the caller starts threads of its own instead. The
    /// helpers keep what their thread holds between tasks (a malloc arena, up to four
    /// spare trace chunks of 2 MB).
    bool run(unsigned helpers, const std::function<void()> &task);

    ~WorkerPool();

private:
    WorkerPool() = default;
    void serve();

    std::mutex m_mutex;
    std::condition_variable m_wake, m_finished;
    std::vector<std::thread> m_threads;
    bool m_busy = false, m_stop = false;
    const std::function<void()> *m_task = nullptr;
    uint64_t m_round = 0;  // one a task, so a helper takes a task once
    unsigned m_wanted = 0; // helpers the task asked for
    unsigned m_taken = 0;  // of them, how many have started it
    unsigned m_done = 0;   // and finished it
};

} // namespace corrsim
