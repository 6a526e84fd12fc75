#pragma once
// The value checks both trace readers make, so that what one format takes the other
// takes too: an event against its kind's shape (eventshape.h) and the trace's tables,
// a field of a record. Each says which field is wrong, by its JSON Lines name, so the
// JSON Lines reader points at it on its line and the binary reader names it beside the
// byte offset; what is wrong is a finding, worded at the edges.

#include "trace/finding.h"
#include "trace/records.h"
#include "trace/simtime.h"
#include "trace/traceevent.h"

#include <optional>
#include <string>
#include <string_view>

namespace corrsim {

class Trace;

/// The longest text a trace holds as one name (a type, a note, a field's text): the
/// longest JSON Lines line, in both formats. (A line holds more than its names: a
/// scenario text near this size, or one of control characters a sixth of it, which
/// JSON escapes six-fold, makes a line longer than the JSON Lines reader takes.)
constexpr size_t MaxTraceNameBytes = size_t(16) << 20;

struct EventProblem
{
    std::string field; // as the JSON Lines trace names it; empty for the event as a whole
    Finding finding;
};

/// "a note", "an expectation": a kind's name as a sentence says it.
FindingArg aKind(EventKind k);

/// What makes `e` an event no run writes, or nothing: a slot its kind does not use that
/// is not empty, a number out of its kind's range, a name, record, ID, participant or
/// store the trace does not have, a flag its kind never bears. `previous` is the time
/// of the event before it (a trace is in time order).
std::optional<EventProblem> checkEvent(const TraceEvent &e, const Trace &t, SimTime previous);

/// What makes a record's field one no run writes: a name or text the trace does not
/// have, an ID of no space it declares, a number that is not finite, a true/false that
/// is neither, a type no run writes into a record (a time). Its section is one that
/// exists (the binary reader checks that with the type's bytes).
std::optional<Finding> checkField(const Field &f, const Trace &t);

/// True when the trace has this ID: none, a literal whose text is a name it has (the
/// empty text, symbol 0, included), or a number of a generated space it declares.
bool traceHasId(const Trace &t, Id id);

} // namespace corrsim
