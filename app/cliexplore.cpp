// corrsim explore: every schedule of a scenario up to a number of faults, and the
// shortest run that breaks a check (docs/explore.md).

#include "cli.h"
#include "clicommand.h"
#include "explore/explore.h"
#include "explore/explorereport.h"
#include "explore/lessonplan.h"
#include "runspec.h"
#include "savefile.h"

#include <QFile>

#include <algorithm>
#include <ostream>
#include <stdexcept>
#include <thread>
#include <tuple>

#include <unistd.h>

namespace corrsim {

namespace {

/// The shards' results joined; says it as one run of explore would.
int mergeShards(const QStringList &files, const std::optional<QString> &outPath, std::ostream &out, std::ostream &err)
{
    try {
        std::vector<ExploreResult> shards;
        std::string scenario;
        for (const QString &file : files) {
            QFile f(file);
            if (!f.open(QIODevice::ReadOnly))
                throw ScenarioError(file.toStdString(), "", "cannot open the file");
            std::string name;
            shards.push_back(readExploreJson(f.readAll().toStdString(), file.toStdString(), &name));
            if (!scenario.empty() && name != scenario)
                throw std::invalid_argument(file.toStdString() + " explored " + name + ", the others " + scenario);
            scenario = name;
        }
        const ExploreResult merged = mergeExplorations(shards);
        out << exploreText(merged, scenario);
        if (outPath)
            saveFile(*outPath, QByteArray::fromStdString(exploreJson(merged, scenario)));
        return merged.violated()                                       ? ExitExpectationFailed
               : merged.stoppedEarly() || !merged.budgetUsedUp.empty() ? ExitBadInput
                                                                       : ExitOk;
    } catch (const std::exception &e) {
        err << "explore --merge: " << e.what() << "\n";
        return ExitBadInput;
    }
}

} // namespace

int exploreCommand(const std::vector<std::string> &args, std::ostream &out, std::ostream &err)
{
    QCommandLineParser parser;
    const QCommandLineOption seedOption(QStringLiteral("seed"), {}, QStringLiteral("N"));
    const QCommandLineOption variantOption(QStringLiteral("variant"), {}, QStringLiteral("V"));
    const QCommandLineOption setOption(QStringLiteral("set"), {}, QStringLiteral("PATH=VALUE"));
    const QCommandLineOption faultOption(QStringLiteral("fault"), {}, QStringLiteral("JSON"));
    const QCommandLineOption maxFaultsOption(QStringLiteral("max-faults"), {}, QStringLiteral("K"));
    const QCommandLineOption faultsOption(QStringLiteral("faults"), {}, QStringLiteral("LIST"));
    const QCommandLineOption maxSchedulesOption(QStringLiteral("max-schedules"), {}, QStringLiteral("N"));
    const QCommandLineOption jobsOption(QStringLiteral("jobs"), {}, QStringLiteral("N"));
    const QCommandLineOption checkOption(QStringLiteral("check"), {}, QStringLiteral("NAME"));
    const QCommandLineOption expectationsOption(QStringLiteral("expectations"));
    const QCommandLineOption delayOption(QStringLiteral("delay"), {}, QStringLiteral("DURATION"));
    const QCommandLineOption restartOption(QStringLiteral("restart-after"), {}, QStringLiteral("DURATION"));
    const QCommandLineOption outOption(QStringLiteral("out"), {}, QStringLiteral("E.json"));
    const QCommandLineOption maxEventsOption(QStringLiteral("max-events"), {}, QStringLiteral("N"));
    const QCommandLineOption maxMemoryOption(QStringLiteral("max-memory-mb"), {}, QStringLiteral("N"));
    const QCommandLineOption shardOption(QStringLiteral("shard"), {}, QStringLiteral("I/N"));
    const QCommandLineOption mergeOption(QStringLiteral("merge"));
    parser.addOptions({seedOption, variantOption, setOption, faultOption, maxFaultsOption, faultsOption,
                       maxSchedulesOption, jobsOption, checkOption, expectationsOption, delayOption, restartOption,
                       outOption, maxEventsOption, maxMemoryOption, shardOption, mergeOption});
    if (!parseCommand(parser, args, err))
        return ExitBadInput;
    QStringList positional = parser.positionalArguments();
    positional.removeFirst(); // "explore"
    const std::optional<QString> outPath =
        parser.isSet(outOption) ? std::optional<QString>(parser.value(outOption)) : std::nullopt;
    if (outPath) {
        if (const auto problem = unwritableFolder(*outPath))
            return usageError(err, "--out " + outPath->toStdString() + ": " + *problem);
        for (const QString &input : positional)
            if (sameFile(*outPath, input))
                return usageError(err, "--out " + outPath->toStdString() +
                                           " is an input of this command: " + input.toStdString());
    }
    if (parser.isSet(mergeOption)) {
        if (positional.isEmpty())
            return usageError(err, "explore --merge needs the shards' results: A.json B.json ...");
        // The shards say how they explored; an option here would change nothing, silently.
        for (const QCommandLineOption &o :
             {seedOption, variantOption, setOption, faultOption, maxFaultsOption, faultsOption, maxSchedulesOption,
              jobsOption, checkOption, expectationsOption, delayOption, restartOption, maxEventsOption, maxMemoryOption,
              shardOption})
            if (parser.isSet(o))
                return usageError(err, "explore --merge takes the shards' results and --out only: --" +
                                           o.names().first().toStdString() +
                                           " belongs to the exploration the shards ran");
        return mergeShards(positional, outPath, out, err);
    }
    if (positional.size() != 1)
        return usageError(err, "explore takes one FILE or NAME");

    RunSpec spec;
    spec.source = positional.at(0).toStdString();
    if (parser.isSet(variantOption))
        spec.variant = parser.value(variantOption).toStdString();
    for (const QString &s : parser.values(setOption))
        spec.sets.push_back(s.toStdString());
    for (const QString &f : parser.values(faultOption))
        spec.faults.push_back(f.toStdString());

    ExplorePlan plan;
    auto number = [&](const QCommandLineOption &o, uint64_t lowest, uint64_t highest) -> std::optional<uint64_t> {
        const auto n = wholeNumberArgument(parser.value(o).toStdString());
        return n && *n >= lowest && *n <= highest ? n : std::nullopt;
    };
    if (parser.isSet(seedOption)) {
        spec.seed = plan.seed = wholeNumberArgument(parser.value(seedOption).toStdString());
        if (!plan.seed)
            return usageError(err, "--seed takes a whole number >= 0");
    }
    if (parser.isSet(maxFaultsOption)) {
        const auto k = number(maxFaultsOption, 0, 8);
        if (!k)
            return usageError(err, "--max-faults takes a whole number from 0 to 8");
        plan.bound.maxFaults = uint32_t(*k);
    }
    if (parser.isSet(maxSchedulesOption)) {
        const auto n = number(maxSchedulesOption, 1, 1'000'000'000);
        if (!n)
            return usageError(err, "--max-schedules takes a whole number from 1 to 1000000000");
        plan.bound.maxSchedules = *n;
    }
    plan.jobs = std::max(1u, std::thread::hardware_concurrency());
    if (parser.isSet(jobsOption)) {
        const auto n = number(jobsOption, 1, 1024);
        if (!n)
            return usageError(err, "--jobs takes a whole number from 1 to 1024");
        plan.jobs = unsigned(*n);
    }
    if (parser.isSet(faultsOption)) {
        try {
            plan.bound.faults = parseExploreFaults(parser.value(faultsOption).toStdString());
        } catch (const std::invalid_argument &e) {
            return usageError(err, std::string("--faults: ") + e.what());
        }
    }
    QStringList checks = parser.values(checkOption);
    if (parser.isSet(expectationsOption))
        checks << QStringLiteral("expectations");
    for (const QString &name : checks) {
        if (const auto problem = addCheckArgument(name.toStdString(), plan.checks))
            return usageError(err, *problem);
    }
    // As long as a scenario's durations may be: a longer one takes every run past the
    // virtual clock's limit, and not one of them could be judged.
    auto duration = [&](const QCommandLineOption &o) -> std::optional<SimTime> {
        const auto d = parseDuration(parser.value(o).toStdString());
        return d && d->micros() > 0 && d->micros() <= MaxVirtualMicros ? d : std::nullopt;
    };
    if (parser.isSet(delayOption) && !(plan.delay = duration(delayOption)))
        return usageError(err, "--delay takes a duration above zero and at most 1000000000s (2s)");
    if (parser.isSet(restartOption)) {
        const auto d = duration(restartOption);
        if (!d)
            return usageError(err, "--restart-after takes a duration above zero and at most 1000000000s (10ms)");
        plan.restartAfter = *d;
    }
    for (const auto &[option, into] :
         {std::pair{&maxEventsOption, &plan.budget.maxEvents}, std::pair{&maxMemoryOption, &plan.budget.maxMemoryMb}}) {
        if (!parser.isSet(*option))
            continue;
        const auto n = number(*option, 1, UINT64_MAX);
        if (!n)
            return usageError(err, "--" + option->names().at(0).toStdString() + " takes a whole number > 0");
        *into = *n;
    }
    if (parser.isSet(shardOption)) {
        const auto shard = shardArgument(parser.value(shardOption).toStdString());
        if (!shard)
            return usageError(err, "--shard takes I/N with 0 <= I < N (the first of four is 0/4), got \"" +
                                       parser.value(shardOption).toStdString() + "\"");
        std::tie(plan.shard, plan.shards) = *shard;
    }

    try {
        const Scenario scenario = scenarioOf(spec);
        // A lesson's own "explore" block gives what the command line leaves out.
        const ExplorePlan lesson = lessonExplorePlan(scenario);
        if (!parser.isSet(maxFaultsOption))
            plan.bound.maxFaults = lesson.bound.maxFaults;
        if (!parser.isSet(faultsOption))
            plan.bound.faults = lesson.bound.faults;
        if (checks.isEmpty())
            plan.checks = lesson.checks;
        const bool terminal = ::isatty(2);
        ExploreResult result = explore(scenario, plan, [&](uint64_t schedules, uint32_t level) {
            if (terminal)
                err << "\rexplore: " << schedules << " schedules, " << level << (level == 1 ? " fault" : " faults")
                    << std::flush;
        });
        if (terminal)
            err << "\n";
        result.rerun = "corrsim run " + spec.describe();
        out << exploreText(result, scenario.info().name);
        if (outPath)
            saveFile(*outPath, QByteArray::fromStdString(exploreJson(result, scenario.info().name)));
        if (result.violated())
            return ExitExpectationFailed;
        if (result.stoppedEarly()) {
            err << scenario.info().name
                << ": some runs stopped before their end (--max-events, or the virtual clock's limit); nothing "
                   "judged them\n";
            return ExitBadInput;
        }
        if (!result.budgetUsedUp.empty()) {
            err << scenario.info().name << ": stopped before the bound: " << result.budgetUsedUp << "\n";
            return ExitBadInput;
        }
        return ExitOk;
    } catch (const std::exception &e) {
        err << e.what() << "\n";
        return ExitBadInput;
    }
}

} // namespace corrsim
