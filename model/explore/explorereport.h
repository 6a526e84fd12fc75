#pragma once
// An exploration's result as people read it (the command line) and as programs do
// (`corrsim explore --out E.json`, docs/explore.md#output).

#include "explore/explore.h"

#include <string>

namespace corrsim {

/// What was explored, each check with how many schedules broke it, then the shortest
/// counterexample with the command that repeats it (`rerun` is that command without
/// its faults: "corrsim run outbox-relay-at-least-once --set ...").
std::string exploreText(const ExploreResult &result, const ExplorePlan &plan, const std::string &scenario,
                        const std::string &rerun);

std::string exploreJson(const ExploreResult &result, const ExplorePlan &plan, const std::string &scenario);

} // namespace corrsim
