#pragma once
// A simulation's state between two events as one 64-bit number (Simulation::stateHash):
// what its future depends on. Two simulations of one scenario with equal hashes go on
// alike, whatever their pasts: the same events at the same times, with the same IDs,
// names and values (tst_statehash checks that on every lesson). An exploration can then
// explore what follows once (docs/explore.md).
//
// Canonical where a number is only bookkeeping, so that two runs that reach one state by
// different paths hash alike: names, IDs and records by what they say (as the
// fingerprint hashes them), queued events by their order rather than their sequence
// numbers, a timer an actor keeps by the queued event it names, a message on the wire by
// what it carries rather than its slot. Not hashed: counts that only budgets read (events
// handled), and the trace's past itself.

#include "kernel/message.h"
#include "kernel/random.h"

#include <concepts>
#include <cstdint>
#include <utility>
#include <vector>

namespace corrsim {

class StateHash
{
public:
    /// `queued`: the scheduler's sequence numbers of the events still queued, in the
    /// order they will run (what a timer handle is hashed by).
    StateHash(const Trace &trace, std::vector<uint64_t> queued);

    template <typename T>
    requires std::integral<T> || std::is_enum_v<T>
    void add(T value) { word(uint64_t(value)); }
    void add(SimTime t) { word(uint64_t(t.micros())); }
    void add(const std::optional<SimTime> &t) { word(t ? uint64_t(t->micros()) : NoTime); }
    void add(double d);
    /// An ID by what it prints (a generated one by its space's prefix and number).
    void add(Id id);
    void add(const Rng &rng);
    void add(const Sampler &sampler);
    void add(const IdSequence &ids);
    void add(const Message &m);
    /// A name by its text.
    void name(Sym s);
    /// A record (a body, a stored value) by its fields.
    void record(RecordRef r);
    /// A timer handle an actor keeps to cancel it: by the queued event it names, or as
    /// gone when that has run or was cancelled (cancelling it then does nothing).
    void timer(uint64_t handle);
    /// Every element, in order, with how many there are.
    template <typename Range, typename Each> void each(const Range &range, Each &&each)
    {
        word(0xe4c4);
        uint64_t n = 0;
        for (const auto &x : range) {
            each(x);
            ++n;
        }
        word(n);
    }
    template <typename T> void each(const std::vector<T> &v)
    {
        each(v, [this](const T &x) { add(x); });
    }

    uint64_t value() const { return m_h; }

private:
    static constexpr uint64_t NoTime = 0x7e57ab1e5ca1ab1eULL;
    void word(uint64_t w)
    {
        m_h = (m_h ^ w) * 0x9e3779b97f4a7c15ULL;
        m_h ^= m_h >> 29;
    }

    const Trace &m_trace;
    std::vector<uint64_t> m_names;                       // each name's hash by its text (Trace::nameHashes)
    std::vector<std::pair<uint64_t, uint32_t>> m_rankOf; // (sequence number, place in run order), by number
    uint64_t m_h = 0x5ea7e5ea7e5ULL;
};

} // namespace corrsim
