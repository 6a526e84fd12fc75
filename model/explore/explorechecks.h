#pragma once
// What an exploration asks of every run it makes: the promises a design can make, each
// read off a finished run (docs/explore.md#checks). `corrsim explore --check NAME`
// names them; the invariants are the ones every run keeps (run/invariants.h).

#include "run/checkhistory.h"
#include "run/runrecord.h"

#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace corrsim {

struct CheckVerdict
{
    bool held = true;
    std::string detail; // what broke it, when it did not hold
};

struct ExploreCheck
{
    std::string name;    // "no-effect-twice"
    std::string promise; // what it promises, in words
    std::function<CheckVerdict(const RunRecord &)> verdict;
    /// What of a run's past the verdict reads beyond its live state at the end
    /// (run/checkhistory.h), so that two runs alike in both get one verdict. A check
    /// that does not say reads it all: an exploration with it prunes no state.
    uint32_t past = past::Unfolded;
};

/// Every check explore knows, in the order docs/explore.md lists them.
const std::vector<ExploreCheck> &exploreChecks();
/// The check of that name, or nullptr.
const ExploreCheck *findExploreCheck(std::string_view name);

} // namespace corrsim
