#pragma once
// The consumers an imported trace shows applying effects (spans named with
// --effect-span), modelled for corrsim model (import/scenariofromtrace.h): each as a
// saga service behind a broker, applying its effect to the entity the effect's key
// names, with an inbox where the trace shows it skipping a message it had applied;
// each sender of what they consumed as a producer sending it at the observed times.

#include "input/json.h"
#include "trace/trace.h"

#include <string>
#include <vector>

namespace corrsim {

/// Appends the participants and links; says what it assumed; adds the latencies seen;
/// makes the saga block that has the effects counted by entity. False when no effect in
/// the trace names the message it handled.
bool modelEffects(const Trace &t, OrderedJson &participants, OrderedJson &links, OrderedJson &saga,
                  std::vector<std::string> &assumed, std::vector<SimTime> &latencies);

} // namespace corrsim
