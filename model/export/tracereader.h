#pragma once
// Reads a native trace (.jsonl) back, so a saved run can be opened and replayed with
// the same views and the same fingerprint, without the scenario that made it.

#include "run/runrecord.h"

#include <atomic>
#include <cstdint>
#include <istream>
#include <memory>
#include <optional>
#include <string>

namespace corrsim {

/// A trace read back: the same record its run made, and the fingerprint its header gave.
struct ReadTrace
{
    std::shared_ptr<RunRecord> record; // null when cancelled
    std::string fingerprintInFile;     // empty when the header has none of this version
    /// What the header says its events come to: how many, and the last one's time
    /// (none in a header written before Corrsim wrote them).
    std::optional<uint64_t> eventsInFile;
    std::optional<SimTime> endTimeInFile;
};

/// For a reader on another thread: it stops soon after `cancel` is set, and stores in
/// `bytesRead` how far into the file it has got (for a progress bar).
struct TraceReadControl
{
    const std::atomic<bool> *cancel = nullptr;
    std::atomic<uint64_t> *bytesRead = nullptr;
};

/// Reads a trace written by writeTraceJsonl; throws ScenarioError naming FILE:LINE:COL
/// for anything it cannot take, including a trace that would need more than maxBytes.
ReadTrace readTraceJsonl(std::istream &in, const std::string &file, uint64_t maxBytes = uint64_t(8192) << 20,
                         TraceReadControl control = {});
/// Reads either native trace, told apart by its first bytes: the binary .ctrace or the
/// JSON Lines .jsonl, either of them gzip-compressed or not. For a compressed file,
/// control.bytesRead follows the compressed bytes (the file's size is the whole).
ReadTrace readTrace(std::istream &in, const std::string &file, uint64_t maxBytes = uint64_t(8192) << 20,
                    TraceReadControl control = {});
/// True for paths that name a native trace (.jsonl, .ctrace, either with .gz) rather
/// than a scenario.
bool isTraceFile(const std::string &path);

} // namespace corrsim
