#pragma once
// What every input file must get, checked one input at a time: by the libFuzzer
// targets (make fuzz) and by tst_robustness, which replays every input that ever
// failed (tests/data/fuzz-regressions). Plain C++, no Qt.

#include <optional>
#include <string>
#include <string_view>

namespace corrsim {

/// A scenario file: it loads, or fails with a located error. What loads is accepted by
/// the schema too, runs within a small budget keeping every invariant, is written in
/// every text format, and reads back from its JSONL trace with the same fingerprint.
/// Returns what went wrong, or nothing.
std::optional<std::string> checkScenarioInput(std::string_view text);

/// A native trace (.jsonl): it is read, or refused with a located error; what is read
/// can be projected the way the app projects it (fingerprint, saga report, stores at
/// the end, envelopes, message hops, text exports).
std::optional<std::string> checkTraceInput(std::string_view text);

} // namespace corrsim
