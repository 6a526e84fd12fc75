#include "export/tracereader.h"

#include "export/gzipstream.h"
#include "export/tracebinary.h"
#include "export/traceheader.h"

namespace corrsim {

bool isTraceFile(const std::string &path)
{
    for (const char *ending : {".jsonl", ".ctrace", ".jsonl.gz", ".ctrace.gz"})
        if (const std::string_view e(ending); path.size() > e.size() && path.ends_with(e))
            return true;
    return false;
}

namespace {

ReadTrace readUncompressed(std::istream &in, const std::string &file, uint64_t maxBytes, TraceReadControl control)
{
    return looksLikeBinaryTrace(in) ? readTraceBinary(in, file, maxBytes, control)
                                    : readTraceJsonl(in, file, maxBytes, control);
}

/// A trace inside gzip: read as it inflates. Damage to the compressed data ends the
/// inflated stream early, so the reader's complaint is replaced by what zlib found.
ReadTrace readGzipped(std::istream &in, const std::string &file, uint64_t maxBytes, TraceReadControl control)
{
    GzipReader gzip(in, control.bytesRead);
    const auto damaged = [&] {
        return ScenarioError(file, Finding{FindingKind::CompressedByteAt, {int64_t(gzip.damage()->at)}, {}},
                             gzip.damage()->what);
    };
    ReadTrace r;
    try {
        r = readUncompressed(gzip.stream(), file, maxBytes, {control.cancel, nullptr});
    } catch (const ScenarioError &) {
        if (gzip.damage())
            throw damaged();
        throw;
    }
    // Each reader reads to the end of what inflates, and the inflated stream ends only
    // where the compressed data ends whole (its CRC and length checked) or is damaged.
    if (r.record && gzip.damage())
        throw damaged();
    return r;
}

} // namespace

ReadTrace readTrace(std::istream &in, const std::string &file, uint64_t maxBytes, TraceReadControl control)
{
    return looksGzipped(in) ? readGzipped(in, file, maxBytes, control) : readUncompressed(in, file, maxBytes, control);
}

} // namespace corrsim
