#pragma once
// A counterexample as a lesson of its own: what the Explore window's "Save as a lesson"
// writes, so that a class can play the run that broke the design.

#include "explore/explore.h"
#include "scenario/scenario.h"

namespace corrsim {

/// The explored scenario with the counterexample's pins as faults. Its name and title say
/// what it is; the lesson's notes, questions, variants and exploration are left out
/// (they were written for the run without the faults), its expectations are kept, and
/// a note at each pin says what explore did there. The pins are renumbered for the
/// notes that left and came; should that run not break the check as the counterexample
/// did, the scenario keeps the lesson's notes and the pins as they were.
/// Throws std::invalid_argument for a result with no counterexample run.
Scenario counterexampleLesson(const Scenario &explored, const ExploreResult &result);

} // namespace corrsim
