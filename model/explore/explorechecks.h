#pragma once
// What an exploration asks of every run it makes: the promises a design can make, each
// read off a finished run (docs/explore.md#checks). `corrsim explore --check NAME`
// names them; the invariants are the ones every run keeps (run/invariants.h).

#include "run/checkhistory.h"
#include "run/runrecord.h"
#include "trace/finding.h"

#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace corrsim {

/// What a check finds: held, broken, or unknown where the trace cannot tell (spans
/// another tool wrote may lack what the check needs: then neither held nor broken).
struct CheckVerdict
{
    enum class Outcome : uint8_t { Held, Broken, Unknown };
    Outcome outcome = Outcome::Held;
    Finding finding;            // what broke it, or why the trace cannot tell (trace/findingwords.h)
    std::vector<size_t> events; // the trace events that show it, the fewest that do

    static CheckVerdict brokenBy(Finding what, std::vector<size_t> events = {})
    {
        return {Outcome::Broken, std::move(what), std::move(events)};
    }
    static CheckVerdict unknownBecause(Finding why) { return {Outcome::Unknown, std::move(why), {}}; }
    bool held() const { return outcome == Outcome::Held; }
    bool broken() const { return outcome == Outcome::Broken; }
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
