#pragma once
// The run's trace in the formats other tools read. All write to a stream; callers
// write files through writeFileAtomically (CLI) or QSaveFile (GUI).
//   .jsonl .ctrace  Corrsim's own (tracejsonl.h, tracebinary.h), also as .jsonl.gz, .ctrace.gz
//   .csv        one row per event, for spreadsheets
//   .json       Chrome trace event format, for Perfetto and chrome://tracing
//   .otlp.json  OpenTelemetry OTLP/JSON, one trace per correlation ID, for Jaeger & co.

#include "scenario/scenario.h"
#include "trace/trace.h"

#include <ostream>

namespace corrsim {

void writeTraceCsv(std::ostream &out, const Trace &trace);
/// A CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break.
std::string csvField(const std::string &s);
void writeChromeTrace(std::ostream &out, const Trace &trace, const ScenarioInfo &info);
void writeOtlpJson(std::ostream &out, const Trace &trace, const ScenarioInfo &info);

/// The trace formats by file name ending: ".jsonl", ".ctrace", ".json", ".csv",
/// ".otlp.json"; the native two also with ".gz" (gzip-compressed).
enum class TraceFormat { Jsonl, Binary, Chrome, Csv, Otlp };
std::optional<TraceFormat> traceFormatFor(const std::string &path);
/// True for ".jsonl.gz" and ".ctrace.gz": the trace is written gzip-compressed.
bool gzipTracePath(const std::string &path);
/// Writes `trace` to `out` in `format`, gzip-compressed when `gzip` is set.
void writeTrace(std::ostream &out, TraceFormat format, const Trace &trace, const ScenarioInfo &info, bool gzip = false);

} // namespace corrsim
