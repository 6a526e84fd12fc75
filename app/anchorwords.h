#pragma once
// A note's anchor as its author reads it in the window: "the 3rd delivery of
// payment.callback to orders in PRQ-#2". The words are made here, through tr(), from the
// anchor's typed fields; the model keeps only the event kinds' file names ("deliver").

#include "run/noteshift.h"
#include "scenario/noteanchor.h"

#include <optional>

#include <QString>

namespace corrsim {

QString anchorWords(const NoteAnchor &anchor);
/// What happened, as a noun: "delivery", not the file's "deliver" (also what a worker
/// had just done when it crashed).
QString eventNoun(EventKind kind);
/// Event `i` of a run as a note's dialog names it: "the 3rd delivery of payment.callback
/// to orders, at 31 ms (event 12)"; none for an event no note can stand on.
std::optional<QString> eventWords(const Trace &trace, size_t i);
/// Where a change carried a note: "moved from conversation B to A", "moved onto the
/// network's copy", "gone: its event no longer happens".
QString shiftWords(const NoteShift &shift);

} // namespace corrsim
