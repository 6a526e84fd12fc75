// corrsim explore: every schedule of a scenario up to a number of faults, and the
// shortest run that breaks a check (docs/explore.md).

#include "cli.h"
#include "clicommand.h"
#include "explore/explore.h"
#include "explore/explorereport.h"
#include "explore/lessonplan.h"
#include "runspec.h"
#include "savefile.h"
#include "trace/findingwords.h"

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
                throw ScenarioError(file.toStdString(), "", Finding{FindingKind::CannotOpenFile, {}, {}});
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
        return merged.violated()                              ? ExitExpectationFailed
               : merged.stoppedEarly() || merged.budgetUsedUp ? ExitBadInput
                                                              : ExitOk;
    } catch (const std::exception &e) {
        err << "explore --merge: " << e.what() << "\n";
        return ExitBadInput;
    }
}

} // namespace

int exploreCommand(const std::vector<std::string> &args, std::ostream &out, std::ostream &err)
{
    using namespace cliopt;
    const auto a = CliArguments::parse(*findCliCommand("explore"), args, err);
    if (!a)
        return ExitBadInput;
    const std::vector<std::string> &operands = a->operands();
    const std::optional<QString> outPath =
        a->has(exploreOut) ? std::optional<QString>(QString::fromStdString(a->value(exploreOut))) : std::nullopt;
    if (outPath) {
        if (const auto problem = unwritableFolder(*outPath))
            return a->usageError(err, "--out " + outPath->toStdString() + ": " + *problem);
        for (const std::string &input : operands)
            if (sameFile(*outPath, QString::fromStdString(input)))
                return a->usageError(err, "--out " + outPath->toStdString() + " is an input of this command: " + input);
    }
    if (a->has(merge)) {
        if (operands.empty())
            return a->usageError(err, "explore --merge needs the shards' results: A.json B.json ...");
        // The shards say how they explored; an option here would change nothing, silently.
        if (const CliOption *o =
                a->firstGiven({&seed, &variant, &set, &fault, &maxFaults, &faults, &maxSchedules, &jobs, &check,
                               &expectations, &delay, &restartAfter, &exploreMaxEvents, &exploreMaxMemoryMb, &shard}))
            return a->usageError(err, "explore --merge takes the shards' results and --out only: --" +
                                          std::string(o->name) + " belongs to the exploration the shards ran");
        QStringList files;
        for (const std::string &f : operands)
            files << QString::fromStdString(f);
        return mergeShards(files, outPath, out, err);
    }
    if (operands.size() != 1)
        return a->usageError(err, "explore takes one FILE or NAME");

    RunSpec spec;
    spec.source = operands[0];
    if (a->has(variant))
        spec.variant = a->value(variant);
    spec.sets = a->values(set);
    spec.faults = a->values(fault);

    ExplorePlan plan;
    auto number = [&](const CliOption &o, uint64_t lowest, uint64_t highest) -> std::optional<uint64_t> {
        const auto n = wholeNumberArgument(a->value(o));
        return n && *n >= lowest && *n <= highest ? n : std::nullopt;
    };
    if (a->has(seed)) {
        spec.seed = plan.seed = wholeNumberArgument(a->value(seed));
        if (!plan.seed)
            return a->usageError(err, "--seed takes a whole number >= 0");
    }
    if (a->has(maxFaults)) {
        const auto k = number(maxFaults, 0, 8);
        if (!k)
            return a->usageError(err, "--max-faults takes a whole number from 0 to 8");
        plan.bound.maxFaults = uint32_t(*k);
    }
    if (a->has(maxSchedules)) {
        const auto n = number(maxSchedules, 1, 1'000'000'000);
        if (!n)
            return a->usageError(err, "--max-schedules takes a whole number from 1 to 1000000000");
        plan.bound.maxSchedules = *n;
    }
    plan.jobs = std::max(1u, std::thread::hardware_concurrency());
    if (a->has(jobs)) {
        const auto n = number(jobs, 1, 1024);
        if (!n)
            return a->usageError(err, "--jobs takes a whole number from 1 to 1024");
        plan.jobs = unsigned(*n);
    }
    if (a->has(faults)) {
        try {
            plan.bound.faults = parseExploreFaults(a->value(faults));
        } catch (const std::invalid_argument &e) {
            return a->usageError(err, std::string("--faults: ") + e.what());
        }
    }
    std::vector<std::string> checks = a->values(check);
    if (a->has(expectations))
        checks.push_back("expectations");
    for (const std::string &name : checks) {
        if (const auto problem = addCheckArgument(name, plan.checks))
            return a->usageError(err, *problem);
    }
    // As long as a scenario's durations may be: a longer one takes every run past the
    // virtual clock's limit, and not one of them could be judged.
    auto duration = [&](const CliOption &o) -> std::optional<SimTime> {
        const auto d = parseDuration(a->value(o));
        return d && d->micros() > 0 && d->micros() <= MaxVirtualMicros ? d : std::nullopt;
    };
    if (a->has(delay) && !(plan.delay = duration(delay)))
        return a->usageError(err, "--delay takes a duration above zero and at most 1000000000s (2s)");
    if (a->has(restartAfter)) {
        const auto d = duration(restartAfter);
        if (!d)
            return a->usageError(err, "--restart-after takes a duration above zero and at most 1000000000s (10ms)");
        plan.restartAfter = *d;
    }
    for (const auto &[option, into] : {std::pair{&exploreMaxEvents, &plan.budget.maxEvents},
                                       std::pair{&exploreMaxMemoryMb, &plan.budget.maxMemoryMb}}) {
        if (!a->has(*option))
            continue;
        const auto n = number(*option, 1, UINT64_MAX);
        if (!n)
            return a->usageError(err, "--" + std::string(option->name) + " takes a whole number > 0");
        *into = *n;
    }
    if (a->has(shard)) {
        const auto part = shardArgument(a->value(shard));
        if (!part)
            return a->usageError(err, "--shard takes I/N with 0 <= I < N (the first of four is 0/4), got \"" +
                                          a->value(shard) + "\"");
        std::tie(plan.shard, plan.shards) = *part;
    }

    try {
        const Scenario scenario = scenarioOf(spec);
        // A lesson's own "explore" block gives what the command line leaves out.
        const ExplorePlan lesson = lessonExplorePlan(scenario);
        if (!a->has(maxFaults))
            plan.bound.maxFaults = lesson.bound.maxFaults;
        if (!a->has(faults))
            plan.bound.faults = lesson.bound.faults;
        if (checks.empty())
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
        if (result.budgetUsedUp) {
            err << scenario.info().name << ": stopped before the bound: " << findingWords(*result.budgetUsedUp) << "\n";
            return ExitBadInput;
        }
        return ExitOk;
    } catch (const std::exception &e) {
        err << e.what() << "\n";
        return ExitBadInput;
    }
}

} // namespace corrsim
