#pragma once
// What an exploration asks of every run it makes: the promises a design can make, each
// read off a finished run (docs/explore.md#checks). `corrsim explore --check NAME`
// names them; the invariants are the ones every run keeps (run/invariants.h).

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
};

/// Every check explore knows, in the order docs/explore.md lists them.
const std::vector<ExploreCheck> &exploreChecks();
/// The check of that name, or nullptr.
const ExploreCheck *findExploreCheck(std::string_view name);

} // namespace corrsim
