#pragma once
// A scenario's "narrative" read into its simulation (docs/scenario-format.md#narrative):
// each note at its time or before its event, a predict step's question, choices, answer,
// reveal and deciding event kept in its note's record, as run/lessonnotes.h reads them.

namespace corrsim {

struct BuildContext;
class ConfigNode;
class Simulation;

/// Adds every note of `narrative` to `sim`; a bad entry fails with its JSON path. A
/// student copy's predict steps may leave out their answer and reveal.
void addNarrative(const ConfigNode &narrative, Simulation &sim, BuildContext &ctx, bool studentCopy);

} // namespace corrsim
