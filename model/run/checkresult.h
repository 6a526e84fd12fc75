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
    /// The first event after which nothing later in the run could change the verdict, -1
    /// for the end of the run: "no request is left waiting" or "stays PAYMENT_REQUESTED"
    /// holds only once the run is over, however early its last event came. A lesson shows
    /// the verdict (and the name) from here on.
    int64_t settled = -1;
};

/// The invariants, by what they promise (invariants.h).
enum class InvariantId : uint8_t {
    MoneyConserved,
    NoOverdraft,
    SagasEnd,
    NoEffectTwice,
    StatesDeclared,
    StoresFollowTrace
};

struct InvariantResult
{
    InvariantId id;
    std::string name;
    bool held = true;
    std::string detail; // what was checked, or what broke it
    /// False where the trace cannot tell (facts a file from an older Corrsim lacks):
    /// neither held nor broken, and `detail` says why.
    bool known = true;
    bool broken() const { return known && !held; }
};

} // namespace corrsim
