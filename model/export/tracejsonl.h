#pragma once
// The native trace format: JSON Lines. The first line describes the run (participants,
// stores); then one line per event with its full envelope; docs/trace-events.md has
// every field.

#include "export/jsonline.h"
#include "scenario/scenario.h"
#include "trace/trace.h"

#include <ostream>
#include <string>
#include <vector>

namespace corrsim {

void writeTraceJsonl(std::ostream &out, const Trace &trace, const ScenarioInfo &info);

/// The event lines of the native trace, one at a time, each ending in a newline: the
/// writer's, and a canonical text of an event for comparing two runs (IDs as text, names
/// as text, so two runs' own numbering does not matter).
class TraceJsonlLines
{
public:
    explicit TraceJsonlLines(const Trace &trace);
    /// Appends event i's line to the buffer.
    void append(size_t i);
    const std::string &buffer() const { return m_buf; }
    void clear() { m_buf.clear(); }

private:
    const std::string &name(Sym s);
    void idField(std::string_view key, Id value);
    void value(const Value &v);
    void section(std::string_view key, RecordRef r, Section which);

    const Trace &m_trace;
    std::vector<std::string> m_quoted; // each name once, as a JSON string
    std::string m_buf, m_id;
    JsonLine m_json;
};

} // namespace corrsim
