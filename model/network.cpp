#include "network.h"

namespace corrsim {

void Network::start(const std::vector<ParticipantInfo> &participants)
{
    m_width = participants.size();
    m_links.clear();
    m_links.reserve(m_width * m_width);
    for (size_t f = 0; f < m_width; ++f) {
        for (size_t t = 0; t < m_width; ++t) {
            auto it = m_overrides.find({ActorRef(f), ActorRef(t)});
            const std::string stream = "link:" + participants[f].name + "->" + participants[t].name;
            m_links.push_back({it != m_overrides.end() ? it->second : m_default, Sampler(Rng::stream(m_seed, stream))});
        }
    }
}

} // namespace corrsim
