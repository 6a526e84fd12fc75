#pragma once
// The run's trace in the formats other tools read. All write to a stream; callers
// write files through writeFileAtomically (CLI) or QSaveFile (GUI).
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

/// The trace formats by file name ending: ".jsonl", ".json", ".csv", ".otlp.json".
enum class TraceFormat { Jsonl, Binary, Chrome, Csv, Otlp };
std::optional<TraceFormat> traceFormatFor(const std::string &path);
/// Writes `trace` to `out` in `format`.
void writeTrace(std::ostream &out, TraceFormat format, const Trace &trace, const ScenarioInfo &info);

} // namespace corrsim
