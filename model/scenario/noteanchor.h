#pragma once
// The event a narrative note belongs to, as a note's "on" names it
// (docs/scenario-format.md#narrative): an event of a kind, with its message type or
// detail, its conversation and the worker that did it, and the n-th of those only to
// tell them apart. Playback shows the note right before that event, wherever a
// parameter change moves it, and on its own conversation when a change reorders them. Typed here, written as JSON in
// one place, and read off a run's event so the app can anchor a note where the class is.

#include "trace/eventkind.h"

#include <cstdint>
#include <optional>
#include <string>

namespace corrsim {

class Trace;

struct NoteAnchor
{
    EventKind kind = EventKind::Send;
    std::string type;          // message events: the message type ("" any)
    std::string detail;        // other events: a store result, a state, an effect ("" any)
    std::string correlationId; // a correlation ID the scenario wrote ("" any)
    std::string conversation;  // or a generated one by its space and number, "PRQ-#2" ("" any)
    std::string key;           // a store event's key, as the scenario writes it ("" any)
    std::string actor;         // the participant or worker that did it ("" any)
    uint32_t occurrence = 1;   // the n-th event that matches all of the above
    bool operator==(const NoteAnchor &) const = default;

    /// Its "on" object, as JSON text: {"event": "deliver", "type": "stock.level", ...}.
    std::string json() const;
    /// In words, for the command line: "the 2nd send of response in PRQ-#2 by provider"
    /// (the window says it through app/anchorwords.h).
    std::string words() const;
    /// The anchor that names event `i` of `trace` (none for a note, an expectation, a
    /// starting row traced before the run, or past the end): its
    /// kind, its type or detail, its conversation (the correlation ID where the scenario
    /// wrote it; a generated one by its space and number, whose text changes with the
    /// seed), its worker, and how many such came before.
    /// `total`, when given, gets how many events of the whole trace match it (any
    /// occurrence): what a count expectation of those fields finds.
    static std::optional<NoteAnchor> of(const Trace &trace, size_t i, size_t *total = nullptr);
    /// The event it names in `trace`: the `occurrence`-th that matches, counted from the
    /// trace's first event as a note's "on" counts them (an application's name matches
    /// any of its workers); none when the run has fewer. Reads only the trace, so a run,
    /// a saved trace and an imported one find the same event.
    std::optional<size_t> find(const Trace &trace) const;
};

} // namespace corrsim
