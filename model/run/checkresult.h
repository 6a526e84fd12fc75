#pragma once
// How a run's checks came out: the scenario's expectations and the model's invariants.

#include <cstdint>
#include <string>

namespace corrsim {

/// What an expectation found after a run.
struct ExpectationResult
{
    std::string name;
    bool passed = false;
    std::string expected;
    std::string actual;
    int64_t event = -1; // index of the deciding trace event, -1 for none
};

struct InvariantResult
{
    std::string name;
    bool held = true;
    std::string detail; // what was checked, or what broke it
};

} // namespace corrsim
