#pragma once
// What a lesson's note is about in a run: the conversation of the event it stands before
// (its correlation ID, or a store event's key) and whether that event is the network's
// copy. Compared between two runs of one narrative (the lesson as written and as it plays
// after a parameter change; the run before a fault was kept and after), it tells the
// author which notes a change carried onto another conversation. A note anchored by an
// ordinal alone ("the 3rd delivery of payment.callback", as the built-in lessons write
// them) follows the ordinal, so a reordering moves it; one the app anchored names its
// conversation and stays (scenario/noteanchor.h).

#include "trace/trace.h"

#include <optional>
#include <string>
#include <vector>

namespace corrsim {

class Scenario;

struct NoteSubject
{
    std::string conversation; // the correlation ID as the run writes it, or the store key; "" for neither
    bool copy = false;        // the delivery of a copy the network made
    bool operator==(const NoteSubject &) const = default;
};

/// For each entry of the scenario's "narrative" (as it plays), what its note is about in
/// `run`, a run of that scenario; none where the note is not shown or ends the run.
std::vector<std::optional<NoteSubject>> noteSubjects(const Scenario &scenario, const Trace &run);

/// An entry of the narrative whose note a change carried onto something else, or lost.
struct NoteShift
{
    size_t entry = 0;
    NoteSubject was;
    std::optional<NoteSubject> now; // none: the note is no longer shown
};

/// The entries of one narrative that `was` showed and `now` shows on another subject or
/// not at all (an entry `was` did not show is not a shift, whatever `now` does).
std::vector<NoteShift> shiftedNotes(const std::vector<std::optional<NoteSubject>> &was,
                                    const std::vector<std::optional<NoteSubject>> &now);

} // namespace corrsim
