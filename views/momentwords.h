#pragma once
// A moment of the run (run/moments.h) as the window says it, in its language: "PAID
// written again", "404: already claimed". The words are the model's (momentTemplate).

#include "run/moments.h"

#include <QString>

namespace corrsim {

QString momentText(const Moment &moment);

} // namespace corrsim
