#include "explore/explorereport.h"

#include "input/json.h"

#include <cstdio>

namespace corrsim {

namespace {

std::string plural(uint64_t n, const char *one, const char *many)
{
    return std::to_string(n) + " " + (n == 1 ? one : many);
}

std::string hex(uint64_t v)
{
    char text[17];
    std::snprintf(text, sizeof text, "%016llx", static_cast<unsigned long long>(v));
    return text;
}

std::string boundWords(const ExploreResult &r, const ExplorePlan &plan)
{
    std::string words =
        "up to " + plural(plan.maxFaults, "fault", "faults") + " (" + exploreFaultList(plan.faults) + ")";
    if (r.stoppedAtViolation)
        return words + "; stopped at " + plural(r.counterexample->faults(), "fault", "faults") +
               ", where the first violation is";
    if (r.exhaustive)
        return words + ", explored exhaustively";
    return words + ", NOT explored exhaustively: stopped at --max-schedules " + std::to_string(plan.maxSchedules) +
           " after " + plural(r.levelsDone, "whole level", "whole levels");
}

} // namespace

std::string exploreText(const ExploreResult &r, const ExplorePlan &plan, const std::string &scenario,
                        const std::string &rerun)
{
    std::string t = scenario + ": " + plural(r.schedules, "schedule", "schedules") + ", " + boundWords(r, plan) + "\n";
    t += "  " + plural(r.outcomes.size(), "distinct end state", "distinct end states") + "; " +
         plural(r.sameRunPruned, "schedule", "schedules") + " not expanded (the same run as another)\n";
    if (r.stoppedEarlyRuns)
        t += "  " + plural(r.stoppedEarlyRuns, "run", "runs") +
             " used up their budget (--max-events) and are not judged\n";
    for (const ExploreResult::Tally &c : r.tallies)
        t += "  " + c.check + ": " +
             (c.violations ? "violated by " + std::to_string(c.violations) + " of " + std::to_string(r.schedules)
                           : std::string("held in every schedule")) +
             "\n";
    if (!r.counterexample)
        return t;
    const Schedule &cx = *r.counterexample;
    if (cx.pins.empty()) {
        t += "\nThe scenario breaks " + r.brokenCheck + " with no fault at all: " + r.brokenDetail + "\n";
        return t;
    }
    t += "\nShortest counterexample (" + plural(cx.faults(), "fault", "faults") + "): " + cx.words() + "\n";
    t += "  breaks " + r.brokenCheck + ": " + r.brokenDetail + "\n";
    t += "  repeat it: " + rerun + " " + cx.faultArguments() + "\n";
    t += "Nearest passing schedule: " + r.nearestPassing.words() + "\n";
    if (!r.divergence.empty())
        t += "  " + r.divergence + "\n";
    return t;
}

std::string exploreJson(const ExploreResult &r, const ExplorePlan &plan, const std::string &scenario)
{
    auto pins = [](const Schedule &s) {
        OrderedJson list = OrderedJson::array();
        for (const PinnedFault &p : s.pins)
            list.push_back(OrderedJson::parse(p.json()));
        return list;
    };
    OrderedJson j;
    j["format"] = "corrsim-explore";
    j["version"] = 1;
    j["scenario"] = scenario;
    j["bound"] = {{"maxFaults", plan.maxFaults},
                  {"faults", exploreFaultList(plan.faults)},
                  {"maxSchedules", plan.maxSchedules},
                  {"delayUs", r.delay.micros()},
                  {"restartAfterUs", r.restartAfter.micros()}};
    j["schedules"] = r.schedules;
    j["exhaustive"] = r.exhaustive;
    j["levelsDone"] = r.levelsDone;
    j["sameRunPruned"] = r.sameRunPruned;
    j["stoppedEarlyRuns"] = r.stoppedEarlyRuns;
    OrderedJson checks = OrderedJson::array();
    for (const ExploreResult::Tally &c : r.tallies)
        checks.push_back({{"name", c.check}, {"violations", c.violations}});
    j["checks"] = checks;
    OrderedJson outcomes = OrderedJson::array();
    for (const ExploreResult::Outcome &o : r.outcomes)
        outcomes.push_back(
            {{"state", hex(o.state)}, {"schedules", o.schedules}, {"broken", o.broken}, {"first", pins(o.first)}});
    j["outcomes"] = outcomes;
    if (r.counterexample) {
        j["counterexample"] = {{"faults", pins(*r.counterexample)},
                               {"check", r.brokenCheck},
                               {"detail", r.brokenDetail},
                               {"nearestPassing", pins(r.nearestPassing)},
                               {"divergence", r.divergence}};
    } else {
        j["counterexample"] = nullptr;
    }
    return j.dump(2, ' ', false, OrderedJson::error_handler_t::replace) + "\n";
}

} // namespace corrsim
