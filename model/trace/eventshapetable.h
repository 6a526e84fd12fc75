#pragma once
// The table of what each event kind carries, as docs/trace-events.md shows it: written
// from eventshape.h (make docs), so the document cannot say otherwise than the readers.

#include <string>

namespace corrsim {

/// A Markdown table, one row per event kind, its fields by their JSON Lines names.
std::string eventShapesTable();

} // namespace corrsim
