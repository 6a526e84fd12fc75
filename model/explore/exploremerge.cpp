// Shards of an exploration read back and joined (`corrsim explore --merge`).

#include "explore/explore.h"
#include "explore/explorereport.h"
#include "input/json.h"
#include "input/jsonreader.h"
#include "input/scenarioerror.h"
#include "trace/findingerror.h"

#include <algorithm>
#include <map>
#include <stdexcept>

namespace corrsim {

namespace {

/// A fingerprint or an end state as --out writes it: 16 lowercase hex digits.
bool isHex16(const std::string &text)
{
    return text.size() == 16 && text.find_first_not_of("0123456789abcdef") == std::string::npos;
}

/// Reads what exploreJson wrote, each value at its JSON path in errors.
class Reader
{
public:
    Reader(const Json &root, std::string file) : m_root(root), m_file(std::move(file)) {}

    [[noreturn]] void fail(const Json::json_pointer &at, FindingKind what, std::vector<FindingArg> args = {}) const
    {
        throw ScenarioError(m_file, at.to_string(), Finding{what, std::move(args), {}});
    }
    /// Words another reader made (a fault list's).
    [[noreturn]] void fail(const Json::json_pointer &at, const std::string &words) const
    {
        throw ScenarioError(m_file, at.to_string(), words);
    }
    bool has(const Json::json_pointer &p) const { return m_root.contains(p); }
    const Json &at(const Json::json_pointer &p) const
    {
        if (!m_root.contains(p))
            fail(p, FindingKind::ExploreOutMissing);
        return m_root.at(p);
    }
    uint64_t count(const Json::json_pointer &p) const
    {
        const Json &v = at(p);
        if (!v.is_number_unsigned() && !(v.is_number_integer() && v.get<int64_t>() >= 0))
            fail(p, FindingKind::ExploreOutCount);
        return v.get<uint64_t>();
    }
    std::string text(const Json::json_pointer &p) const
    {
        const Json &v = at(p);
        if (!v.is_string())
            fail(p, FindingKind::ExploreOutText);
        return v.get<std::string>();
    }
    bool flag(const Json::json_pointer &p) const
    {
        const Json &v = at(p);
        if (!v.is_boolean())
            fail(p, FindingKind::ExploreOutFlag);
        return v.get<bool>();
    }
    std::vector<uint64_t> counts(const Json::json_pointer &p) const
    {
        std::vector<uint64_t> list;
        for (size_t i = 0; i < array(p).size(); ++i)
            list.push_back(count(p / i));
        return list;
    }
    const Json &array(const Json::json_pointer &p) const
    {
        const Json &v = at(p);
        if (!v.is_array())
            fail(p, FindingKind::ExploreOutList);
        return v;
    }
    SimTime duration(const Json::json_pointer &p) const
    {
        const auto d = parseDuration(text(p));
        if (!d || d->micros() <= 0)
            fail(p, FindingKind::ExploreOutDuration);
        return *d;
    }
    PinnedFault pin(const Json::json_pointer &p) const
    {
        using K = PinnedFault::Kind;
        for (const auto &[word, kind] :
             {std::pair{"drop", K::Drop}, {"duplicate", K::Duplicate}, {"deliverAfterNext", K::DeliverAfterNext}})
            if (at(p).contains(word))
                return PinnedFault::onMessage(kind, count(p / word / "seq"));
        if (at(p).contains("delay"))
            return PinnedFault::onMessage(K::Delay, count(p / "delay" / "seq"), duration(p / "by"));
        if (at(p).contains("crash"))
            return PinnedFault::crashAfter(
                text(p / "crash"), count(p / "after" / "seq"),
                at(p).contains("restartAfter") ? std::optional<SimTime>(duration(p / "restartAfter")) : std::nullopt);
        fail(p, FindingKind::ExploreOutPin);
    }
    Schedule schedule(const Json::json_pointer &p) const
    {
        Schedule s;
        for (size_t i = 0; i < array(p).size(); ++i)
            s.pins.push_back(pin(p / i));
        return s;
    }

private:
    const Json &m_root;
    std::string m_file;
};

using Ptr = Json::json_pointer;

/// The levels merged count: one shard's up to one fault (every shard runs them whole),
/// the sum of all shards' after; none past `last`.
std::vector<uint64_t> mergedCounts(const std::vector<const std::vector<uint64_t> *> &perShard, size_t last)
{
    std::vector<uint64_t> merged;
    for (size_t s = 0; s < perShard.size(); ++s) {
        if (!perShard[s])
            continue;
        for (size_t level = 0; level < std::min(perShard[s]->size(), last + 1); ++level) {
            merged.resize(std::max(merged.size(), level + 1), 0);
            if (level >= 2 || s == 0)
                merged[level] += (*perShard[s])[level];
        }
    }
    return merged;
}

} // namespace

ExploreResult readExploreJson(const std::string &text, const std::string &file, std::string *scenario)
{
    const Json root = readJson(text, file);
    const Reader r(root, file);
    if (!root.is_object() || r.text(Ptr("/format")) != "corrsim-explore")
        r.fail(Ptr("/format"), FindingKind::ExploreOutFormat);
    if (r.count(Ptr("/version")) != 1)
        r.fail(Ptr("/version"), FindingKind::ExploreOutVersion);
    ExploreResult e;
    if (scenario)
        *scenario = r.text(Ptr("/scenario"));
    e.rerun = r.text(Ptr("/run"));
    // Written since the tenth session; a shard from before has none to compare.
    if (root.contains(Ptr("/unfaultedFingerprint"))) {
        e.unfaultedFingerprint = r.text(Ptr("/unfaultedFingerprint"));
        if (!isHex16(e.unfaultedFingerprint)) // it is said back when two shards' differ
            r.fail(Ptr("/unfaultedFingerprint"), FindingKind::ExploreOutStateHex);
    }
    e.bound.maxFaults = uint32_t(std::min<uint64_t>(r.count(Ptr("/bound/maxFaults")), 8));
    try {
        std::string list = r.text(Ptr("/bound/faults"));
        list.erase(std::remove(list.begin(), list.end(), ' '), list.end());
        e.bound.faults = parseExploreFaults(list);
    } catch (const std::invalid_argument &x) {
        r.fail(Ptr("/bound/faults"), x.what());
    }
    e.bound.maxSchedules = r.count(Ptr("/bound/maxSchedules"));
    e.delay = SimTime::fromMicros(int64_t(std::min<uint64_t>(r.count(Ptr("/delayUs")), uint64_t(INT64_MAX))));
    e.restartAfter =
        SimTime::fromMicros(int64_t(std::min<uint64_t>(r.count(Ptr("/restartAfterUs")), uint64_t(INT64_MAX))));
    const uint64_t shard = r.count(Ptr("/shard")), shards = r.count(Ptr("/shards"));
    if (shards == 0 || shards > MaxShards)
        r.fail(Ptr("/shards"), FindingKind::ExploreOutShards, {int64_t(MaxShards)});
    if (shard >= shards)
        r.fail(Ptr("/shard"), FindingKind::ExploreOutShard);
    e.shard = uint32_t(shard);
    e.shards = uint32_t(shards);
    for (size_t i = 0; i < r.array(Ptr("/checks")).size(); ++i)
        e.checks.push_back(r.text(Ptr("/checks") / i));
    e.exhaustive = r.flag(Ptr("/exhaustive"));
    if (root.contains(Ptr("/budgetUsedUp")) && !r.text(Ptr("/budgetUsedUp")).empty()) // "": none, as ever
        e.budgetUsedUp = Finding{FindingKind::Words, {r.text(Ptr("/budgetUsedUp"))}, {}};
    for (size_t i = 0; i < r.array(Ptr("/levels")).size(); ++i) {
        const Ptr p = Ptr("/levels") / i;
        ExploreResult::Level l;
        l.schedules = r.count(p / "schedules");
        l.sameRunPruned = r.count(p / "sameRunPruned");
        l.sameStateSkipped = r.count(p / "sameStateSkipped");
        // Written since the tenth session: a shard from before pruned no schedule so.
        l.fewerFaultsSkipped = root.contains(p / "fewerFaultsSkipped") ? r.count(p / "fewerFaultsSkipped") : 0;
        if (l.fewerFaultsSkipped > l.sameStateSkipped)
            r.fail(p / "fewerFaultsSkipped", FindingKind::ExploreOutFewerSkipped);
        l.stoppedEarly = r.count(p / "stoppedEarly");
        l.cut = r.flag(p / "cut");
        l.violations = r.counts(p / "violations");
        if (l.violations.size() != e.checks.size())
            r.fail(p / "violations", FindingKind::ExploreOutCountPerCheck);
        // Each counts some of the level's schedules.
        const std::pair<const char *, uint64_t> parts[] = {{"sameRunPruned", l.sameRunPruned},
                                                           {"sameStateSkipped", l.sameStateSkipped},
                                                           {"stoppedEarly", l.stoppedEarly}};
        for (const auto &[key, n] : parts)
            if (n > l.schedules)
                r.fail(p / key, FindingKind::ExploreOutAtMostSchedules, {std::to_string(l.schedules)});
        for (size_t c = 0; c < l.violations.size(); ++c)
            if (l.violations[c] > l.schedules)
                r.fail(p / "violations" / c, FindingKind::ExploreOutAtMostSchedules, {std::to_string(l.schedules)});
        e.levels.push_back(std::move(l));
    }
    if (r.count(Ptr("/schedules")) != e.schedules())
        r.fail(Ptr("/schedules"), FindingKind::ExploreOutSchedulesSum, {std::to_string(e.schedules())});
    for (size_t i = 0; i < r.array(Ptr("/outcomes")).size(); ++i) {
        const Ptr p = Ptr("/outcomes") / i;
        ExploreResult::Outcome o;
        const std::string state = r.text(p / "state");
        if (!isHex16(state))
            r.fail(p / "state", FindingKind::ExploreOutStateHex);
        o.state = std::stoull(state, nullptr, 16);
        o.byLevel = r.counts(p / "byLevel");
        for (size_t k = 0; k < r.array(p / "broken").size(); ++k)
            o.broken.push_back(r.text(p / "broken" / k));
        o.first = r.schedule(p / "first");
        if (r.has(p / "firstOfEachKind")) // written since the Explore window shows every kind
            for (size_t k = 0; k < r.array(p / "firstOfEachKind").size(); ++k)
                o.firstOfEachKind.push_back(r.schedule(p / "firstOfEachKind" / k));
        if (o.byLevel.size() > e.levels.size())
            r.fail(p / "byLevel", FindingKind::ExploreOutMoreLevels);
        for (size_t k = 0; k < r.array(p / "broken").size(); ++k)
            if (std::find(e.checks.begin(), e.checks.end(), o.broken[k]) == e.checks.end())
                r.fail(p / "broken" / k, FindingKind::ExploreOutNotACheck);
        e.outcomes.push_back(std::move(o));
    }
    // Every schedule reached one outcome, and a check's violations are the schedules whose
    // outcome breaks it: the counts a merge adds up must agree.
    for (size_t level = 0; level < e.levels.size(); ++level) {
        uint64_t reached = 0;
        std::vector<uint64_t> breaking(e.checks.size(), 0);
        for (const ExploreResult::Outcome &o : e.outcomes) {
            const uint64_t n = level < o.byLevel.size() ? o.byLevel[level] : 0;
            reached += n;
            for (size_t c = 0; c < e.checks.size(); ++c)
                if (std::find(o.broken.begin(), o.broken.end(), e.checks[c]) != o.broken.end())
                    breaking[c] += n;
        }
        const Ptr p = Ptr("/levels") / level;
        if (reached != e.levels[level].schedules)
            r.fail(p / "schedules", FindingKind::ExploreOutReached, {std::to_string(reached)});
        if (breaking != e.levels[level].violations)
            r.fail(p / "violations", FindingKind::ExploreOutBreaking);
    }
    if (!r.at(Ptr("/counterexample")).is_null()) {
        const Ptr p("/counterexample");
        e.counterexample = r.schedule(p / "faults");
        // Their words alone: what they were made from stayed with the run.
        e.counterexampleFaults = {FindingKind::Words, {r.text(p / "words")}, {}};
        e.brokenCheck = r.text(p / "check");
        e.brokenFinding = Finding{FindingKind::Words, {r.text(p / "detail")}, {}};
        e.nearestPassing = r.schedule(p / "nearestPassing");
        e.nearestPassingFaults = {FindingKind::Words, {r.text(p / "nearestPassingWords")}, {}};
        e.divergence = r.text(p / "divergence");
    }
    return e;
}

namespace {

/// Shards that cannot be joined, and why.
[[noreturn]] void refuse(FindingKind why, std::vector<FindingArg> args = {})
{
    throw FindingError(Finding{why, std::move(args), {}});
}

} // namespace

ExploreResult mergeExplorations(const std::vector<ExploreResult> &shards)
{
    if (shards.empty())
        refuse(FindingKind::MergeNoShards);
    const ExploreResult &first = shards.front();
    if (first.shards != shards.size())
        refuse(FindingKind::MergeResultsForShards, {std::to_string(shards.size()), std::to_string(first.shards)});
    // As many results as shards, none twice and each below their count: every shard is here.
    std::vector<const ExploreResult *> byShard(first.shards, nullptr);
    for (const ExploreResult &s : shards) {
        if (s.shards != first.shards || s.shard >= first.shards || s.checks != first.checks || s.rerun != first.rerun ||
            s.bound.maxSchedules != first.bound.maxSchedules || s.bound.maxFaults != first.bound.maxFaults ||
            s.bound.faults != first.bound.faults || s.delay != first.delay || s.restartAfter != first.restartAfter)
            refuse(FindingKind::MergeNotOneExploration);
        if (s.unfaultedFingerprint.empty() != first.unfaultedFingerprint.empty())
            refuse(FindingKind::MergeTwoVersions);
        if (s.unfaultedFingerprint != first.unfaultedFingerprint)
            refuse(FindingKind::MergeUnfaultedDiffers, {first.unfaultedFingerprint, s.unfaultedFingerprint});
        if (byShard[s.shard])
            refuse(FindingKind::MergeShardTwice, {std::to_string(s.shard)});
        byShard[s.shard] = &s;
    }

    ExploreResult m;
    m.rerun = first.rerun;
    m.unfaultedFingerprint = first.unfaultedFingerprint;
    m.bound = first.bound;
    m.delay = first.delay;
    m.restartAfter = first.restartAfter;
    m.checks = first.checks;
    // One process stops after the first level with a violation: so does the merge.
    size_t last = first.bound.maxFaults;
    for (const ExploreResult *s : byShard)
        if (s->counterexample)
            last = std::min(last, s->counterexample->faults());
    m.exhaustive = true;
    for (const ExploreResult *s : byShard) {
        m.exhaustive = m.exhaustive && s->exhaustive;
        if (!m.budgetUsedUp && s->budgetUsedUp)
            m.budgetUsedUp =
                Finding{FindingKind::ExploreShardSaid, {int64_t(s->shard), Finding::nested(*s->budgetUsedUp)}, {}};
        if (s->counterexample && s->counterexample->faults() == last &&
            (!m.counterexample || shorterCounterexample(*s->counterexample, *m.counterexample))) {
            m.counterexample = s->counterexample;
            m.counterexampleFaults = s->counterexampleFaults;
            m.nearestPassingFaults = s->nearestPassingFaults;
            m.brokenCheck = s->brokenCheck;
            m.brokenFinding = s->brokenFinding;
            m.nearestPassing = s->nearestPassing;
            m.divergence = s->divergence;
        }
    }
    if (m.counterexample)
        m.exhaustive = false;
    for (size_t level = 0; level <= last; ++level) {
        ExploreResult::Level merged;
        merged.violations.assign(m.checks.size(), 0);
        bool any = false;
        for (uint32_t i = 0; i < byShard.size(); ++i) {
            const ExploreResult *s = byShard[i];
            if (level >= s->levels.size() || (level < 2 && i > 0))
                continue;
            any = true;
            const ExploreResult::Level &l = s->levels[level];
            merged.schedules += l.schedules;
            merged.sameRunPruned += l.sameRunPruned;
            merged.sameStateSkipped += l.sameStateSkipped;
            merged.fewerFaultsSkipped += l.fewerFaultsSkipped;
            merged.stoppedEarly += l.stoppedEarly;
            merged.cut = merged.cut || l.cut;
            for (size_t c = 0; c < m.checks.size(); ++c)
                merged.violations[c] += l.violations[c];
        }
        if (any)
            m.levels.push_back(std::move(merged));
    }
    // A level that stopped the exploration expands nothing: no run of it was pruned.
    if (m.counterexample && last < m.levels.size())
        m.levels[last].sameRunPruned = 0;

    // Each end state with every shard's count of it, and the first schedule (by the
    // order one process makes them) that reached it within the levels merged.
    using OutcomeKey = std::pair<uint64_t, std::vector<std::string>>; // (end state, checks broken)
    std::map<OutcomeKey, std::vector<std::pair<uint32_t, const ExploreResult::Outcome *>>> outcomes;
    for (uint32_t i = 0; i < byShard.size(); ++i)
        for (const ExploreResult::Outcome &o : byShard[i]->outcomes)
            outcomes[{o.state, o.broken}].emplace_back(i, &o);
    for (const auto &[key, seen] : outcomes) {
        std::vector<const std::vector<uint64_t> *> counts(byShard.size(), nullptr);
        ExploreResult::Outcome o{key.first, {}, {}, key.second, {}};
        bool reached = false;
        for (const auto &[shard, mine] : seen) {
            counts[shard] = &mine->byLevel;
            bool counted = false;
            for (size_t k = 0; k < std::min(mine->byLevel.size(), last + 1); ++k)
                counted = counted || (mine->byLevel[k] && (k >= 2 || shard == 0));
            if (counted && (!reached || madeBefore(mine->first, o.first))) {
                o.first = mine->first;
                reached = true;
            }
            // Of each kind of fault, the first made within the levels merged.
            for (const Schedule &s : mine->firstOfEachKind) {
                if (s.faults() > last)
                    continue;
                const auto same = std::find_if(o.firstOfEachKind.begin(), o.firstOfEachKind.end(),
                                               [&](const Schedule &k) { return k.kinds() == s.kinds(); });
                if (same == o.firstOfEachKind.end())
                    o.firstOfEachKind.push_back(s);
                else if (madeBefore(s, *same))
                    *same = s;
            }
        }
        std::sort(o.firstOfEachKind.begin(), o.firstOfEachKind.end(), madeBefore);
        o.byLevel = mergedCounts(counts, last);
        while (!o.byLevel.empty() && o.byLevel.back() == 0) // one process never counts past its last reach
            o.byLevel.pop_back();
        if (reached)
            m.outcomes.push_back(std::move(o));
    }
    std::sort(
        m.outcomes.begin(), m.outcomes.end(),
        [](const ExploreResult::Outcome &a, const ExploreResult::Outcome &b) { return madeBefore(a.first, b.first); });
    return m;
}

} // namespace corrsim
