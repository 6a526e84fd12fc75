#pragma once
// The scenario's "faults": crashes at a time, and faults pinned to one message or one
// event (docs/scenario-format.md#faults). Read into the simulation being built.

namespace corrsim {

class ConfigNode;
class Simulation;
struct BuildContext;

/// Reads every entry of "faults" into sim; a bad entry fails with its JSON path.
void addFaults(const ConfigNode &faults, Simulation &sim, BuildContext &ctx);

} // namespace corrsim
