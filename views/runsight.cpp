#include "runsight.h"

#include "trace/trace.h"

namespace corrsim {

RunSight RunSight::of(const Trace &trace, size_t cursor, bool wholeRun)
{
    RunSight sight;
    sight.events = trace.size();
    sight.cursor = cursor;
    sight.cursorTime = cursor < trace.size() ? trace[cursor].time : SimTime{};
    sight.wholeRun = wholeRun;
    return sight;
}

} // namespace corrsim
