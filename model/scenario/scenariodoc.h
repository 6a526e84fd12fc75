#pragma once
// Private to scenario/*.cpp: a scenario's document, as it runs now and as it was read
// (the lesson as shipped, with its variants).

#include "input/json.h"
#include "scenario/parameters.h"
#include "scenario/pinnedfault.h"
#include "scenario/scenario.h"

#include <memory>
#include <optional>

namespace corrsim {

class Trace;

struct Scenario::Doc
{
    Json json;     // the document as it runs: a variant applied, values changed
    Json original; // the file as read
    /// The text it was read from: where Save lesson keeps each key (shared: explore
    /// copies a scenario for every schedule).
    std::shared_ptr<const std::string> layout;
};

/// One entry of "faults", as JSON.
struct FaultEntry
{
    Json json;
};
/// A pinned fault's entry (written in scenario/pinnedfault.cpp, its one writer).
FaultEntry faultEntry(const PinnedFault &fault);
/// The same fault with its message or event named by what it is in `run`, the run it was
/// made on (a send's type, sender, receiver and occurrence; a worker's n-th event of a
/// kind and detail) rather than by its number: it stays with its message when a note is
/// added before it or a parameter moves it. By number where `run` cannot name it.
FaultEntry namedFaultEntry(const PinnedFault &fault, const Trace &run);
/// Its selector alone, named so ({"type": ..., "from": ..., "to": ...}, or {"event": ...,
/// "detail": ...} for a crash); none where `run` cannot name it.
std::optional<Json> namedSelector(const PinnedFault &fault, const Trace &run);

/// A typed leaf value as the document holds it.
Json parameterJson(const ParameterValue &value);

/// Sets the value at PATH (/a/0/b or a.b.c; list elements also by their "name") in
/// doc, creating a last field that is not there; label and file name the errors.
void assignAt(Json &doc, std::string_view path, Json value, const FindingArg &label, const std::string &file);
/// The same at a path given as its parts.
void assignAt(Json &doc, const std::vector<std::string> &parts, Json value, const FindingArg &label,
              const std::string &file);

} // namespace corrsim
