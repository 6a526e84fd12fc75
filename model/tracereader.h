#pragma once
// Reads a native trace (.jsonl) back, so a saved run can be opened and replayed with
// the same views and the same fingerprint, without the scenario that made it.

#include "expectations.h"
#include "scenario.h"
#include "simulation.h"

#include <istream>
#include <memory>
#include <string>

namespace corrsim {

struct ReplayedRun
{
    std::unique_ptr<Simulation> sim; // holds the trace; nothing left to run
    ScenarioInfo info;
    std::vector<ExpectationResult> expectations;
    std::string fingerprintInFile;
};

/// Reads a trace written by writeTraceJsonl; throws ScenarioError naming FILE:LINE:COL
/// for anything it cannot take, including a trace that would need more than maxBytes.
ReplayedRun readTraceJsonl(std::istream &in, const std::string &file, uint64_t maxBytes = uint64_t(8192) << 20);
/// True for paths that name a native trace rather than a scenario.
bool isTraceFile(const std::string &path);

} // namespace corrsim
