#include "kernel/statehash.h"

#include <algorithm>
#include <bit>
#include <numeric>

namespace corrsim {

StateHash::StateHash(const Trace &trace, std::vector<uint64_t> queued)
    : m_trace(trace), m_names(trace.nameHashes()), m_queued(std::move(queued))
{
    // timer() looks a handle up among the sorted sequence numbers and hashes its place
    // in run order.
    m_rank.resize(m_queued.size());
    std::iota(m_rank.begin(), m_rank.end(), 0u);
    std::sort(m_rank.begin(), m_rank.end(), [&](uint32_t a, uint32_t b) { return m_queued[a] < m_queued[b]; });
    std::vector<uint64_t> sorted(m_queued.size());
    for (size_t i = 0; i < m_rank.size(); ++i)
        sorted[i] = m_queued[m_rank[i]];
    m_queued = std::move(sorted);
}

void StateHash::add(double d)
{
    word(std::bit_cast<uint64_t>(d));
}

void StateHash::add(Id id)
{
    word(m_trace.ids().canonicalHash(id, m_names));
}

void StateHash::add(const Rng &rng)
{
    for (uint64_t w : rng.state())
        word(w);
}

void StateHash::add(const Sampler &sampler)
{
    add(sampler.rng());
    word(sampler.sequencePosition());
}

void StateHash::add(const IdSequence &ids)
{
    word(ids.last());
}

void StateHash::add(const Message &m)
{
    add(m.id);
    add(m.correlation);
    add(m.causation);
    name(m.type);
    record(m.record);
    add(m.firstSeen);
    word(uint64_t(m.from) | uint64_t(m.to) << 16 | uint64_t(m.replyTo) << 32 | uint64_t(m.attempt) << 48);
    word(m.connection);
}

void StateHash::name(Sym s)
{
    word(s < m_names.size() ? m_names[s] : 0xbad5e000000000ULL | s);
}

void StateHash::record(RecordRef r)
{
    word(r ? m_trace.recordHash(r, m_names) : 0);
}

void StateHash::timer(uint64_t handle)
{
    const auto at = std::lower_bound(m_queued.begin(), m_queued.end(), handle);
    word(at != m_queued.end() && *at == handle ? uint64_t(m_rank[size_t(at - m_queued.begin())]) : 0xd0edULL << 32);
}

} // namespace corrsim
