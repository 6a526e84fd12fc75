#pragma once
// A note's anchor as its author reads it in the window: "the 3rd delivery of
// payment.callback to orders in PRQ-#2". The words are made here, through tr(), from the
// anchor's typed fields; the model keeps only the event kinds' file names ("deliver").

#include "scenario/noteanchor.h"

#include <QString>

namespace corrsim {

QString anchorWords(const NoteAnchor &anchor);

} // namespace corrsim
