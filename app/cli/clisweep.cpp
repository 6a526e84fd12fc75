// corrsim sweep: one scenario over seeds and parameter values, a table row per run;
// --shard runs a slice of the grid, --merge joins slices (docs/sweeps.md).

#include "cli.h"
#include "clicommand.h"
#include "savefile.h"
#include "scenariosource.h"
#include "whatif/sweep.h"

#include <QFile>

#include <algorithm>
#include <ostream>
#include <thread>
#include <tuple>

#include <unistd.h>

namespace corrsim {

namespace {

/// "V1,V2,..." split at the commas outside brackets and quotes (a value may be JSON).
std::vector<std::string> splitValues(const std::string &text)
{
    std::vector<std::string> values(1);
    int depth = 0;
    bool quoted = false;
    for (char c : text) {
        if (c == '"')
            quoted = !quoted;
        else if (!quoted && (c == '[' || c == '{'))
            ++depth;
        else if (!quoted && (c == ']' || c == '}'))
            --depth;
        if (c == ',' && depth == 0 && !quoted)
            values.emplace_back();
        else
            values.back() += c;
    }
    return values;
}

QString summaryPathFor(const QString &csv)
{
    return QString::fromStdString(sweepSummaryPathFor(csv.toStdString()));
}

void writeTable(const QString &out, const SweepTable &table)
{
    saveFile(out, QByteArray::fromStdString(sweepCsv(table)));
    saveFile(summaryPathFor(out), QByteArray::fromStdString(sweepSummaryJson(table)));
}

int mergeTables(const QStringList &files, const QString &out, std::ostream &stdOut, std::ostream &err)
{
    std::vector<SweepTable> tables;
    std::vector<std::string> names;
    try {
        for (const QString &file : files) {
            QFile f(file);
            if (!f.open(QIODevice::ReadOnly))
                throw ScenarioError(file.toStdString(), "", Finding{FindingKind::CannotOpenFile, {}, {}});
            names.push_back(file.toStdString());
            tables.push_back(readSweepCsv(f.readAll().toStdString(), names.back()));
        }
        const SweepTable merged = mergeSweeps(tables, names);
        writeTable(out, merged);
        stdOut << "merged " << counted(size_t(files.size()), "table", "tables") << ": "
               << counted(merged.rows.size(), "run", "runs") << " into " << out.toStdString() << "\n";
        return ExitOk;
    } catch (const std::exception &e) {
        err << e.what() << "\n";
        return ExitBadInput;
    }
}

} // namespace

int sweepCommand(const std::vector<std::string> &args, std::ostream &out, std::ostream &err)
{
    using namespace cliopt;
    const auto a = CliArguments::parse(*findCliCommand("sweep"), args, err);
    if (!a)
        return ExitBadInput;
    if (!a->has(sweepOut))
        return a->usageError(err, "sweep needs --out T.csv");
    const QString outPath = QString::fromStdString(a->value(sweepOut));
    // Said before the grid runs, not after: a shard on a cluster would lose its work.
    if (const auto problem = unwritableFolder(outPath))
        return a->usageError(err, "--out " + outPath.toStdString() + ": " + *problem);
    QStringList positional;
    for (const std::string &operand : a->operands())
        positional << QString::fromStdString(operand);
    // The summary's name is made from --out's, so the user never named it: it must not
    // replace what they read or a file of theirs that is not a sweep summary.
    const QString summaryPath = summaryPathFor(outPath);
    for (const QString &input : positional)
        for (const QString &written : {outPath, summaryPath})
            if (sameFile(written, input))
                return a->usageError(err, "--out " + outPath.toStdString() + " would write " + written.toStdString() +
                                              ", which is " + input.toStdString() +
                                              ", an input of this sweep: choose another --out");
    if (QFile existing(summaryPath); existing.exists()) {
        if (!existing.open(QIODevice::ReadOnly) || !existing.read(200).contains("\"corrsim-sweep-summary\""))
            return a->usageError(err, "--out " + outPath.toStdString() + " would replace " + summaryPath.toStdString() +
                                          ", which is not a sweep summary: choose another --out");
    }
    if (a->has(merge)) {
        if (positional.isEmpty())
            return a->usageError(err, "sweep --merge needs the tables to join: A.csv B.csv ...");
        return mergeTables(positional, outPath, out, err);
    }
    if (positional.size() != 1)
        return a->usageError(err, "sweep takes one FILE or NAME");

    if (!a->has(sweepSeeds))
        return a->usageError(err, "sweep needs --seeds A..B (1..15: fifteen runs of each combination)");
    SweepPlan plan;
    const std::string seeds = a->value(sweepSeeds);
    const size_t dots = seeds.find("..");
    const auto first = wholeNumberArgument(seeds.substr(0, dots)),
               last = dots == std::string::npos ? first : wholeNumberArgument(seeds.substr(dots + 2));
    if (!first || !last || *last < *first || *last - *first >= 1000000)
        return a->usageError(err, "--seeds takes A..B, whole numbers with A <= B (at most a million seeds), got \"" +
                                      seeds + "\"");
    plan.firstSeed = *first;
    plan.lastSeed = *last;
    for (const std::string &s : a->values(sweepSet)) {
        const std::optional<ParameterEdit> edit = ParameterEdit::parse(s);
        if (!edit)
            return a->usageError(err, "--set takes PATH=V1,V2,..., got \"" + s + "\"");
        const SweepAxis axis{edit->path, splitValues(edit->value)};
        for (const SweepAxis &other : plan.axes)
            if (other.path == axis.path)
                return a->usageError(err, "--set " + axis.path + " is given twice: list all its values in one --set");
        for (size_t i = 0; i < axis.values.size(); ++i)
            if (std::find(axis.values.begin(), axis.values.begin() + ptrdiff_t(i), axis.values[i]) !=
                axis.values.begin() + ptrdiff_t(i))
                return a->usageError(err, "--set " + axis.path + ": the value " + axis.values[i] + " is listed twice");
        plan.axes.push_back(axis);
    }
    if (a->has(shard)) {
        const std::string part = a->value(shard);
        const auto parsed = shardArgument(part);
        if (!parsed)
            return a->usageError(err,
                                 "--shard takes I/N with 0 <= I < N (the first of four is 0/4), got \"" + part + "\"");
        std::tie(plan.shard, plan.shards) = *parsed;
    }
    unsigned runsAtOnce = std::max(1u, std::thread::hardware_concurrency());
    if (a->has(jobs)) {
        const auto n = wholeNumberArgument(a->value(jobs));
        if (!n || *n == 0 || *n > 1024)
            return a->usageError(err, "--jobs takes a whole number from 1 to 1024");
        runsAtOnce = unsigned(*n);
    }

    try {
        Scenario scenario = openScenario(positional.at(0).toStdString());
        if (a->has(variant))
            scenario = scenario.withVariant(a->value(variant));
        const SweepColumns columns = sweepColumns(scenario, plan);
        const bool terminal = ::isatty(2);
        const auto rows = runSweep(scenario, plan, columns, runsAtOnce, [&](size_t done, size_t total) {
            if (terminal)
                err << "\rsweep: " << done << "/" << total << " runs" << (done == total ? "\n" : "") << std::flush;
        });
        writeTable(outPath, {columns, rows});
        const auto passed = std::count_if(rows.begin(), rows.end(), [](const SweepRow &r) { return r.passed; });
        out << scenario.info().name << ": " << counted(rows.size(), "run", "runs");
        if (plan.shards > 1)
            out << " (shard " << plan.shard << " of " << plan.shards << ", runs " << plan.size() << " in all)";
        out << ", " << passed << " passed; wrote " << outPath.toStdString() << " and "
            << summaryPathFor(outPath).toStdString() << "\n";
        return ExitOk;
    } catch (const std::exception &e) {
        err << e.what() << "\n";
        return ExitBadInput;
    }
}

} // namespace corrsim
