#pragma once
// What the viewer may see of a run. In a lesson the class sees the run up to the cursor
// and no further: how it goes on is the answer to the questions it is asked. In
// analysis every view shows all of it. The window makes this one value at each cursor
// step and every view takes it, instead of each keeping a rule of its own, so "what lies
// after the cursor is hidden" is decided here, once.

#include "trace/simtime.h"

#include <cstddef>
#include <optional>

namespace corrsim {

class Trace;

struct RunSight
{
    size_t cursor = 0;     // the trace event the playback is at
    SimTime cursorTime{};  // its time
    size_t events = 0;     // how many events the run has
    bool wholeRun = false; // analysis: nothing is hidden

    /// The sight of `trace` at event `cursor`: up to it, or the whole run.
    static RunSight of(const Trace &trace, size_t cursor, bool wholeRun);

    /// Whether event `index` may be shown, or a verdict decided at it told.
    bool shows(size_t index) const { return wholeRun || index <= cursor; }
    /// The last event that may be shown; none when all may.
    std::optional<size_t> lastShown() const { return wholeRun ? std::nullopt : std::optional<size_t>(cursor); }
    /// Whether the run's end is in sight, so that how it ended may be told.
    bool endInSight() const { return wholeRun || cursor + 1 >= events; }

    bool operator==(const RunSight &) const = default;
};

} // namespace corrsim
