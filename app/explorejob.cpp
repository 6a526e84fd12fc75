#include "explorejob.h"

#include <algorithm>
#include <thread>

namespace corrsim {

void ExploreJob::explore(const Scenario &scenario, ExplorePlan plan)
{
    plan.jobs = std::max(1u, std::thread::hardware_concurrency());
    start([scenario, plan](JobControl &control) -> std::optional<ExploreAnswer> {
        // Stopped, it still answers: what it explored so far, said as not the whole bound.
        return withFacts(scenario,
                         corrsim::explore(
                             scenario, plan, [&control](uint64_t schedules, uint32_t) { control.setDone(schedules); },
                             control.stopFlag()));
    });
}

} // namespace corrsim
