#pragma once
// A moment of the run (run/moments.h) as the window says it, through tr(): "PAID written
// again", "404: already claimed". The command line's English is the model's momentWords().

#include "run/moments.h"

#include <QString>

namespace corrsim {

QString momentText(const Moment &moment);

} // namespace corrsim
