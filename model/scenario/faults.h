#pragma once
// The scenario's "faults": crashes at a time, and faults pinned to one message or one
// event (docs/scenario-format.md#faults). Read into the simulation being built.

#include "kernel/pinnedfaults.h"
#include "scenario/pinnedfault.h"

#include <vector>

namespace corrsim {

class ConfigNode;
class Simulation;
struct BuildContext;

/// Reads every entry of "faults" into sim; a bad entry fails with its JSON path.
void addFaults(const ConfigNode &faults, Simulation &sim, BuildContext &ctx);

/// Pins faults by trace number into sim as entries `firstEntry`, `firstEntry` + 1, ... of
/// "faults" would be: an exploration's schedule, pins read off a run of this scenario,
/// added without writing them as JSON and reading them back. Throws
/// std::invalid_argument for a crash of a worker sim does not have.
void addPinnedFaults(const std::vector<PinnedFault> &pins, size_t firstEntry, Simulation &sim);

/// Reads a note's "on" (docs/scenario-format.md#narrative): the event the note belongs to,
/// by kind, type or detail, conversation, actor and occurrence; a bad field fails with its
/// JSON path. The same fields NoteAnchor::of writes.
EventSelector noteAnchor(const ConfigNode &on, Simulation &sim, BuildContext &ctx);

} // namespace corrsim
