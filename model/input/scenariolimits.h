#pragma once
// The documented limits of what a scenario may ask for, in one place. Each is checked
// where the scenario is read, with the JSON path of what exceeds it (exit 2).

#include <cstddef>
#include <cstdint>

namespace corrsim {

/// Requests, orders or payments one workload may generate.
constexpr int64_t MaxWorkloadCount = 10'000'000;
/// Participants and workers in one scenario: each is a 16-bit address, and each mints
/// IDs from a few 16-bit ID spaces, so this keeps both from running out.
constexpr size_t MaxActors = 10'000;
/// A scenario's, a variant's or a participant's name, in bytes of UTF-8. The schema says
/// the same (maxLength), and its validator never matches a pattern against more.
constexpr size_t MaxNameLength = 200;
/// The largest scenario file read.
constexpr size_t MaxScenarioBytes = size_t(64) << 20;
/// Objects and arrays nested deeper than this in a scenario or a trace line are refused.
constexpr size_t MaxJsonDepth = 64;

} // namespace corrsim
