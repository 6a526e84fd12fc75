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

std::string boundWords(const ExploreResult &r)
{
    const ExploreBound &b = r.bound;
    std::string words = "up to " + plural(b.maxFaults, "fault", "faults") + " (" + exploreFaultList(b.faults) + ")";
    if (r.shards > 1)
        words += ", shard " + std::to_string(r.shard) + " of " + std::to_string(r.shards);
    bool cut = false;
    for (const ExploreResult::Level &l : r.levels)
        cut = cut || l.cut;
    if (r.violated())
        return words + "; stopped at " + plural(r.counterexample->faults(), "fault", "faults") +
               ", where the first violation is" +
               (cut ? " (NOT all of that level was run: --max-schedules " + std::to_string(b.maxSchedules) +
                          " left some unrun)"
                    : "");
    if (r.exhaustive)
        return words + ", explored exhaustively";
    if (!r.budgetUsedUp.empty())
        return words + ", NOT explored exhaustively: its memory budget stopped it (below)";
    if (cut)
        return words + ", NOT explored exhaustively: --max-schedules " + std::to_string(b.maxSchedules) +
               " left some unrun";
    if (r.stoppedEarly())
        return words + ", NOT explored exhaustively: " + plural(r.stoppedEarly(), "run", "runs") +
               " stopped before their end (below)";
    return words + ", NOT explored exhaustively: stopped before the bound";
}

} // namespace

std::string exploreText(const ExploreResult &r, const std::string &scenario)
{
    std::string t = scenario + ": " + plural(r.schedules(), "schedule", "schedules") + ", " + boundWords(r) + "\n";
    t += "  " + plural(r.outcomes.size(), "outcome", "outcomes") + " (an end state and the checks it breaks); " +
         plural(r.sameRunPruned(), "schedule", "schedules") + " not expanded (the same run as another)\n";
    if (r.sameStateSkipped())
        t += "  " + plural(r.sameStateSkipped(), "schedule", "schedules") +
             " not run: each starts from the state an earlier one started from, with the same past and fault, and "
             "ends as it did" +
             (r.fewerFaultsSkipped() ? " (" + std::to_string(r.fewerFaultsSkipped()) +
                                           " of them like one with fewer faults: a fault that healed)"
                                     : std::string()) +
             "\n";
    if (r.stoppedEarly())
        t += "  " + plural(r.stoppedEarly(), "run", "runs") +
             " stopped before their end (--max-events, or the virtual clock's limit) and are not judged, nor "
             "is what would follow them\n";
    if (!r.budgetUsedUp.empty())
        t += "  STOPPED before the bound: " + r.budgetUsedUp + "\n";
    for (size_t i = 0; i < r.checks.size(); ++i)
        t +=
            "  " + r.checks[i] + ": " +
            (r.violations(i) ? "violated by " + std::to_string(r.violations(i)) + " of " + std::to_string(r.schedules())
             : r.stoppedEarly() ? "held in every schedule judged (" + std::to_string(r.schedules() - r.stoppedEarly()) +
                                      " of " + std::to_string(r.schedules()) + ")"
                                : std::string("held in every schedule")) +
            "\n";
    if (!r.counterexample)
        return t;
    const Schedule &cx = *r.counterexample;
    if (cx.pins.empty()) {
        t += "\nThe scenario breaks " + r.brokenCheck + " before explore adds any fault: " + r.brokenDetail + "\n";
        return t;
    }
    t += "\nShortest counterexample (B, " + plural(cx.faults(), "fault", "faults") + "): " + r.counterexampleWords +
         "\n";
    t += "  breaks " + r.brokenCheck + ": " + r.brokenDetail + "\n";
    t += "  repeat it: " + (r.rerun.empty() ? "corrsim run " + scenario : r.rerun) + " " + cx.faultArguments() + "\n";
    t += "Nearest passing schedule (A): " + r.nearestPassingWords + "\n";
    if (!r.divergence.empty())
        t += "  " + r.divergence + "\n";
    return t;
}

namespace {

OrderedJson pinsJson(const Schedule &s)
{
    OrderedJson list = OrderedJson::array();
    for (const PinnedFault &p : s.pins)
        list.push_back(OrderedJson::parse(p.json()));
    return list;
}

OrderedJson kindsJson(const std::vector<Schedule> &schedules)
{
    OrderedJson all = OrderedJson::array();
    for (const Schedule &s : schedules)
        all.push_back(pinsJson(s));
    return all;
}

} // namespace

std::string exploreJson(const ExploreResult &r, const std::string &scenario)
{
    OrderedJson j;
    j["format"] = "corrsim-explore";
    j["version"] = 1;
    j["scenario"] = scenario;
    j["run"] = r.rerun;
    j["unfaultedFingerprint"] = r.unfaultedFingerprint;
    j["bound"] = {{"maxFaults", r.bound.maxFaults},
                  {"faults", exploreFaultList(r.bound.faults)},
                  {"maxSchedules", r.bound.maxSchedules}};
    j["delayUs"] = r.delay.micros();
    j["restartAfterUs"] = r.restartAfter.micros();
    j["shard"] = r.shard;
    j["shards"] = r.shards;
    j["checks"] = r.checks;
    j["schedules"] = r.schedules();
    j["exhaustive"] = r.exhaustive;
    if (!r.budgetUsedUp.empty())
        j["budgetUsedUp"] = r.budgetUsedUp;
    OrderedJson levels = OrderedJson::array();
    for (const ExploreResult::Level &l : r.levels)
        levels.push_back({{"schedules", l.schedules},
                          {"sameRunPruned", l.sameRunPruned},
                          {"sameStateSkipped", l.sameStateSkipped},
                          {"fewerFaultsSkipped", l.fewerFaultsSkipped},
                          {"stoppedEarly", l.stoppedEarly},
                          {"cut", l.cut},
                          {"violations", l.violations}});
    j["levels"] = levels;
    OrderedJson outcomes = OrderedJson::array();
    for (const ExploreResult::Outcome &o : r.outcomes)
        outcomes.push_back({{"state", hex(o.state)},
                            {"schedules", o.schedules()},
                            {"byLevel", o.byLevel},
                            {"broken", o.broken},
                            {"first", pinsJson(o.first)},
                            {"firstOfEachKind", kindsJson(o.firstOfEachKind)}});
    j["outcomes"] = outcomes;
    if (r.counterexample) {
        j["counterexample"] = {{"faults", pinsJson(*r.counterexample)},
                               {"words", r.counterexampleWords},
                               {"check", r.brokenCheck},
                               {"detail", r.brokenDetail},
                               {"nearestPassing", pinsJson(r.nearestPassing)},
                               {"nearestPassingWords", r.nearestPassingWords},
                               {"divergence", r.divergence}};
    } else {
        j["counterexample"] = nullptr;
    }
    return j.dump(2, ' ', false, OrderedJson::error_handler_t::replace) + "\n";
}

} // namespace corrsim
