#include "explore/explorereport.h"

#include "input/json.h"
#include "trace/findingwords.h"

#include <cstdio>

namespace corrsim {

namespace {

using K = FindingKind;

int64_t n(uint64_t v)
{
    return int64_t(v);
}

/// A finding whose words count `count` (its plural form).
Finding counted(FindingKind kind, uint64_t count, std::vector<FindingArg> args = {})
{
    return {kind, std::move(args), n(count)};
}

FindingArg none()
{
    return FindingList{FindingList::Join::Adjoined, {}};
}

/// "up to 2 faults (drop, duplicate), explored exhaustively": the bound and how far the
/// search went within it.
FindingArg boundFinding(const ExploreResult &r)
{
    const ExploreBound &b = r.bound;
    FindingList said{FindingList::Join::Adjoined, {counted(K::ExploreUpTo, b.maxFaults, {exploreFaultList(b.faults)})}};
    if (r.shards > 1)
        said.items.push_back({K::ExploreShard, {n(r.shard), n(r.shards)}, {}});
    bool cut = false;
    for (const ExploreResult::Level &l : r.levels)
        cut = cut || l.cut;
    if (r.violated())
        said.items.push_back(cut ? counted(K::ExploreStoppedAtCut, r.counterexample->faults(), {n(b.maxSchedules)})
                                 : counted(K::ExploreStoppedAt, r.counterexample->faults()));
    else if (r.exhaustive)
        said.items.push_back({K::ExploreExhaustive, {}, {}});
    else if (r.budgetUsedUp)
        said.items.push_back({K::ExploreMemoryStopped, {}, {}});
    else if (cut)
        said.items.push_back({K::ExploreCut, {n(b.maxSchedules)}, {}});
    else if (r.stoppedEarly())
        said.items.push_back(counted(K::ExploreRunsStopped, r.stoppedEarly()));
    else
        said.items.push_back({K::ExploreBoundNotReached, {}, {}});
    return said;
}

} // namespace

std::vector<ExploreReportLine> exploreReport(const ExploreResult &r, const std::string &scenario)
{
    using P = ExploreReportLine::Place;
    std::vector<ExploreReportLine> lines;
    const auto add = [&](P place, Finding f) { lines.push_back({place, std::move(f)}); };
    add(P::Heading, counted(K::ExploreHeading, r.schedules(), {scenario, boundFinding(r)}));
    add(P::Indented, counted(K::ExploreOutcomes, r.outcomes.size(),
                             {Finding::nested(counted(K::ExploreNotExpanded, r.sameRunPruned()))}));
    if (r.sameStateSkipped())
        add(P::Indented,
            counted(K::ExploreSameState, r.sameStateSkipped(),
                    {r.fewerFaultsSkipped() ? Finding::nested({K::ExploreHealed, {n(r.fewerFaultsSkipped())}, {}})
                                            : none()}));
    if (r.stoppedEarly())
        add(P::Indented, counted(K::ExploreStoppedEarly, r.stoppedEarly()));
    if (r.budgetUsedUp)
        add(P::Indented, {K::ExploreBudgetStopped, {Finding::nested(*r.budgetUsedUp)}, {}});
    for (size_t i = 0; i < r.checks.size(); ++i)
        add(P::Indented,
            r.violations(i) ? Finding{K::ExploreCheckViolated, {r.checks[i], n(r.violations(i)), n(r.schedules())}, {}}
            : r.stoppedEarly() ? Finding{K::ExploreCheckHeldJudged,
                                         {r.checks[i], n(r.schedules() - r.stoppedEarly()), n(r.schedules())},
                                         {}}
                               : Finding{K::ExploreCheckHeld, {r.checks[i]}, {}});
    if (!r.counterexample)
        return lines;
    const Schedule &cx = *r.counterexample;
    const FindingArg broken = r.brokenFinding ? Finding::nested(*r.brokenFinding) : none();
    if (cx.pins.empty()) {
        add(P::Paragraph, {K::ExploreBrokenUnfaulted, {r.brokenCheck, broken}, {}});
        return lines;
    }
    add(P::Paragraph, counted(K::ExploreShortest, cx.faults(), {Finding::nested(r.counterexampleFaults)}));
    add(P::Indented, {K::ExploreBreaks, {r.brokenCheck, broken}, {}});
    add(P::Indented,
        {K::ExploreRepeat, {(r.rerun.empty() ? "corrsim run " + scenario : r.rerun) + " " + cx.faultArguments()}, {}});
    add(P::Heading, {K::ExploreNearest, {Finding::nested(r.nearestPassingFaults)}, {}});
    if (!r.divergence.empty())
        add(P::Indented, {K::ExploreParting, {r.divergence}, {}});
    return lines;
}

std::string exploreText(const ExploreResult &r, const std::string &scenario)
{
    std::string text;
    for (const ExploreReportLine &line : exploreReport(r, scenario))
        text += (line.place == ExploreReportLine::Place::Paragraph  ? "\n"
                 : line.place == ExploreReportLine::Place::Indented ? "  "
                                                                    : "") +
                findingWords(line.finding) + "\n";
    return text;
}

namespace {

std::string hex(uint64_t v)
{
    char text[17];
    std::snprintf(text, sizeof text, "%016llx", static_cast<unsigned long long>(v));
    return text;
}

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
    if (r.budgetUsedUp)
        j["budgetUsedUp"] = findingWords(*r.budgetUsedUp);
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
                               {"words", findingWords(r.counterexampleFaults)},
                               {"check", r.brokenCheck},
                               {"detail", r.brokenFinding ? findingWords(*r.brokenFinding) : std::string()},
                               {"nearestPassing", pinsJson(r.nearestPassing)},
                               {"nearestPassingWords", findingWords(r.nearestPassingFaults)},
                               {"divergence", r.divergence}};
    } else {
        j["counterexample"] = nullptr;
    }
    return j.dump(2, ' ', false, OrderedJson::error_handler_t::replace) + "\n";
}

} // namespace corrsim
