#pragma once
// One trace event as a sentence, as the window says it through tr(): "orders receives a
// second payment.callback from provider (conversation PRQ-c8b1…)". The command line's
// English is the model's eventInWords() (whatif/eventwords.h); the compare window parts
// two runs with this one.

#include "trace/trace.h"

#include <QString>

namespace corrsim {

QString eventProse(const Trace &trace, size_t index);

} // namespace corrsim
