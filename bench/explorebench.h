#pragma once
// make bench's explore figures: schedules per second on one core and on all of them.

namespace corrsim {

/// Prints the table and the goals of issue 25; returns 0 when every exploration ran.
int runExploreBench(int repeats);

} // namespace corrsim
