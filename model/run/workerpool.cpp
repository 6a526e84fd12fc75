#include "run/workerpool.h"

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
        if (m_busy) // a parallel run inside another's work, or on another thread
            return false;
        m_busy = true;
        while (m_threads.size() < helpers)
            m_threads.emplace_back([this] { serve(); });
        m_task = &task;
        m_wanted = helpers;
        m_taken = m_done = 0;
        ++m_round;
    }
    m_wake.notify_all();
    task();
    std::unique_lock lock(m_mutex);
    m_finished.wait(lock, [&] { return m_done == m_wanted; });
    m_task = nullptr;
    m_busy = false;
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
            m_finished.notify_one();
    }
}

WorkerPool::~WorkerPool()
{
    {
        std::lock_guard lock(m_mutex);
        m_stop = true;
    }
    m_wake.notify_all();
    for (std::thread &t : m_threads)
        t.join();
}

} // namespace corrsim
