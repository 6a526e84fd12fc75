#pragma once
// A finished run as everything after it sees it: the views, the exports, the summary
// and the command line. A run makes one (runScenario); a trace read back from its file
// makes the same. It holds no simulation: only what the run left behind.

#include "run/checkresult.h"
#include "run/sagametrics.h"
#include "run/storehistory.h"
#include "scenario/scenarioinfo.h"
#include "trace/finding.h"
#include "trace/trace.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace corrsim {

struct RunRecord
{
    std::shared_ptr<const Trace> events;
    ScenarioInfo info;
    uint64_t seed = 0;
    SimTime end;             // when the last event happened
    std::string fingerprint; // computed once, kept here
    std::vector<ExpectationResult> expectations;
    std::vector<InvariantResult> invariants;    // checked on the trace alone, however it was made
    std::optional<SagaReport> sagas;            // when the scenario has sagas
    std::optional<Finding> stopReason;          // why it stopped early; none when it ran to its end
    uint64_t eventsHandled = 0;                 // what --max-events counts (none for a trace read from a file)
    std::vector<RunWarning> warnings;           // what the user should hear (a pinned fault that matched nothing)
    std::shared_ptr<const StoreHistory> stores; // every store at any event, from the trace

    const Trace &trace() const { return *events; }
    SimTime endTime() const { return end; }
    bool passed() const;
    /// The trace event at which an expectation's verdict is known (ExpectationResult::
    /// settled): where no later event could change it, else the run's last event.
    size_t decidedAt(const ExpectationResult &r) const;
};

} // namespace corrsim
