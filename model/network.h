#pragma once
// The wire between participants: per-link latency and faults (loss, duplication). Each
// link draws from its own random stream named after its ends, so adding a link or an
// actor never changes another link's draws.

#include "random.h"
#include "trace.h"

#include <map>
#include <utility>
#include <vector>

namespace corrsim {

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
    /// Lays out every link once the participants are known.
    void start(const std::vector<ParticipantInfo> &participants);
    Link &link(ActorRef from, ActorRef to) { return m_links[size_t(from) * m_width + to]; }

private:
    uint64_t m_seed;
    LinkConfig m_default;
    std::map<std::pair<ActorRef, ActorRef>, LinkConfig> m_overrides;
    size_t m_width = 0;
    std::vector<Link> m_links; // from * width + to
};

} // namespace corrsim
