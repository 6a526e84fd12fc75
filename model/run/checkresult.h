#pragma once
// How a run's checks came out: the scenario's expectations and the model's invariants.

#include "trace/finding.h"

#include <cstdint>
#include <optional>
#include <string>

namespace corrsim {

/// What an expectation found after a run.
struct ExpectationResult
{
    std::string name;
    bool passed = false;
    /// What it asked and what the run gave (none for a saved trace: it keeps the verdict).
    std::optional<Finding> expected;
    std::optional<Finding> actual;
    int64_t event = -1; // index of the deciding trace event, -1 for none
    /// The first event after which nothing later in the run could change the verdict, -1
    /// for the end of the run: "no request is left waiting" or "stays PAYMENT_REQUESTED"
    /// holds only once the run is over, however early its last event came. A lesson shows
    /// the verdict (and the name) from here on.
    int64_t settled = -1;
};

struct InvariantResult
{
    InvariantId id;
    bool held = true;
    Finding finding; // what was checked, or what broke it (its words: trace/findingwords.h)
    /// False where the trace cannot tell (facts a file from an older Corrsim lacks):
    /// neither held nor broken, and `finding` says why.
    bool known = true;
    bool broken() const { return known && !held; }
};

} // namespace corrsim
