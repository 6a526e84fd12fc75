#pragma once
// A sweep: one scenario run over a grid of seeds and values of its parameters, a row
// of outcomes per run, and a summary per combination of values. The grid has a fixed
// order (values of the first path slowest, seeds fastest) and every run its number in
// it, so a sweep cut into shards (run i goes to shard i mod n) and merged again gives
// the same table as one sweep. docs/sweeps.md shows it with batch schedulers.

#include "scenario/scenario.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace corrsim {

struct SweepAxis
{
    std::string path;                // as --set takes it: participants.orders.claim
    std::vector<std::string> values; // as --set takes them: atomic, retrieve-then-remove
};

struct SweepPlan
{
    uint64_t firstSeed = 1, lastSeed = 1;
    std::vector<SweepAxis> axes;
    uint32_t shard = 0, shards = 1; // this process runs the runs i with i % shards == shard

    size_t seedCount() const { return size_t(lastSeed - firstSeed + 1); }
    size_t combinations() const;
    size_t size() const { return combinations() * seedCount(); }
    /// Run i of the grid: its combination and its seed.
    size_t combinationOf(size_t run) const { return run / seedCount(); }
    uint64_t seedOf(size_t run) const { return firstSeed + run % seedCount(); }
    std::vector<std::string> valuesOf(size_t combination) const;
    /// The runs of this shard, in grid order.
    std::vector<size_t> runs() const;
};

/// The table's columns: run, seed, one per swept path, fingerprint, passed, one per
/// expectation (by its name), one per saga metric, and last `sweep`: which sweep the row
/// belongs to and how many runs it has ("3f09c2a1b7e4/30"), so a merge can tell shards
/// of one sweep from tables of another and see a shard missing at the end.
struct SweepColumns
{
    std::vector<std::string> paths, expectations, metrics;
    std::string sweep; // the identity written in every row
    std::vector<std::string> header() const;
    bool operator==(const SweepColumns &) const = default;
};
SweepColumns sweepColumns(const Scenario &scenario, const SweepPlan &plan);

/// One run of a sweep, as the table says it, typed: made by runSweep, read from CSV by
/// readSweepCsv, and written by sweepCsv; nothing else formats or parses a cell.
struct SweepRow
{
    size_t run = 0;
    uint64_t seed = 0;
    std::vector<std::string> values; // the swept values, by SweepColumns::paths, as --set takes them
    std::string fingerprint;
    bool passed = false;                        // every expectation held and the run was not stopped early
    std::vector<bool> expectations;             // by SweepColumns::expectations
    std::vector<std::optional<double>> metrics; // by SweepColumns::metrics; none where the run has none
    std::string sweep;                          // the sweep it belongs to, as SweepColumns::sweep
    bool operator==(const SweepRow &) const = default;
};

struct SweepTable
{
    SweepColumns columns;
    std::vector<SweepRow> rows;
};

/// Runs this shard's runs on `jobs` threads; progress(done, total) after each. The
/// scenario is checked with every combination first: a value it rejects throws
/// ScenarioError before anything runs. Rows come back in grid order.
std::vector<SweepRow> runSweep(const Scenario &scenario, const SweepPlan &plan, const SweepColumns &columns,
                               unsigned jobs, const std::function<void(size_t done, size_t total)> &progress = {},
                               const std::atomic<bool> *cancel = nullptr);

/// The scenario of one combination (or one row's values): each axis set to its value as
/// --set reads it. Throws ScenarioError for a value the scenario rejects.
Scenario sweptScenario(const Scenario &base, const SweepPlan &plan, const std::vector<std::string> &values);

/// What a sweep of one parameter ("participants.orders.claim") might try: every option
/// of a choice (from its participant's kind when the lesson leaves it at its default),
/// else the values the lesson's variants give it; none when neither says.
std::vector<std::string> sweepSuggestions(const Scenario &scenario, const std::string &dottedPath);

/// A row's cells in header order, as the table shows and writes them.
std::vector<std::string> sweepCells(const SweepRow &row);
/// The table as CSV (RFC 4180: a cell with a comma, quote or line break is quoted).
std::string sweepCsv(const SweepTable &table);
/// Reads a table sweepCsv wrote (its header: run, seed, ..., fingerprint, passed, ...,
/// sweep); throws ScenarioError naming file and line, and the column of a bad cell.
SweepTable readSweepCsv(const std::string &text, const std::string &file);
/// Joins shards: the same columns, each run once; rows in grid order. Throws
/// ScenarioError for different columns, a run in two files, or a run missing between.
SweepTable mergeSweeps(const std::vector<SweepTable> &tables, const std::vector<std::string> &files);
/// Where a table's summary goes: T.csv -> T.json (any other name gets ".json" added).
std::string sweepSummaryPathFor(const std::string &csvPath);
/// Per combination of swept values: runs, how often each expectation failed, and each
/// metric's mean and percentiles; JSON text.
std::string sweepSummaryJson(const SweepTable &table);

} // namespace corrsim
