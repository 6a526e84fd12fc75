#pragma once
// A saved trace as `corrsim validate`, `corrsim diff` and the app open it: read by the
// format's reader, and then made to vouch for itself. The event count, the end time and
// the fingerprint its header gives must be what its events make: a file cut short (even
// at a line boundary) or with a byte changed in an event reads as another run, and is
// refused, not shown as this one. (A .ctrace's checksum is checked by its reader.)

#include "export/tracereader.h"
#include "import/importtrace.h"

#include <istream>
#include <string>

namespace corrsim {

/// Throws ScenarioError naming the file and what disagrees, or what the reader refused.
/// A file another tool wrote (OTLP JSON, Jaeger, Zipkin: told by its content) is
/// imported with `import` instead (model/import).
ReadTrace readSavedTrace(std::istream &in, const std::string &file, uint64_t maxBytes = uint64_t(8192) << 20,
                         TraceReadControl control = {}, const ImportOptions &import = {});

/// True for a file readSavedTrace reads: Corrsim's own trace (by its name) or spans
/// another tool wrote (by its content), rather than a scenario.
bool isSavedTraceFile(const std::string &path);

} // namespace corrsim
