#pragma once
// The events joined spans make: a lane for each service (instances as workers), a send
// and a delivery for each message (a second delivery for a redelivery), a reply taken
// where a later span shows for which request, an effect for each span named as one, a
// log line for every other span; each event keeps its span's IDs and attributes.
// Import-internal.

#include "import/importtrace.h"
#include "import/spanmessages.h"
#include "scenario/importfacts.h"
#include "trace/trace.h"

#include <memory>

namespace corrsim {

/// The trace of the joined spans, made in the set's own trace (whose names and records
/// the readers filled); fills facts' reply count and clock skew. Takes the spans so their
/// memory is gone before the trace's events are.
std::shared_ptr<Trace> traceOfSpans(SpanSet set, SpanGraph graph, const ImportOptions &options, ImportFacts &facts);

} // namespace corrsim
