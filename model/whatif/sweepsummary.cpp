// The summary beside a sweep's table: per combination of swept values, how often each
// expectation failed and each metric's mean and percentiles.

#include "whatif/sweep.h"

#include "input/json.h"

#include <algorithm>
#include <cmath>
#include <map>

namespace corrsim {

namespace {

/// Nearest rank: the smallest value with at least p of the values at or below it.
double percentile(const std::vector<double> &sorted, double p)
{
    const size_t rank = size_t(std::ceil(p * double(sorted.size())));
    return sorted[std::clamp<size_t>(rank, 1, sorted.size()) - 1];
}

} // namespace

std::string sweepSummaryPathFor(const std::string &csv)
{
    const bool endsCsv =
        csv.size() >= 4 && (csv.compare(csv.size() - 4, 4, ".csv") == 0 || csv.compare(csv.size() - 4, 4, ".CSV") == 0);
    return endsCsv ? csv.substr(0, csv.size() - 4) + ".json" : csv + ".json";
}

std::string sweepSummaryJson(const SweepTable &table)
{
    const SweepColumns &columns = table.columns;
    // Combinations in the order of the grid (their first run's).
    std::vector<std::pair<std::vector<std::string>, std::vector<const SweepRow *>>> byCombination;
    std::map<std::vector<std::string>, size_t> index;
    for (const SweepRow &r : table.rows) {
        const auto [it, fresh] = index.try_emplace(r.values, byCombination.size());
        if (fresh)
            byCombination.push_back({r.values, {}});
        byCombination[it->second].second.push_back(&r);
    }

    OrderedJson combos = OrderedJson::array();
    for (const auto &combination : byCombination) {
        const std::vector<std::string> &values = combination.first;
        const std::vector<const SweepRow *> &runs = combination.second; // a name lambdas may capture
        OrderedJson c;
        OrderedJson set = OrderedJson::object();
        for (size_t i = 0; i < values.size() && i < columns.paths.size(); ++i)
            set[columns.paths[i]] = values[i];
        c["values"] = set;
        c["runs"] = runs.size();
        c["failed"] = std::count_if(runs.begin(), runs.end(), [](const SweepRow *r) { return !r->passed; });
        OrderedJson expectations = OrderedJson::object();
        for (size_t e = 0; e < columns.expectations.size(); ++e) {
            const auto failed =
                std::count_if(runs.begin(), runs.end(), [&](const SweepRow *r) { return !r->expectations[e]; });
            expectations[columns.expectations[e]] = {{"failed", failed},
                                                     {"failureRate", double(failed) / double(runs.size())}};
        }
        c["expectations"] = expectations;
        OrderedJson metrics = OrderedJson::object();
        for (size_t m = 0; m < columns.metrics.size(); ++m) {
            std::vector<double> v;
            for (const SweepRow *r : runs)
                if (r->metrics[m])
                    v.push_back(*r->metrics[m]);
            if (v.empty())
                continue;
            std::sort(v.begin(), v.end());
            double sum = 0;
            for (double x : v)
                sum += x;
            metrics[columns.metrics[m]] = {{"mean", sum / double(v.size())}, {"min", v.front()},
                                           {"p50", percentile(v, 0.5)},      {"p90", percentile(v, 0.9)},
                                           {"p99", percentile(v, 0.99)},     {"max", v.back()}};
        }
        c["metrics"] = metrics;
        combos.push_back(c);
    }
    OrderedJson s;
    s["format"] = "corrsim-sweep-summary";
    s["version"] = 1;
    s["runs"] = table.rows.size();
    s["combinations"] = combos;
    return s.dump(2) + "\n";
}

} // namespace corrsim
