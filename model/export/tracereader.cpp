#include "export/tracereader.h"

#include "export/tracebinary.h"
#include "export/traceheader.h"

namespace corrsim {

bool isTraceFile(const std::string &path)
{
    return (path.size() > 6 && path.ends_with(".jsonl")) || (path.size() > 7 && path.ends_with(".ctrace"));
}

ReadTrace readTrace(std::istream &in, const std::string &file, uint64_t maxBytes, TraceReadControl control)
{
    return looksLikeBinaryTrace(in) ? readTraceBinary(in, file, maxBytes, control)
                                    : readTraceJsonl(in, file, maxBytes, control);
}

} // namespace corrsim
