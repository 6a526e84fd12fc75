#pragma once
// A vector of values with a free list: a stable small index for each value in flight
// (messages on the wire, requests being processed), reused once released.

#include <cstdint>
#include <vector>

namespace corrsim {

template <typename T> class SlotPool
{
public:
    uint32_t acquire(const T &value)
    {
        if (!m_free.empty()) {
            const uint32_t i = m_free.back();
            m_free.pop_back();
            m_items[i] = value;
            return i;
        }
        m_items.push_back(value);
        return uint32_t(m_items.size() - 1);
    }
    /// A slot to fill in place (saves copying a value through a temporary).
    uint32_t acquire()
    {
        if (!m_free.empty()) {
            const uint32_t i = m_free.back();
            m_free.pop_back();
            return i;
        }
        m_items.emplace_back();
        return uint32_t(m_items.size() - 1);
    }
    T &operator[](uint32_t i) { return m_items[i]; }
    /// Calls f(slot, value) for each slot in use, in slot order.
    template <typename F> void forEachInUse(F &&f) const
    {
        std::vector<bool> free(m_items.size());
        for (uint32_t i : m_free)
            free[i] = true;
        for (uint32_t i = 0; i < m_items.size(); ++i)
            if (!free[i])
                f(i, m_items[i]);
    }
    const T &operator[](uint32_t i) const { return m_items[i]; }
    void release(uint32_t i) { m_free.push_back(i); }
    size_t inUse() const { return m_items.size() - m_free.size(); }
    /// Slots ever used, released ones included: 0 .. slotCount() - 1 may be indexed.
    uint32_t slotCount() const { return uint32_t(m_items.size()); }
    size_t bytes() const { return m_items.capacity() * sizeof(T) + m_free.capacity() * sizeof(uint32_t); }

private:
    std::vector<T> m_items;
    std::vector<uint32_t> m_free;
};

} // namespace corrsim
