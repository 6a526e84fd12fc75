#include "run/workerpool.h"

#include <system_error>

namespace corrsim {

WorkerPool &WorkerPool::shared()
{
    static WorkerPool pool;
    return pool;
}

bool WorkerPool::run(unsigned helpers, const std::function<void()> &task)
{
    {
        std::lock_guard lock(m_mutex);
        if (m_busy || m_stop) // a parallel run inside another's work, or on another thread
            return false;
        try {
            while (m_threads.size() < helpers)
                m_threads.emplace_back([this] { serve(); });
        } catch (const std::system_error &) {
            return false; // no more threads to be had: the caller's own attempt says why
        }
        m_busy = true;
        m_task = &task;
        m_wanted = helpers;
        m_taken = m_done = 0;
        ++m_round;
    }
    m_wake.notify_all();
    // The helpers run `task` and what it refers to: they must be done with it before
    // this returns, or throws.
    struct WaitForHelpers
    {
        WorkerPool &pool;
        ~WaitForHelpers()
        {
            std::unique_lock lock(pool.m_mutex);
            pool.m_finished.wait(lock, [&] { return pool.m_done == pool.m_wanted; });
            pool.m_task = nullptr;
            pool.m_busy = false;
            pool.m_finished.notify_all(); // a destructor may wait for the pool to be free
        }
    } wait{*this};
    task();
    return true;
}

void WorkerPool::serve()
{
    uint64_t served = 0;
    std::unique_lock lock(m_mutex);
    for (;;) {
        m_wake.wait(lock, [&] { return m_stop || (m_task && m_round != served && m_taken < m_wanted); });
        if (m_stop)
            return;
        served = m_round;
        ++m_taken;
        const std::function<void()> &task = *m_task;
        lock.unlock();
        task();
        lock.lock();
        if (++m_done == m_wanted)
            m_finished.notify_all(); // the caller, and a destructor waiting for the pool to be free
    }
}

WorkerPool::~WorkerPool()
{
    // The process is ending. From inside a task (exit() in a work item), the helpers
    // cannot be waited for: they are left to the process's end. Otherwise a task still
    // running on another thread is let finish first, so that no caller waits for ever.
    std::unique_lock lock(m_mutex);
    for (const std::thread &t : m_threads)
        if (t.get_id() == std::this_thread::get_id()) {
            for (std::thread &other : m_threads)
                other.detach();
            return;
        }
    m_finished.wait(lock, [&] { return !m_busy; });
    m_stop = true;
    lock.unlock();
    m_wake.notify_all();
    for (std::thread &t : m_threads)
        t.join();
}

} // namespace corrsim
