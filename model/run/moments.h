#pragma once
// The moments a lesson is about, found in a finished trace and named in words, so a view
// can put a label on each: "TTL passed" and "swept", "duplicate ignored (inbox)",
// "rolled back", "PAID written again", "never published", "crash", "restart". One list
// for the diagram, its exports and the tests.

#include "trace/trace.h"

#include <string>
#include <vector>

namespace corrsim {

struct Moment
{
    SimTime time;
    ActorRef actor = NoActor; // the lane it is drawn on
    size_t event = SIZE_MAX;  // the trace event it labels; SIZE_MAX for a time nothing was traced at (a TTL passing)
    std::string label;
    bool problem = false;      // drawn as something that went wrong
    ActorRef toward = NoActor; // for a message that never left: where it would have gone
};

/// Every labelled moment of the run, in time order.
std::vector<Moment> teachingMoments(const Trace &trace);

} // namespace corrsim
