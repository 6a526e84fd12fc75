#pragma once
// One trace event as a sentence a learner reads: "orders receives a second
// payment.callback from provider (conversation PRQ-c8b1…)". The compare view and
// `corrsim diff` say with it where two runs part.

#include "trace/trace.h"

#include <string>

namespace corrsim {

std::string eventInWords(const Trace &trace, size_t index);

} // namespace corrsim
