// What an exploration's result adds up, and the orders schedules are made and shown in.

#include "explore/explore.h"

#include <numeric>

namespace corrsim {

namespace {
/// One number of every level, added up.
template <typename Count> uint64_t sumOfLevels(const std::vector<ExploreResult::Level> &levels, const Count &count)
{
    return std::accumulate(levels.begin(), levels.end(), uint64_t(0),
                           [&](uint64_t n, const ExploreResult::Level &l) { return n + count(l); });
}
} // namespace

uint64_t ExploreResult::Outcome::schedules() const
{
    return std::accumulate(byLevel.begin(), byLevel.end(), uint64_t(0));
}

uint64_t ExploreResult::schedules() const
{
    return sumOfLevels(levels, [](const Level &l) { return l.schedules; });
}

uint64_t ExploreResult::violations(size_t check) const
{
    return sumOfLevels(levels, [check](const Level &l) { return l.violations.at(check); });
}

uint64_t ExploreResult::sameRunPruned() const
{
    return sumOfLevels(levels, [](const Level &l) { return l.sameRunPruned; });
}

uint64_t ExploreResult::sameStateSkipped() const
{
    return sumOfLevels(levels, [](const Level &l) { return l.sameStateSkipped; });
}

uint64_t ExploreResult::fewerFaultsSkipped() const
{
    return sumOfLevels(levels, [](const Level &l) { return l.fewerFaultsSkipped; });
}

uint64_t ExploreResult::stoppedEarly() const
{
    return sumOfLevels(levels, [](const Level &l) { return l.stoppedEarly; });
}

bool madeBefore(const Schedule &a, const Schedule &b)
{
    if (a.pins.size() != b.pins.size())
        return a.pins.size() < b.pins.size();
    for (size_t i = 0; i < a.pins.size(); ++i)
        if (a.pins[i].seq != b.pins[i].seq || a.pins[i].kind != b.pins[i].kind)
            return std::pair(a.pins[i].seq, a.pins[i].kind) < std::pair(b.pins[i].seq, b.pins[i].kind);
    return false;
}

bool shorterCounterexample(const Schedule &a, const Schedule &b)
{
    if (a.reorders() != b.reorders())
        return a.reorders() < b.reorders();
    return madeBefore(a, b);
}

} // namespace corrsim
