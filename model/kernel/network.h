#pragma once
// The wire between participants: per-link latency and faults (loss, duplication). Each
// link draws from its own random stream named after its ends, so adding a link or an
// actor never changes another link's draws. A scenario with few participants keeps a
// table of every link; a large one makes each link when a message first crosses it, so
// memory follows the links used, not the square of the participants.

#include "kernel/random.h"
#include "trace/trace.h"

#include <map>
#include <memory>
#include <unordered_map>
#include <utility>
#include <vector>

namespace corrsim {

class StateHash;

struct LinkConfig
{
    Distribution latency = Distribution::fixed(SimTime::fromMillis(1));
    double dropProbability = 0;
    double duplicateProbability = 0;
};

class Network
{
public:
    struct Link
    {
        LinkConfig config;
        Sampler sampler;
    };

    explicit Network(uint64_t seed) : m_seed(seed) {}

    void setDefault(const LinkConfig &c) { m_default = c; }
    /// Configures the link from -> to (one direction); before start().
    void setLink(ActorRef from, ActorRef to, const LinkConfig &c) { m_overrides[{from, to}] = c; }
    /// Called once the participants are known (they name the links' streams).
    void start(const std::vector<ParticipantInfo> &participants);
    /// A copy of a started network names links by the copy's participants (a checkpoint).
    void followParticipants(const std::vector<ParticipantInfo> &participants)
    {
        if (m_participants)
            m_participants = &participants;
    }
    Link &link(ActorRef from, ActorRef to)
    {
        if (m_width) [[likely]]
            return m_dense[size_t(from) * m_width + to];
        return sparseLink(from, to);
    }

    /// Each link's random stream (StateHash): the links a message crossed, in order of
    /// their ends.
    void hashState(StateHash &h) const;

private:
    /// Up to this many participants every link is made at start; beyond, on first use.
    static constexpr size_t DenseParticipants = 128;
    Link makeLink(ActorRef from, ActorRef to) const;
    Link &sparseLink(ActorRef from, ActorRef to);

    uint64_t m_seed;
    LinkConfig m_default;
    std::map<std::pair<ActorRef, ActorRef>, LinkConfig> m_overrides;
    const std::vector<ParticipantInfo> *m_participants = nullptr;
    size_t m_width = 0; // dense: from * width + to
    std::vector<Link> m_dense;
    std::unordered_map<uint32_t, Link> m_sparse; // (from << 16 | to) -> link
};

} // namespace corrsim
