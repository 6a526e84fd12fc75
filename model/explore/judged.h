#pragma once
// What explore keeps of each run of a level (run/parallelruns.h runs them on N threads).

#include "explore/schedule.h"

#include <optional>
#include <string>
#include <vector>

namespace corrsim {

/// What one run of a level said.
struct Judged
{
    uint32_t broken = 0; // bit i: check i did not hold
    uint64_t state = 0;  // its end state (endstate.h)
    std::string fingerprint;
    std::vector<Choice> choices; // its children's, when there is a next level
    std::optional<Choice> last;  // the choice that made it
    bool stoppedEarly = false;
    uint64_t handledAtEnd = 0;    // events handled at its end: --max-events counts them
    bool skipped = false;         // not run: its verdict is the one it started like
    bool likeFewerFaults = false; // skipped, starting like a schedule with fewer faults
};

} // namespace corrsim
