#pragma once
// The *other* correlation ID: a trace ID that follows a request from one application to
// the next in a header (x-correlation-id), so the logs of both line up. It is neither a
// business key nor an idempotency key, and nothing matches replies by it.
//   AUTO   send the current trace ID unless the message already carries one
//   ALWAYS send the current trace ID, replacing one the application set
//   NEVER  send none: the callee makes a new one

#include "input/confignode.h"
#include "kernel/simulation.h"
#include "kernel/statehash.h"
#include "participants/participantkind.h"

namespace corrsim {

enum class TraceIdMode : uint8_t { Auto, Always, Never };

class TraceContext
{
public:
    TraceContext() = default;
    /// Enabled only when the participant sets "traceId".
    TraceContext(Simulation &sim, const ConfigNode &participant, const FieldSpec &traceId);
    bool enabled() const { return m_enabled; }

    /// A new trace ID, for work that starts here.
    Id fresh() { return m_enabled ? m_ids.next() : Id{}; }
    /// The trace ID for handling an incoming message: the caller's, or a new one. Logs
    /// which, with the ID, as the participant's log line would.
    Id enter(Simulation &sim, ActorRef self, const Message &incoming);
    /// The outgoing message's record with the trace ID header set as the mode says.
    RecordRef stamp(Simulation &sim, RecordRef record, Id traceId) const;
    /// The trace IDs it has made (Actor::hashState).
    void hashState(StateHash &h) const { h.add(m_ids); }

private:
    bool m_enabled = false;
    TraceIdMode m_mode = TraceIdMode::Auto;
    IdSequence m_ids;
    Sym m_header = 0, m_traceIdField = 0;
};

} // namespace corrsim
