#pragma once
// Where two runs part, in the window's language: "From event 16 (26 ms) the runs differ.
// B: …; A: …." with each run's event in the window's words (the command line's English
// is whatif/rundiff.cpp's Divergence::sentence()).

#include "run/runrecord.h"
#include "whatif/rundiff.h"

#include <QString>

namespace corrsim {

/// The divergence `d` of `comparison` between runs a and b. Spans compared by their
/// exchanges, or runs not at hand, keep the model's words.
QString partingWords(const RunComparison &comparison, const Divergence &d, const RunRecord *a, const RunRecord *b);

} // namespace corrsim
