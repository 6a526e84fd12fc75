#pragma once
// An exploration's result as people read it (the command line) and as programs do
// (`corrsim explore --out E.json`, docs/explore.md#output).

#include "explore/explore.h"

#include <string>
#include <vector>

namespace corrsim {

/// One line of the report: a finding, at its place (a heading, under one, or after a
/// blank line).
struct ExploreReportLine
{
    enum class Place : uint8_t { Heading, Indented, Paragraph };
    Place place = Place::Heading;
    Finding finding;
};

/// What was explored, each check with how many schedules broke it, then the shortest
/// counterexample with the command that repeats it (result.rerun and its faults), and
/// where it parts from its nearest passing schedule (FindingKind::ExploreParting: its
/// words are the model's English; the window says it from the two runs).
std::vector<ExploreReportLine> exploreReport(const ExploreResult &result, const std::string &scenario);

/// The report in English, one line each, as the command line prints it.
std::string exploreText(const ExploreResult &result, const std::string &scenario);

/// The result as JSON (docs/explore.md#output); readExploreJson reads it back, so
/// shards can be merged.
std::string exploreJson(const ExploreResult &result, const std::string &scenario);

/// A result exploreJson wrote, and its scenario's name; throws ScenarioError naming the
/// file and the JSON path of what is wrong.
ExploreResult readExploreJson(const std::string &text, const std::string &file, std::string *scenario = nullptr);

} // namespace corrsim
