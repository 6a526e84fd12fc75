#pragma once
// What a scenario is, as everything after its run names it: the views' titles, the
// summary, a trace file's header.

#include "scenario/sagasettings.h"
#include "trace/simtime.h"

#include <cstdint>
#include <optional>
#include <string>

namespace corrsim {

struct ScenarioInfo
{
    std::string name;
    std::string title;
    std::string pattern; // the lesson group: correlation-identifier, async-callback, ...
    std::string summary;
    std::string file;    // where it was loaded from ("" for text)
    uint64_t seed = 1;
    std::optional<SimTime> until;
    std::optional<SagaSettings> saga; // what counts as a saga, for metrics and the timeline
};

} // namespace corrsim
