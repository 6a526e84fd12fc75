#include "kernel/network.h"

#include "kernel/statehash.h"

#include <algorithm>

namespace corrsim {

Network::Link Network::makeLink(ActorRef from, ActorRef to) const
{
    auto it = m_overrides.find({from, to});
    const std::vector<ParticipantInfo> &p = *m_participants;
    const std::string stream = "link:" + p[from].name + "->" + p[to].name;
    return {it != m_overrides.end() ? it->second : m_default, Sampler(Rng::stream(m_seed, stream))};
}

void Network::start(const std::vector<ParticipantInfo> &participants)
{
    // Made already for these participants, and none used yet: BuiltScenario makes the
    // links once, before the simulation is copied for each run (naming each link's
    // random stream was a tenth of a short run).
    if (m_participants == &participants && m_width > 0 && m_width == participants.size())
        return;
    m_participants = &participants;
    m_dense.clear();
    m_sparse.clear();
    m_width = participants.size() <= DenseParticipants ? participants.size() : 0;
    m_dense.reserve(m_width * m_width);
    for (size_t f = 0; f < m_width; ++f)
        for (size_t t = 0; t < m_width; ++t)
            m_dense.push_back(makeLink(ActorRef(f), ActorRef(t)));
}

Network::Link &Network::sparseLink(ActorRef from, ActorRef to)
{
    const uint32_t key = (uint32_t(from) << 16) | to;
    auto it = m_sparse.find(key);
    if (it == m_sparse.end())
        it = m_sparse.emplace(key, makeLink(from, to)).first;
    return it->second;
}

void Network::hashState(StateHash &h) const
{
    h.each(m_dense, [&](const Link &l) { h.add(l.sampler); });
    std::vector<uint32_t> used; // the sparse table's order is its layout's
    for (const auto &[ends, link] : m_sparse)
        used.push_back(ends);
    std::sort(used.begin(), used.end());
    h.each(used, [&](uint32_t ends) {
        h.add(ends);
        h.add(m_sparse.at(ends).sampler);
    });
}

} // namespace corrsim
