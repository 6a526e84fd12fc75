// The summary beside a sweep's table: per combination of swept values, how often each
// expectation failed and each metric's mean and percentiles.

#include "whatif/sweep.h"

#include "input/json.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <map>

namespace corrsim {

namespace {

double parseNumber(const std::string &s)
{
    double v = 0;
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    return ec == std::errc() && end == s.data() + s.size() ? v : NAN;
}

/// Nearest rank: the smallest value with at least p of the values at or below it.
double percentile(const std::vector<double> &sorted, double p)
{
    const size_t rank = size_t(std::ceil(p * double(sorted.size())));
    return sorted[std::clamp<size_t>(rank, 1, sorted.size()) - 1];
}

} // namespace

std::string sweepSummaryPathFor(const std::string &csv)
{
    const bool endsCsv = csv.size() >= 4 && (csv.compare(csv.size() - 4, 4, ".csv") == 0 || csv.compare(csv.size() - 4, 4, ".CSV") == 0);
    return endsCsv ? csv.substr(0, csv.size() - 4) + ".json" : csv + ".json";
}

std::string sweepSummaryJson(const std::vector<std::string> &header, const std::vector<SweepRow> &rows)
{
    // The header says which columns are which: paths between seed and fingerprint,
    // expectations after passed, saga metrics (sagas.*) last.
    const size_t fingerprint = size_t(std::find(header.begin(), header.end(), "fingerprint") - header.begin());
    if (fingerprint + 2 >= header.size())
        return "{}\n"; // not a sweep's header (readSweepCsv refuses those)
    const size_t passed = fingerprint + 1;
    const size_t end = header.size() - 1; // the last column names the sweep
    size_t firstMetric = passed + 1;
    while (firstMetric < end && !header[firstMetric].starts_with("sagas."))
        ++firstMetric;
    // Combinations in the order of the grid (their first run's).
    std::vector<std::pair<std::vector<std::string>, std::vector<const SweepRow *>>> byCombination;
    std::map<std::vector<std::string>, size_t> index;
    for (const SweepRow &r : rows) {
        std::vector<std::string> values(r.cells.begin() + 2, r.cells.begin() + ptrdiff_t(fingerprint));
        const auto [it, fresh] = index.try_emplace(values, byCombination.size());
        if (fresh)
            byCombination.push_back({std::move(values), {}});
        byCombination[it->second].second.push_back(&r);
    }

    OrderedJson combos = OrderedJson::array();
    for (const auto &combination : byCombination) {
        const std::vector<std::string> &values = combination.first;
        const std::vector<const SweepRow *> &runs = combination.second; // a name lambdas may capture
        OrderedJson c;
        OrderedJson set = OrderedJson::object();
        for (size_t i = 0; i < values.size(); ++i)
            set[header[2 + i]] = values[i];
        c["values"] = set;
        c["runs"] = runs.size();
        auto failures = [&](size_t column) {
            return std::count_if(runs.begin(), runs.end(), [&](const SweepRow *r) { return r->cells[column] != "true"; });
        };
        c["failed"] = failures(passed);
        OrderedJson expectations = OrderedJson::object();
        for (size_t col = passed + 1; col < firstMetric; ++col) {
            const auto failed = failures(col);
            expectations[header[col]] = {{"failed", failed}, {"failureRate", double(failed) / double(runs.size())}};
        }
        c["expectations"] = expectations;
        OrderedJson metrics = OrderedJson::object();
        for (size_t col = firstMetric; col < end; ++col) {
            std::vector<double> v;
            for (const SweepRow *r : runs)
                if (const double x = parseNumber(r->cells[col]); !std::isnan(x))
                    v.push_back(x);
            if (v.empty())
                continue;
            std::sort(v.begin(), v.end());
            double sum = 0;
            for (double x : v)
                sum += x;
            metrics[header[col]] = {{"mean", sum / double(v.size())}, {"min", v.front()}, {"p50", percentile(v, 0.5)},
                                    {"p90", percentile(v, 0.9)}, {"p99", percentile(v, 0.99)}, {"max", v.back()}};
        }
        c["metrics"] = metrics;
        combos.push_back(c);
    }
    OrderedJson s;
    s["format"] = "corrsim-sweep-summary";
    s["version"] = 1;
    s["runs"] = rows.size();
    s["combinations"] = combos;
    return s.dump(2) + "\n";
}

} // namespace corrsim
