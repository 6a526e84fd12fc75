#pragma once
// Reads another tool's trace file into spans: OTLP JSON, Jaeger JSON or Zipkin v2 JSON,
// gzip-compressed or not, each told by its content whatever the file is called.

#include "export/tracereader.h"
#include "import/spans.h"

#include <istream>
#include <optional>
#include <string>
#include <string_view>

namespace corrsim {

/// The span format the first bytes of a file show (after any gzip is undone): by its
/// first key ("resourceSpans" or "batches": OTLP; "data": Jaeger) or a list of spans
/// (Zipkin); none for anything else, a scenario or Corrsim's own trace among them.
std::optional<SpanFormat> spanFormatOfHead(std::string_view head);
/// True when the file at `path` is a span file spanFormatOfHead knows.
bool isSpanFile(const std::string &path);

/// Every span of the text; throws ScenarioError with FILE:LINE:COL for text that is not
/// JSON and FILE: /json/path for a field of the wrong kind (a JSON Lines file's line
/// is named too), and refuses what is no span format, saying what it looks like.
SpanSet readSpans(std::string_view text, const std::string &file);
/// The same from a stream, inflating gzip; a file beyond maxBytes is refused. With a
/// control, how far it has read is told as it goes, and a cancel stops it: none then.
std::optional<SpanSet> readSpans(std::istream &in, const std::string &file, uint64_t maxBytes,
                                 TraceReadControl control = {});

} // namespace corrsim
