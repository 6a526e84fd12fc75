#include "savedtrace.h"

#include "input/scenarioerror.h"

namespace corrsim {

ReadTrace readSavedTrace(std::istream &in, const std::string &file, uint64_t maxBytes, TraceReadControl control)
{
    ReadTrace read = readTrace(in, file, maxBytes, control);
    if (read.record && !read.fingerprintInFile.empty() && read.fingerprintInFile != read.record->fingerprint)
        throw ScenarioError(file, "",
                            "its " + std::to_string(read.record->trace().size()) + " events make fingerprint " +
                                read.record->fingerprint + ", not the " + read.fingerprintInFile +
                                " its header gives: the file was cut short or changed after it was written");
    return read;
}

} // namespace corrsim
