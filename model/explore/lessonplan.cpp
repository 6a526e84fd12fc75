#include "explore/lessonplan.h"

#include <algorithm>
#include <stdexcept>

namespace corrsim {

ExplorePlan lessonExplorePlan(const Scenario &scenario, ExplorePlan base)
{
    const ScenarioInfo &info = scenario.info();
    if (!info.exploration)
        return base;
    const LessonExploration &x = *info.exploration;
    auto fail = [&](const char *list, size_t i, const std::string &message) {
        throw ScenarioError(info.file, std::string("/explore/") + list + "/" + std::to_string(i), message);
    };
    base.bound.maxFaults = x.maxFaults;
    if (!x.faults.empty()) {
        base.bound.faults = 0;
        for (size_t i = 0; i < x.faults.size(); ++i) {
            if (x.faults[i].find(',') != std::string::npos)
                fail("faults", i, "one fault a name: \"" + x.faults[i] + "\"");
            try {
                base.bound.faults |= parseExploreFaults(x.faults[i]);
            } catch (const std::invalid_argument &e) {
                fail("faults", i, e.what());
            }
        }
    }
    if (!x.checks.empty()) {
        base.checks.clear();
        for (size_t i = 0; i < x.checks.size(); ++i) {
            const ExploreCheck *check = findExploreCheck(x.checks[i]);
            if (!check) {
                std::string known;
                for (const ExploreCheck &c : exploreChecks())
                    known += (known.empty() ? "" : ", ") + c.name;
                fail("checks", i, "\"" + x.checks[i] + "\" is not a check explore knows (" + known + ")");
            }
            if (std::find(base.checks.begin(), base.checks.end(), check) == base.checks.end())
                base.checks.push_back(check);
        }
    }
    return base;
}

} // namespace corrsim
