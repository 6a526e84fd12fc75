#include "savedtrace.h"

#include "import/spanreader.h"
#include "input/scenarioerror.h"

namespace corrsim {

bool isSavedTraceFile(const std::string &path)
{
    return isTraceFile(path) || isSpanFile(path);
}

ReadTrace readSavedTrace(std::istream &in, const std::string &file, uint64_t maxBytes, TraceReadControl control,
                         const ImportOptions &import)
{
    if (isSpanFile(file)) // what another tool wrote vouches for nothing: it is read as it is
        return importTrace(in, file, import, maxBytes, control);
    ReadTrace read = readTrace(in, file, maxBytes, control);
    if (!read.record)
        return read;
    const Trace &trace = read.record->trace();
    // The count first: it says the most plainly what happened to a file cut short.
    if (read.eventsInFile && *read.eventsInFile != trace.size())
        throw ScenarioError(file, "",
                            "it holds " + std::to_string(trace.size()) + " events, not the " +
                                std::to_string(*read.eventsInFile) + " its header gives: the file was " +
                                (trace.size() < *read.eventsInFile ? "cut short" : "added to") +
                                " after it was written");
    if (read.endTimeInFile && *read.endTimeInFile != read.record->end) {
        // In microseconds when the usual rounding would print the two alike.
        const bool alike = formatDuration(read.record->end) == formatDuration(*read.endTimeInFile);
        const auto time = [alike](SimTime t) { return alike ? std::to_string(t.micros()) + " us" : formatDuration(t); };
        throw ScenarioError(file, "",
                            "its last event is at " + time(read.record->end) + ", not at the end time " +
                                time(*read.endTimeInFile) +
                                " its header gives: the file was changed after it was written");
    }
    if (!read.fingerprintInFile.empty() && read.fingerprintInFile != read.record->fingerprint)
        throw ScenarioError(file, "",
                            "its " + std::to_string(trace.size()) + " events make fingerprint " +
                                read.record->fingerprint + ", not the " + read.fingerprintInFile +
                                " its header gives: the file was cut short or changed after it was written");
    return read;
}

} // namespace corrsim
