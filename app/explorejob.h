#pragma once
// An exploration off the GUI thread: every schedule of a scenario within a plan's bound,
// counted as it goes (schedules run), stopped when asked (what it explored so far is still
// an answer, not the whole bound), ended with the result and the facts the window's words
// are made from. The Explore window shows one; it holds no thread code and no exploring.

#include "backgroundjob.h"
#include "explore/explore.h"
#include "explorewords.h"
#include "scenario/scenario.h"

namespace corrsim {

class ExploreJob : public Job<ExploreAnswer>
{
public:
    using Job::Job;
    /// Explores `scenario` with `plan` on all the machine's cores (a job under way stops first).
    void explore(const Scenario &scenario, ExplorePlan plan);
};

} // namespace corrsim
