#pragma once
// The wire-form envelope of a message event in the trace: what the details pane shows
// and what exports write. The simulation keeps messages compact (message.h); this is
// where they become text IDs and header maps again.

#include "envelope/envelope.h"
#include "trace/trace.h"

#include <optional>

namespace corrsim {

/// The envelope of a send/deliver/drop/duplicate event; nothing for other kinds.
std::optional<Envelope> envelopeOf(const TraceEvent &e, const Trace &trace);

} // namespace corrsim
