#include "kernel/scheduler.h"

#include <algorithm>

namespace corrsim {

uint64_t Scheduler::schedule(SimTime time, uint16_t target, uint16_t code, uint32_t arg)
{
    const uint64_t seq = m_nextSeq++;
    m_heap.push_back({time, seq, target, code, arg});
    siftUp(m_heap.size() - 1);
    return seq;
}

std::optional<ScheduledEvent> Scheduler::cancel(uint64_t seq)
{
    if (seq >= m_nextSeq || isCancelled(seq))
        return std::nullopt;
    // Only events still in the heap can be cancelled.
    const auto it = std::find_if(m_heap.begin(), m_heap.end(), [&](const ScheduledEvent &e) { return e.seq == seq; });
    if (it == m_heap.end())
        return std::nullopt;
    markCancelled(seq);
    return *it;
}

void Scheduler::markCancelled(uint64_t seq)
{
    m_cancelled.insert(std::lower_bound(m_cancelled.begin(), m_cancelled.end(), seq), seq);
    ++m_cancelledPending;
}

bool Scheduler::isCancelled(uint64_t seq) const
{
    return !m_cancelled.empty() && std::binary_search(m_cancelled.begin(), m_cancelled.end(), seq);
}

void Scheduler::removeTop()
{
    m_heap.front() = m_heap.back();
    m_heap.pop_back();
    if (!m_heap.empty())
        siftDown(0);
}

void Scheduler::dropCancelledTop()
{
    while (!m_cancelled.empty() && !m_heap.empty() && isCancelled(m_heap.front().seq)) {
        m_cancelled.erase(std::lower_bound(m_cancelled.begin(), m_cancelled.end(), m_heap.front().seq));
        --m_cancelledPending;
        removeTop();
    }
}

std::vector<ScheduledEvent> Scheduler::queued() const
{
    std::vector<ScheduledEvent> events;
    events.reserve(pending());
    for (const ScheduledEvent &e : m_heap)
        if (!isCancelled(e.seq))
            events.push_back(e);
    std::sort(events.begin(), events.end(),
              [](const ScheduledEvent &a, const ScheduledEvent &b) { return a.precedes(b); });
    return events;
}

SimTime Scheduler::nextTime()
{
    dropCancelledTop();
    return m_heap.empty() ? SimTime::max() : m_heap.front().time;
}

bool Scheduler::pop(ScheduledEvent &out)
{
    dropCancelledTop();
    if (m_heap.empty())
        return false;
    out = m_heap.front();
    removeTop();
    return true;
}

void Scheduler::siftUp(size_t i)
{
    const ScheduledEvent e = m_heap[i];
    while (i > 0) {
        const size_t parent = (i - 1) / 4;
        if (!e.precedes(m_heap[parent]))
            break;
        m_heap[i] = m_heap[parent];
        i = parent;
    }
    m_heap[i] = e;
}

void Scheduler::siftDown(size_t i)
{
    const size_t n = m_heap.size();
    const ScheduledEvent e = m_heap[i];
    for (;;) {
        const size_t first = 4 * i + 1;
        if (first >= n)
            break;
        size_t best = first;
        const size_t last = std::min(first + 4, n);
        for (size_t c = first + 1; c < last; ++c)
            if (m_heap[c].precedes(m_heap[best]))
                best = c;
        if (!m_heap[best].precedes(e))
            break;
        m_heap[i] = m_heap[best];
        i = best;
    }
    m_heap[i] = e;
}

} // namespace corrsim
