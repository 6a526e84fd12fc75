#pragma once
// The Explore window's words for a class: what each fault did to which message and what
// broke, without event numbers, conversation IDs or a command line (the window keeps
// those behind its Details box, as the command line prints them).

#include "explore/explore.h"
#include "explore/schedule.h"
#include "scenario/scenario.h"

#include <QString>

#include <vector>

namespace corrsim {

/// An exploration's result and, read off each shown schedule's own run, what its faults
/// hit: the typed facts the window's words are made from.
struct ExploreAnswer
{
    ExploreResult result;
    std::vector<FaultFacts> counterexample;
    std::vector<std::vector<std::vector<FaultFacts>>> outcomes; // per outcome, per schedule shown
};

/// A kind of fault as the window names it ("drop" in English, as `--faults` and a
/// lesson's "explore" block name it), and what it does to a run, with that name.
QString faultKindText(ExploreFault fault);
QString faultKindDoc(ExploreFault fault);

/// The schedules the window shows for an end state: the first of each kind of fault.
std::vector<Schedule> shownSchedules(const ExploreResult::Outcome &outcome);

/// The result with its facts: each shown schedule run again (a few short runs).
ExploreAnswer withFacts(const Scenario &scenario, ExploreResult result);

/// A schedule's faults as a student reads them: "a second copy of payment.callback from
/// provider to orders, at 12ms"; "no fault" for none.
QString faultsInWords(const std::vector<FaultFacts> &facts);

/// The exploration in a few sentences: how many ways were tried, which promises broke in
/// how many, the shortest way to break one and what went wrong.
QString exploreInWords(const ExploreResult &result, const std::vector<FaultFacts> &counterexample);

/// The command line's report (explore/explorereport.h) in the window's language: what
/// the Explore window shows with its Details box ticked.
QString exploreReportText(const ExploreResult &result, const std::string &scenario);

/// A lesson's question answered by an exploration, in one sentence: no run within the
/// bound breaks the checks, or the shortest that does and what breaks.
QString explorationVerdictText(const ExploreAnswer &answer);

} // namespace corrsim
