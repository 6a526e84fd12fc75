#include "participants/responses.h"

#include "trace/vocabulary.h"

#include <vector>

namespace corrsim {

Responder::Responder(Simulation &sim, const std::string &prefix)
    : m_ids(sim.addIdSpace(prefix, IdStyle::Uuid)), m_type(sim.intern(vocabulary::Response)),
      m_status(sim.intern("status")), m_reason(sim.intern("reason"))
{}

void Responder::respond(Simulation &sim, ActorRef self, const Message &request, int64_t status, std::string_view reason,
                        std::initializer_list<Field> extra)
{
    std::vector<Field> fields{{m_status, Section::Body, Value::integer(status)},
                              {m_reason, Section::Body, Value::text(sim.intern(reason))}};
    fields.insert(fields.end(), extra.begin(), extra.end());
    Message r;
    r.id = m_ids.next();
    r.correlation = request.correlation;
    r.causation = request.id;
    r.type = m_type;
    r.record = sim.trace().records().add(fields);
    r.from = self;
    r.to = request.from;
    r.connection = request.connection;
    sim.send(r);
}

} // namespace corrsim
