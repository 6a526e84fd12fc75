#include "kernel/statehash.h"

#include <algorithm>
#include <bit>

namespace corrsim {

StateHash::StateHash(const Trace &trace, std::vector<uint64_t> queued) : m_trace(trace), m_names(trace.nameHashes())
{
    // timer() looks a handle up by its sequence number and hashes its place in run order.
    m_rankOf.reserve(queued.size());
    for (uint32_t rank = 0; rank < queued.size(); ++rank)
        m_rankOf.emplace_back(queued[rank], rank);
    std::sort(m_rankOf.begin(), m_rankOf.end());
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
    const auto at = std::lower_bound(m_rankOf.begin(), m_rankOf.end(), std::pair(handle, 0u));
    word(at != m_rankOf.end() && at->first == handle ? uint64_t(at->second) : 0xd0edULL << 32);
}

} // namespace corrsim
