#pragma once
// HTTP-style answers to a message (202 Accepted, 200, 400, 404, 500): a message of type
// "response" whose body holds the status, sent back to where the message came from,
// on the same connection for a synchronous call.

#include "kernel/simulation.h"
#include "kernel/statehash.h"

namespace corrsim {

class Responder
{
public:
    Responder() = default;
    explicit Responder(Simulation &sim, const std::string &prefix = {});
    /// Sends `status` back to request.from; extra fields join the body.
    void respond(Simulation &sim, ActorRef self, const Message &request, int64_t status, std::string_view reason,
                 std::initializer_list<Field> extra = {});
    /// The response IDs it has made (Actor::hashState).
    void hashState(StateHash &h) const { h.add(m_ids); }

private:
    IdSequence m_ids;
    Sym m_type = 0, m_status = 0, m_reason = 0;
};

} // namespace corrsim
