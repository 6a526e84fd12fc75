#pragma once
// The numbers a modelled scenario is written with (import/scenariofromtrace.h): times as
// a person would write them, and what was observed as a distribution to edit.

#include "input/json.h"
#include "trace/simtime.h"

#include <string>
#include <vector>

namespace corrsim {

/// A duration as a scenario writes it: "12ms", "12.345ms" (whole microseconds).
std::string durationText(SimTime t);
/// The middle one (0 for none).
SimTime median(std::vector<SimTime> v);
/// The observed times in turn: `{"sequence": [...]}`, or the one time alone.
OrderedJson sequenceOf(const std::vector<SimTime> &times);

} // namespace corrsim
