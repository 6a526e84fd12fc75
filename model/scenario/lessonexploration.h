#pragma once
// A lesson's own exploration (its "explore" block, docs/scenario-format.md): the bound
// and checks that `corrsim explore` and the app's Explore use unless told otherwise, and
// the question the class answers before the exploration reveals it.

#include "scenario/lessonquestion.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace corrsim {

class ConfigNode;

struct LessonExploration
{
    uint32_t maxFaults = 1;
    std::vector<std::string> faults; // fault kinds by name ("duplicate"); empty: every kind
    std::vector<std::string> checks; // check names ("no-effect-twice"); empty: the invariants
    std::optional<LessonQuestion> question;
};

/// The most faults an exploration may pin in one schedule (as --max-faults allows).
constexpr uint32_t MaxExploreFaults = 8;

/// Reads an "explore" block; throws ScenarioError at the field that breaks a rule. The
/// names are checked where they are known (explore/lessonplan.h), at their path.
LessonExploration readLessonExploration(const ConfigNode &block, bool studentCopy = false);

} // namespace corrsim
