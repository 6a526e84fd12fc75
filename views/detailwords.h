#pragma once
// An event's detail as the window says it: the model's own words (a log line, a store's
// result, "unknown correlation ID") in the window's language, anything a scenario or a
// trace named (a message type, an effect, a state, a note) as it is.

#include "trace/trace.h"

#include <QString>

namespace corrsim {

/// The event's word (trace/vocabulary.h, trace/storeresult.h), translated where the model
/// wrote it.
QString detailWords(const Trace &trace, const TraceEvent &event);

/// A word the model writes on events of `kind`, translated; other words as they are.
QString detailWords(EventKind kind, const std::string &word);

} // namespace corrsim
