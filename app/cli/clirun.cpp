// corrsim run: one scenario, headless, with its outputs and exit code.

#include "cli.h"
#include "clicommand.h"
#include "diagramexport.h"
#include "explore/explorechecks.h"
#include "export/summary.h"
#include "run/run.h"
#include "runexport.h"
#include "runspec.h"
#include "savedtrace.h"
#include "savefile.h"
#include "trace/findingwords.h"

#include <algorithm>
#include <fstream>
#include <memory>
#include <optional>
#include <ostream>
#include <tuple>

#include <unistd.h>

namespace corrsim {

namespace {

/// "FROM..TO" in durations ("2s..2.5s", "0..300ms"), FROM before TO; nothing otherwise.
std::optional<std::pair<SimTime, SimTime>> timeWindowArgument(const QString &text)
{
    const std::string s = text.toStdString();
    const size_t dots = s.find("..");
    if (dots == std::string::npos)
        return std::nullopt;
    const auto from = parseDuration(s.substr(0, dots)), to = parseDuration(s.substr(dots + 2));
    if (!from || !to || *from < SimTime() || !(*from < *to))
        return std::nullopt;
    return std::pair{*from, *to};
}

/// A line on stderr that rewrites itself while a long run goes on, only on a terminal.
class ProgressLine
{
public:
    ProgressLine(std::ostream &err, std::string name) : m_err(err), m_name(std::move(name)), m_on(::isatty(2)) {}
    ~ProgressLine()
    {
        if (m_shown)
            m_err << "\r" << std::string(72, ' ') << "\r" << std::flush;
    }
    void operator()(uint64_t events, SimTime now)
    {
        if (!m_on || (events % (1u << 22)) != 0) // about every four million events
            return;
        m_shown = true;
        m_err << "\r" << m_name << ": t=" << formatDuration(now) << ", " << events / 1000000 << "M events..."
              << std::flush;
    }

private:
    std::ostream &m_err;
    std::string m_name;
    bool m_on, m_shown = false;
};

/// Where `run` writes what it made, as its options name them.
struct Outputs
{
    std::optional<std::string> summaryPath, tracePath, diagramPath, framesDir;
    DiagramExportOptions diagramOptions;
    std::vector<const ExploreCheck *> checks; // --check: these decide the exit code
};

/// Tells a finished run (one just made, or a trace read back) and writes its files; the
/// exit code its expectations give.
int report(const std::shared_ptr<const RunRecord> &run, const Outputs &outputs, std::ostream &out, std::ostream &err);

} // namespace

int runCommand(const std::vector<std::string> &args, std::ostream &out, std::ostream &err)
{
    using namespace cliopt;
    const auto a = CliArguments::parse(*findCliCommand("run"), args, err);
    if (!a)
        return ExitBadInput;
    const std::vector<std::string> &operands = a->operands();
    if (operands.empty())
        return a->usageError(err, "run needs a FILE or a built-in NAME");
    if (operands.size() > 1)
        return a->usageError(err, "run takes one FILE or NAME, got a second: " + operands[1]);
    auto text = [&](const CliOption &o) { return a->has(o) ? std::optional<std::string>(a->value(o)) : std::nullopt; };
    const std::string source = operands[0];
    const auto tracePath = text(trace), summaryPath = text(summary), diagramPath = text(diagram),
               framesDir = text(frames);
    for (const CliOption *o : {&trace, &summary, &diagram}) {
        if (!a->has(*o))
            continue;
        const QString path = QString::fromStdString(a->value(*o));
        const std::string option = "--" + std::string(o->name);
        if (const auto problem = unwritableFolder(path)) {
            err << "corrsim: cannot write " << path.toStdString() << " (" << option << "): " << *problem << "\n";
            return ExitBadInput;
        }
        if (sameFile(path, QString::fromStdString(source)))
            return a->usageError(err, option + " " + path.toStdString() +
                                          " is the scenario being run: writing there would replace it");
    }

    RunOptions options;
    if (a->has(seed)) {
        options.seed = wholeNumberArgument(a->value(seed));
        if (!options.seed)
            return a->usageError(err, "--seed takes a whole number >= 0, got \"" + a->value(seed) + "\"");
    }
    for (const auto &[option, into] :
         {std::pair{&maxEvents, &options.budget.maxEvents}, std::pair{&maxMemoryMb, &options.budget.maxMemoryMb}}) {
        if (!a->has(*option))
            continue;
        const auto n = wholeNumberArgument(a->value(*option));
        if (!n || *n == 0)
            return a->usageError(err, "--" + std::string(option->name) + " takes a whole number > 0, got \"" +
                                          a->value(*option) + "\"");
        *into = *n;
    }
    if (tracePath && !canExport(ExportKind::Trace, QString::fromStdString(*tracePath)))
        return a->usageError(err, "--trace " + *tracePath + ": unknown format (use " +
                                      exportEndings(ExportKind::Trace).toStdString() + ")");
    if (diagramPath && !canExport(ExportKind::Diagram, QString::fromStdString(*diagramPath)))
        return a->usageError(err, "--diagram " + *diagramPath + ": unknown format (use " +
                                      exportEndings(ExportKind::Diagram).toStdString() + ")");

    DiagramExportOptions diagramOptions;
    if (a->has(diagramWindow)) {
        const auto window = timeWindowArgument(QString::fromStdString(a->value(diagramWindow)));
        if (!window)
            return a->usageError(
                err, "--diagram-window takes FROM..TO, two durations with FROM before TO (2s..2.5s), got \"" +
                         a->value(diagramWindow) + "\"");
        if (!diagramPath)
            return a->usageError(err, "--diagram-window needs a --diagram");
        std::tie(diagramOptions.from, diagramOptions.to) = *window;
    }

    // --check NAME: what the exit code says (explore's checks: docs/explore.md#checks).
    std::vector<const ExploreCheck *> checks;
    for (const std::string &name : a->values(check))
        if (const auto problem = addCheckArgument(name, checks))
            return a->usageError(err, *problem);

    std::shared_ptr<const RunRecord> run;
    if (isSavedTraceFile(source)) {
        // A saved trace is judged as it was recorded: the checks read it, nothing runs again.
        if (const CliOption *o = a->firstGiven({&seed, &variant, &set, &fault, &maxEvents, &maxMemoryMb}))
            return a->usageError(err, "--" + std::string(o->name) + " changes a run, and " + source +
                                          " is a trace: it is judged as it was recorded, not run again");
        // Spans another tool wrote: which attribute carries the correlation ID, which spans apply effects.
        ImportOptions import;
        import.correlationAttribute = a->value(correlationAttribute);
        for (const std::string &e : a->values(effectSpan))
            if (const auto problem = addEffectSpanArgument(QString::fromStdString(e), import.effectSpans))
                return a->usageError(err, *problem);
        if (a->has(replyTimeout)) {
            import.replyTimeout = parseDuration(a->value(replyTimeout));
            if (!import.replyTimeout || *import.replyTimeout <= SimTime())
                return a->usageError(err, "--reply-timeout takes a duration longer than zero (300ms, 5s), got \"" +
                                              a->value(replyTimeout) + "\"");
        }
        std::ifstream in(source, std::ios::binary);
        if (!in)
            return a->usageError(err, source + ": cannot open the file");
        try {
            run = readSavedTrace(in, source, uint64_t(8192) << 20, {}, import).record;
        } catch (const ScenarioError &e) {
            err << e.what() << "\n";
            return ExitBadInput;
        }
        return report(run, {summaryPath, tracePath, diagramPath, framesDir, diagramOptions, checks}, out, err);
    }

    if (const CliOption *o = a->firstGiven({&correlationAttribute, &effectSpan, &replyTimeout}))
        return a->usageError(err, "--" + std::string(o->name) +
                                      " reads spans another tool wrote (OTLP, Jaeger, Zipkin), and " + source +
                                      " is not such a file");
    RunSpec spec;
    spec.source = source;
    if (a->has(variant))
        spec.variant = a->value(variant);
    spec.sets = a->values(set);
    spec.faults = a->values(fault);
    std::optional<Scenario> scenario;
    try {
        scenario = scenarioOf(spec);
    } catch (const ScenarioError &e) {
        err << e.what() << "\n";
        return ExitBadInput;
    }

    const ScenarioInfo &info = scenario->info();
    ProgressLine progress(err, info.name);
    options.progress = [&](uint64_t events, SimTime now) { progress(events, now); };
    const RunResult result = runScenario(*scenario, options);
    options.progress = nullptr;
    run = result.record;
    if (run->stopReason) {
        // A budget is bad input's cousin: the scenario asked for more than it may use.
        err << info.name << ": " << findingWords(*run->stopReason) << "\n";
        return ExitBadInput;
    }
    return report(run, {summaryPath, tracePath, diagramPath, framesDir, diagramOptions, checks}, out, err);
}

namespace {

int report(const std::shared_ptr<const RunRecord> &run, const Outputs &outputs, std::ostream &out, std::ostream &err)
{
    const ScenarioInfo &info = run->info;
    const Trace &trace = run->trace();
    const auto &[summaryPath, tracePath, diagramPath, framesDir, diagramOptions, checks] = outputs;

    for (const RunWarning &w : run->warnings)
        err << info.name << ": warning: " << runWarningWords(w) << "\n";
    out << info.name << ": seed " << run->seed << ", " << trace.size() << " events, ended at "
        << formatDuration(run->endTime()) << ", fingerprint " << run->fingerprint << "\n";
    int failed = 0;
    for (const ExpectationResult &r : run->expectations) {
        out << (r.passed ? "  PASS  " : "  FAIL  ") << r.name;
        if (!r.passed) {
            ++failed;
            if (!r.expected && !r.actual) // a saved trace keeps the verdict alone
                out << "\n        as the run recorded it (a trace keeps the verdict, not the values)";
            else
                out << "\n        expected " << (r.expected ? findingWords(*r.expected) : std::string())
                    << "\n        actual   " << (r.actual ? findingWords(*r.actual) : std::string());
            if (r.event >= 0)
                out << " (decided at event " << r.event << ", t=" << formatDuration(trace[size_t(r.event)].time) << ")";
        }
        out << "\n";
    }
    // The model's own rules: a broken one is a bug in Corrsim, said loudly.
    for (const InvariantResult &i : run->invariants)
        if (i.broken())
            err << info.name << ": invariant broken: " << invariantName(i.id) << ": " << findingWords(i.finding)
                << "\n";
        else if (!i.known) // a trace that does not say enough: neither held nor broken
            out << info.name << ": invariant not judged: " << invariantName(i.id) << ": " << findingWords(i.finding)
                << "\n";
    if (failed)
        err << info.name << ": " << failed << " of " << run->expectations.size() << " expectations failed\n";
    else
        out << info.name << ": " << run->expectations.size() << " expectations held\n";
    // The checks named: they, not the expectations, decide the exit code.
    int broken = 0;
    for (const ExploreCheck *check : checks) {
        const CheckVerdict v = check->verdict(*run);
        out << (v.held()     ? "  HELD    "
                : v.broken() ? "  BROKEN  "
                             : "  UNKNOWN ")
            << check->name << ": " << (v.held() ? check->promise : findingWords(v.finding)) << "\n";
        // Unknown is not broken: the trace cannot tell, and the line says why.
        broken += v.broken() ? 1 : 0;
    }

    // The files last, after the run has been told: a file that cannot be written is then
    // one error line under a report the reader already has.
    try {
        if (summaryPath)
            saveFile(QString::fromStdString(*summaryPath), QByteArray::fromStdString(summaryJson(*run)));
        if (tracePath)
            exportRun(run, ExportKind::Trace, QString::fromStdString(*tracePath));
        if (diagramPath)
            if (const QString note =
                    exportRun(run, ExportKind::Diagram, QString::fromStdString(*diagramPath), diagramOptions);
                !note.isEmpty())
                out << "note: " << note.toStdString() << "\n";
        if (framesDir)
            exportFrames(run, QString::fromStdString(*framesDir), SimTime(), run->endTime(), 60);
    } catch (const std::exception &e) {
        err << "corrsim: " << e.what() << "\n";
        return ExitBadInput;
    }
    if (!checks.empty())
        return broken ? ExitExpectationFailed : ExitOk;
    return failed ? ExitExpectationFailed : ExitOk;
}

} // namespace

} // namespace corrsim
