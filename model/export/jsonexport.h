#pragma once
// Trace values as JSON, shared by the summary and the JSONL trace so both say the same
// thing the same way. Model-internal: includes nlohmann through json.h.

#include "input/json.h"
#include "trace/trace.h"

namespace corrsim {

OrderedJson valueJson(const Value &v, const Trace &t);
/// The fields of one section of a record as a JSON object.
OrderedJson recordJson(RecordRef r, const Trace &t, Section section);

} // namespace corrsim
