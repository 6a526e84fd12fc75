#include "whatif/sweep.h"

#include "export/traceexport.h"
#include "run/parallelruns.h"
#include "run/run.h"

#include "trace/hash.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <map>

namespace corrsim {

namespace {

SweepRow runOne(const Scenario &scenario, const SweepPlan &plan, const SweepColumns &columns, size_t run,
                const std::atomic<bool> *cancel)
{
    RunOptions options;
    options.seed = plan.seedOf(run);
    options.cancel = cancel;
    const RunResult result = runScenario(scenario, options);
    const RunRecord &r = *result.record;
    SweepRow row;
    row.run = run;
    row.seed = *options.seed;
    row.values = plan.valuesOf(plan.combinationOf(run));
    row.fingerprint = r.fingerprint;
    row.passed = r.passed() && !r.stopReason;
    for (size_t i = 0; i < columns.expectations.size(); ++i)
        row.expectations.push_back(i < r.expectations.size() && r.expectations[i].passed);
    for (const std::string &m : columns.metrics)
        row.metrics.push_back(r.sagas ? sagaMetric(*r.sagas, m) : std::nullopt);
    row.sweep = columns.sweep;
    return row;
}

/// The cells of a CSV text, line by line (RFC 4180).
std::vector<std::vector<std::string>> csvLines(const std::string &text, const std::string &file)
{
    std::vector<std::vector<std::string>> lines(1);
    std::string cell;
    bool quoted = false, any = false;
    size_t lineNo = 1;
    for (size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (quoted) {
            if (c == '"' && i + 1 < text.size() && text[i + 1] == '"')
                cell += '"', ++i;
            else if (c == '"')
                quoted = false;
            else
                cell += c, lineNo += c == '\n';
        } else if (c == '"' && cell.empty()) {
            quoted = any = true;
        } else if (c == ',') {
            lines.back().push_back(std::move(cell)), cell.clear(), any = true;
        } else if (c == '\n' || c == '\r') {
            if (c == '\r' && i + 1 < text.size() && text[i + 1] == '\n')
                ++i;
            if (any || !cell.empty())
                lines.back().push_back(std::move(cell)), lines.emplace_back();
            cell.clear(), any = false, ++lineNo;
        } else {
            cell += c, any = true;
        }
    }
    if (quoted)
        throw ScenarioError(file, int(lineNo), 1, Finding{FindingKind::SweepQuoteOpen, {}, {}});
    if (any || !cell.empty())
        lines.back().push_back(std::move(cell));
    else
        lines.pop_back();
    return lines;
}

/// The columns a header names: paths between seed and fingerprint, expectations after
/// passed, saga metrics (sagas.*) after them, sweep last.
SweepColumns columnsOf(const std::vector<std::string> &h, const std::string &file)
{
    const auto fingerprint = std::find(h.begin(), h.end(), "fingerprint");
    if (h.size() < 5 || h[0] != "run" || h[1] != "seed" || fingerprint == h.end() || fingerprint + 1 == h.end() ||
        fingerprint[1] != "passed" || h.back() != "sweep")
        throw ScenarioError(file, 1, 1, Finding{FindingKind::SweepHeader, {}, {}});
    SweepColumns c;
    c.paths.assign(h.begin() + 2, fingerprint);
    auto metric =
        std::find_if(fingerprint + 2, h.end() - 1, [](const std::string &name) { return name.starts_with("sagas."); });
    c.expectations.assign(fingerprint + 2, metric);
    c.metrics.assign(metric, h.end() - 1);
    return c;
}

template <typename T> bool parseWhole(const std::string &text, T &out)
{
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
    return ec == std::errc() && end == text.data() + text.size() && !text.empty();
}

/// One line of cells as a row of these columns; errors name the line and the column.
SweepRow rowOf(const std::vector<std::string> &cells, const SweepColumns &c, const std::string &file, int line)
{
    const size_t width = c.header().size();
    const auto needs = [&] {
        return ScenarioError(file, line, 1, Finding{FindingKind::SweepRowWidth, {std::to_string(width)}, {}});
    };
    if (cells.size() != width)
        throw needs();
    auto bad = [&](size_t column, FindingKind what) {
        return ScenarioError(file, line, 1, Finding{what, {c.header()[column], cells[column]}, {}});
    };
    auto flag = [&](size_t column) {
        if (cells[column] != "true" && cells[column] != "false")
            throw bad(column, FindingKind::SweepCellFlag);
        return cells[column] == "true";
    };
    SweepRow r;
    size_t k = 0;
    if (!parseWhole(cells[k], r.run))
        throw needs();
    if (!parseWhole(cells[++k], r.seed))
        throw bad(k, FindingKind::SweepCellSeed);
    for (size_t i = 0; i < c.paths.size(); ++i)
        r.values.push_back(cells[++k]);
    r.fingerprint = cells[++k];
    r.passed = flag(++k);
    for (size_t i = 0; i < c.expectations.size(); ++i)
        r.expectations.push_back(flag(++k));
    for (size_t i = 0; i < c.metrics.size(); ++i) {
        double v = 0;
        if (cells[++k].empty())
            r.metrics.push_back(std::nullopt);
        else if (parseWhole(cells[k], v) && std::isfinite(v))
            r.metrics.push_back(v);
        else
            throw bad(k, FindingKind::SweepCellNumber);
    }
    r.sweep = cells[++k];
    return r;
}

} // namespace

Scenario sweptScenario(const Scenario &base, const SweepPlan &plan, const std::vector<std::string> &values)
{
    Scenario s = base;
    for (size_t i = 0; i < plan.axes.size() && i < values.size(); ++i)
        s.set({plan.axes[i].path, values[i]});
    return s;
}

size_t SweepPlan::combinations() const
{
    size_t n = 1;
    for (const SweepAxis &a : axes)
        n *= a.values.size();
    return n;
}

std::vector<std::string> SweepPlan::valuesOf(size_t combination) const
{
    std::vector<std::string> values(axes.size());
    for (size_t i = axes.size(); i-- > 0;) { // the last path changes fastest
        values[i] = axes[i].values[combination % axes[i].values.size()];
        combination /= axes[i].values.size();
    }
    return values;
}

std::vector<size_t> SweepPlan::runs() const
{
    std::vector<size_t> mine;
    for (size_t i = shard; i < size(); i += shards)
        mine.push_back(i);
    return mine;
}

std::vector<std::string> SweepColumns::header() const
{
    std::vector<std::string> h{"run", "seed"};
    h.insert(h.end(), paths.begin(), paths.end());
    h.push_back("fingerprint");
    h.push_back("passed");
    h.insert(h.end(), expectations.begin(), expectations.end());
    h.insert(h.end(), metrics.begin(), metrics.end());
    h.push_back("sweep");
    return h;
}

SweepColumns sweepColumns(const Scenario &scenario, const SweepPlan &plan)
{
    SweepColumns c;
    // The sweep's identity: the scenario as it runs, the seeds and the grid (not the
    // shard), and how many runs it has.
    std::string grid = scenario.toJson() + "\n" + std::to_string(plan.firstSeed) + ".." + std::to_string(plan.lastSeed);
    for (const SweepAxis &a : plan.axes) {
        c.paths.push_back(a.path);
        grid += "\n" + a.path;
        for (const std::string &v : a.values)
            grid += "\x1f" + v;
    }
    char id[32];
    std::snprintf(id, sizeof id, "%012llx/", (unsigned long long)(hashName(grid) >> 16));
    c.sweep = id + std::to_string(plan.size());
    for (const Expectation &e : scenario.expectations())
        c.expectations.push_back(e.name);
    if (const auto &saga = scenario.info().saga)
        for (const std::string &m : sagaMetricNames()) {
            if (!m.starts_with("sagas.final."))
                c.metrics.push_back(m);
            else
                for (const std::string &state : saga->finals)
                    c.metrics.push_back("sagas.final." + state);
        }
    return c;
}

std::vector<SweepRow> runSweep(const Scenario &scenario, const SweepPlan &plan, const SweepColumns &columns,
                               unsigned jobs, const std::function<void(size_t, size_t)> &progress,
                               const std::atomic<bool> *cancel)
{
    // Every combination is made once here: a value the scenario rejects stops the sweep
    // before any run, with the error of --set.
    std::vector<Scenario> combos;
    for (size_t c = 0; c < plan.combinations(); ++c)
        combos.push_back(sweptScenario(scenario, plan, plan.valuesOf(c)));
    const std::vector<size_t> runs = plan.runs();
    std::vector<SweepRow> rows(runs.size());
    runInParallel(
        runs.size(), jobs, cancel,
        [&](size_t k) {
            SweepRow row = runOne(combos[plan.combinationOf(runs[k])], plan, columns, runs[k], cancel);
            if (!(cancel && cancel->load())) // a run cut short is no row
                rows[k] = std::move(row);
        },
        [&](size_t finished) {
            if (progress)
                progress(finished, runs.size());
        });
    // Cancelled: only the rows that were finished, in grid order.
    rows.erase(std::remove_if(rows.begin(), rows.end(), [](const SweepRow &r) { return r.sweep.empty(); }), rows.end());
    return rows;
}

std::vector<std::string> sweepCells(const SweepRow &r)
{
    std::vector<std::string> cells{std::to_string(r.run), std::to_string(r.seed)};
    cells.insert(cells.end(), r.values.begin(), r.values.end());
    cells.push_back(r.fingerprint);
    cells.push_back(r.passed ? "true" : "false");
    for (const bool held : r.expectations)
        cells.push_back(held ? "true" : "false");
    for (const std::optional<double> &m : r.metrics)
        cells.push_back(m ? formatMetric(*m) : "");
    cells.push_back(r.sweep);
    return cells;
}

std::string sweepCsv(const SweepTable &table)
{
    std::string out;
    auto line = [&](const std::vector<std::string> &cells) {
        for (size_t i = 0; i < cells.size(); ++i)
            out += (i ? "," : "") + csvField(cells[i]);
        out += "\r\n";
    };
    line(table.columns.header());
    for (const SweepRow &r : table.rows)
        line(sweepCells(r));
    return out;
}

SweepTable readSweepCsv(const std::string &text, const std::string &file)
{
    const std::vector<std::vector<std::string>> lines = csvLines(text, file);
    SweepTable table;
    table.columns = columnsOf(lines.empty() ? std::vector<std::string>{} : lines[0], file);
    for (size_t i = 1; i < lines.size(); ++i)
        table.rows.push_back(rowOf(lines[i], table.columns, file, int(i + 1)));
    if (!table.rows.empty())
        table.columns.sweep = table.rows.front().sweep;
    return table;
}

SweepTable mergeSweeps(const std::vector<SweepTable> &tables, const std::vector<std::string> &files)
{
    std::map<size_t, std::pair<SweepRow, std::string>> byRun;
    std::string sweep; // every row's sweep column: one sweep, and its number of runs
    for (size_t t = 0; t < tables.size(); ++t) {
        if (tables[t].columns.header() != tables[0].columns.header())
            throw ScenarioError(files[t], 1, 1, Finding{FindingKind::SweepColumnsDiffer, {files[0]}, {}});
        for (const SweepRow &r : tables[t].rows) {
            if (sweep.empty())
                sweep = r.sweep;
            const Finding run{FindingKind::SweepRun, {std::to_string(r.run)}, {}};
            if (r.sweep != sweep)
                throw ScenarioError(files[t], run, Finding{FindingKind::SweepAnotherSweep, {r.sweep, sweep}, {}});
            if (const auto [it, fresh] = byRun.try_emplace(r.run, r, files[t]); !fresh)
                throw ScenarioError(files[t], run, Finding{FindingKind::SweepRunTwice, {it->second.second}, {}});
        }
    }
    const size_t slash = sweep.rfind('/');
    const size_t total = slash == std::string::npos ? 0 : size_t(std::strtoull(sweep.c_str() + slash + 1, nullptr, 10));
    SweepTable merged;
    merged.columns = tables.empty() ? SweepColumns{} : tables[0].columns;
    merged.columns.sweep = sweep;
    for (auto &[run, row] : byRun)
        merged.rows.push_back(row.first);
    // Missing runs are named by their numbers (the run column), not blamed on a file
    // that holds others: every gap, and the last shards the sweep's own count expects.
    FindingList gaps{FindingList::Join::Adjoined, {}};
    size_t gapCount = 0;
    auto gap = [&](size_t from, size_t to) {
        const bool first = gaps.items.empty();
        if (from == to)
            gaps.items.push_back(
                {first ? FindingKind::SweepGap : FindingKind::SweepGapThen, {std::to_string(from)}, {}});
        else
            gaps.items.push_back({first ? FindingKind::SweepGapRange : FindingKind::SweepGapRangeThen,
                                  {std::to_string(from), std::to_string(to)},
                                  {}});
        gapCount += to - from + 1;
    };
    size_t expected = 0;
    for (const auto &[run, row] : byRun) {
        if (run > expected)
            gap(expected, run - 1);
        expected = run + 1;
    }
    if (expected < total)
        gap(expected, total - 1);
    if (gapCount > 0) {
        std::string inFiles; // file names, the same in every language
        for (const std::string &f : files)
            inFiles += (inFiles.empty() ? "" : ", ") + f;
        const Finding missing =
            total ? Finding{FindingKind::SweepRunsMissingOf, {gaps, std::to_string(total), inFiles}, int64_t(gapCount)}
                  : Finding{FindingKind::SweepRunsMissing, {gaps, inFiles}, int64_t(gapCount)};
        throw ScenarioError("sweep --merge", "", missing);
    }
    return merged;
}

} // namespace corrsim
