#pragma once
// What `sweep --merge` and `explore --merge` say of tables and results they cannot join:
// a CSV they cannot read as a sweep's, shards of two sweeps or explorations, a shard
// given twice or missing. Each comes from the real reader or merge, on values made for
// it; tests/data/merge-errors.txt pins the command line's words.

#include "explore/explore.h"
#include "input/scenarioerror.h"
#include "trace/findingerror.h"
#include "whatif/sweep.h"

#include <functional>
#include <stdexcept>
#include <string>
#include <vector>

namespace corrsim {

inline std::vector<ScenarioError> mergeErrorSamples()
{
    std::vector<ScenarioError> out;
    const auto refused = [&](const std::string &what, const std::function<void()> &merge) {
        try {
            merge();
        } catch (const ScenarioError &e) {
            out.push_back(e);
            return;
        } catch (const FindingError &e) { // as the command line says it
            out.emplace_back("explore --merge", "", e.finding());
            return;
        }
        throw std::logic_error("a sample was taken: " + what);
    };
    // A table that is not a sweep's, or a row that is not one of its runs.
    const std::string header = "run,seed,x,fingerprint,passed,held,sagas.count,sweep\r\n";
    const auto read = [&](const std::string &what, const std::string &text) {
        refused(what, [&] { (void)readSweepCsv(text, "t.csv"); });
    };
    read("open quote", header + "0,1,\"v,abc");
    read("header", "run,seed,a,b,c\r\n0,1,2,3,4\r\n");
    read("width", header + "0,1\r\n");
    read("run", header + "x,1,v,abc,true,true,3,feed/1\r\n");
    read("seed", header + "0,x,v,abc,true,true,3,feed/1\r\n");
    read("flag", header + "0,1,v,abc,yes,true,3,feed/1\r\n");
    read("metric", header + "0,1,v,abc,true,true,three,feed/1\r\n");
    // Tables that are not shards of one sweep.
    SweepTable table;
    table.columns.paths = {"x"};
    table.columns.expectations = {"held"};
    table.columns.metrics = {"sagas.count"};
    const auto row = [](size_t run, const std::string &sweep) {
        return SweepRow{run, 1, {"v"}, "abc", true, {true}, {3.0}, sweep};
    };
    const auto shard = [&](std::vector<SweepRow> rows) {
        SweepTable t = table;
        t.columns.sweep = rows.empty() ? std::string() : rows.front().sweep;
        t.rows = std::move(rows);
        return t;
    };
    const auto merge = [&](const std::string &what, const std::vector<SweepTable> &tables) {
        std::vector<std::string> files;
        for (size_t i = 0; i < tables.size(); ++i)
            files.push_back("s" + std::to_string(i) + ".csv");
        refused(what, [&] { (void)mergeSweeps(tables, files); });
    };
    SweepTable otherColumns = shard({row(1, "feed/2")});
    otherColumns.columns.paths = {"y"};
    merge("columns", {shard({row(0, "feed/2")}), otherColumns});
    merge("another sweep", {shard({row(0, "feed/2")}), shard({row(1, "beef/2")})});
    merge("twice", {shard({row(0, "feed/2"), row(1, "feed/2")}), shard({row(1, "feed/2")})});
    merge("one missing", {shard({row(0, "feed/3")}), shard({row(2, "feed/3")})});
    merge("some missing", {shard({row(0, "feed/6"), row(3, "feed/6")}), shard({row(2, "feed/6")})});
    merge("no count", {shard({row(0, "feed"), row(2, "feed")})});
    merge("gaps first", {shard({row(2, "feed/6"), row(4, "feed/6")})});
    // Results that are not shards of one exploration.
    ExploreResult first;
    first.shards = 2;
    first.unfaultedFingerprint = "0123456789abcdef";
    ExploreResult second = first;
    second.shard = 1;
    const auto join = [&](const std::string &what, const std::vector<ExploreResult> &shards) {
        refused(what, [&] { (void)mergeExplorations(shards); });
    };
    join("none", {});
    join("too few", {first});
    ExploreResult otherBound = second;
    otherBound.delay = SimTime::fromMicros(1);
    join("bound", {first, otherBound});
    ExploreResult older = second;
    older.unfaultedFingerprint.clear();
    join("versions", {first, older});
    ExploreResult edited = second;
    edited.unfaultedFingerprint = "fedcba9876543210";
    join("scenario changed", {first, edited});
    join("twice", {first, first});
    return out;
}

} // namespace corrsim
