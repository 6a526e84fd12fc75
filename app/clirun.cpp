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
    QCommandLineParser parser;
    const QCommandLineOption seedOption(QStringLiteral("seed"), {}, QStringLiteral("N"));
    const QCommandLineOption variantOption(QStringLiteral("variant"), {}, QStringLiteral("V"));
    const QCommandLineOption setOption(QStringLiteral("set"), {}, QStringLiteral("PATH=VALUE"));
    const QCommandLineOption faultOption(QStringLiteral("fault"), {}, QStringLiteral("JSON"));
    const QCommandLineOption traceOption(QStringLiteral("trace"), {}, QStringLiteral("OUT"));
    const QCommandLineOption summaryOption(QStringLiteral("summary"), {}, QStringLiteral("OUT"));
    const QCommandLineOption diagramOption(QStringLiteral("diagram"), {}, QStringLiteral("OUT"));
    const QCommandLineOption windowOption(QStringLiteral("diagram-window"), {}, QStringLiteral("FROM..TO"));
    const QCommandLineOption framesOption(QStringLiteral("frames"), {}, QStringLiteral("DIR"));
    const QCommandLineOption maxEventsOption(QStringLiteral("max-events"), {}, QStringLiteral("N"));
    const QCommandLineOption maxMemoryOption(QStringLiteral("max-memory-mb"), {}, QStringLiteral("N"));
    const QCommandLineOption checkOption(QStringLiteral("check"), {}, QStringLiteral("NAME"));
    const QCommandLineOption correlationOption(QStringLiteral("correlation-attribute"), {}, QStringLiteral("KEY"));
    const QCommandLineOption effectOption(QStringLiteral("effect-span"), {}, QStringLiteral("NAME[=ATTRIBUTE]"));
    const QCommandLineOption timeoutOption(QStringLiteral("reply-timeout"), {}, QStringLiteral("DURATION"));
    parser.addOptions({seedOption, variantOption, setOption, faultOption, traceOption, summaryOption, diagramOption,
                       windowOption, framesOption, maxEventsOption, maxMemoryOption, checkOption, correlationOption,
                       effectOption, timeoutOption});
    if (!parseCommand(parser, args, err))
        return ExitBadInput;
    const QStringList positional = parser.positionalArguments();
    if (positional.size() < 2)
        return usageError(err, "run needs a FILE or a built-in NAME");
    if (positional.size() > 2)
        return usageError(err, "run takes one FILE or NAME, got a second: " + positional.at(2).toStdString());
    auto text = [&](const QCommandLineOption &o) {
        return parser.isSet(o) ? std::optional<std::string>(parser.value(o).toStdString()) : std::nullopt;
    };
    const std::string source = positional.at(1).toStdString();
    const auto tracePath = text(traceOption), summaryPath = text(summaryOption), diagramPath = text(diagramOption),
               framesDir = text(framesOption);
    for (const QCommandLineOption *o : {&traceOption, &summaryOption, &diagramOption}) {
        if (!parser.isSet(*o))
            continue;
        const QString path = parser.value(*o);
        const std::string option = "--" + o->names().first().toStdString();
        if (const auto problem = unwritableFolder(path)) {
            err << "corrsim: cannot write " << path.toStdString() << " (" << option << "): " << *problem << "\n";
            return ExitBadInput;
        }
        if (sameFile(path, QString::fromStdString(source)))
            return usageError(err, option + " " + path.toStdString() +
                                       " is the scenario being run: writing there would replace it");
    }

    RunOptions options;
    if (parser.isSet(seedOption)) {
        options.seed = wholeNumberArgument(parser.value(seedOption).toStdString());
        if (!options.seed)
            return usageError(err, "--seed takes a whole number >= 0, got \"" + parser.value(seedOption).toStdString() +
                                       "\"");
    }
    for (const auto &[option, into] : {std::pair{&maxEventsOption, &options.budget.maxEvents},
                                       std::pair{&maxMemoryOption, &options.budget.maxMemoryMb}}) {
        if (!parser.isSet(*option))
            continue;
        const auto n = wholeNumberArgument(parser.value(*option).toStdString());
        if (!n || *n == 0)
            return usageError(err, "--" + option->names().at(0).toStdString() + " takes a whole number > 0, got \"" +
                                       parser.value(*option).toStdString() + "\"");
        *into = *n;
    }
    if (tracePath && !canExport(ExportKind::Trace, QString::fromStdString(*tracePath)))
        return usageError(err, "--trace " + *tracePath + ": unknown format (use " +
                                   exportEndings(ExportKind::Trace).toStdString() + ")");
    if (diagramPath && !canExport(ExportKind::Diagram, QString::fromStdString(*diagramPath)))
        return usageError(err, "--diagram " + *diagramPath + ": unknown format (use " +
                                   exportEndings(ExportKind::Diagram).toStdString() + ")");

    DiagramExportOptions diagramOptions;
    if (parser.isSet(windowOption)) {
        const auto window = timeWindowArgument(parser.value(windowOption));
        if (!window)
            return usageError(err,
                              "--diagram-window takes FROM..TO, two durations with FROM before TO (2s..2.5s), got \"" +
                                  parser.value(windowOption).toStdString() + "\"");
        if (!diagramPath)
            return usageError(err, "--diagram-window needs a --diagram");
        std::tie(diagramOptions.from, diagramOptions.to) = *window;
    }

    // --check NAME: what the exit code says (explore's checks: docs/explore.md#checks).
    std::vector<const ExploreCheck *> checks;
    for (const QString &name : parser.values(checkOption))
        if (const auto problem = addCheckArgument(name.toStdString(), checks))
            return usageError(err, *problem);

    std::shared_ptr<const RunRecord> run;
    if (isSavedTraceFile(source)) {
        // A saved trace is judged as it was recorded: the checks read it, nothing runs again.
        for (const QCommandLineOption *o :
             {&seedOption, &variantOption, &setOption, &faultOption, &maxEventsOption, &maxMemoryOption})
            if (parser.isSet(*o))
                return usageError(err, "--" + o->names().first().toStdString() + " changes a run, and " + source +
                                           " is a trace: it is judged as it was recorded, not run again");
        // Spans another tool wrote: which attribute carries the correlation ID, which spans apply effects.
        ImportOptions import;
        import.correlationAttribute = parser.value(correlationOption).toStdString();
        for (const QString &e : parser.values(effectOption))
            if (const auto problem = addEffectSpanArgument(e, import.effectSpans))
                return usageError(err, *problem);
        if (parser.isSet(timeoutOption)) {
            import.replyTimeout = parseDuration(parser.value(timeoutOption).toStdString());
            if (!import.replyTimeout || *import.replyTimeout <= SimTime())
                return usageError(err, "--reply-timeout takes a duration longer than zero (300ms, 5s), got \"" +
                                           parser.value(timeoutOption).toStdString() + "\"");
        }
        std::ifstream in(source, std::ios::binary);
        if (!in)
            return usageError(err, source + ": cannot open the file");
        try {
            run = readSavedTrace(in, source, uint64_t(8192) << 20, {}, import).record;
        } catch (const ScenarioError &e) {
            err << e.what() << "\n";
            return ExitBadInput;
        }
        return report(run, {summaryPath, tracePath, diagramPath, framesDir, diagramOptions, checks}, out, err);
    }

    for (const QCommandLineOption *o : {&correlationOption, &effectOption, &timeoutOption})
        if (parser.isSet(*o))
            return usageError(err, "--" + o->names().first().toStdString() +
                                       " reads spans another tool wrote (OTLP, Jaeger, Zipkin), and " + source +
                                       " is not such a file");
    RunSpec spec;
    spec.source = source;
    if (parser.isSet(variantOption))
        spec.variant = parser.value(variantOption).toStdString();
    for (const QString &s : parser.values(setOption))
        spec.sets.push_back(s.toStdString());
    for (const QString &f : parser.values(faultOption))
        spec.faults.push_back(f.toStdString());
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
    if (!run->stopReason.empty()) {
        // A budget is bad input's cousin: the scenario asked for more than it may use.
        err << info.name << ": " << run->stopReason << "\n";
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

    for (const std::string &w : run->warnings)
        err << info.name << ": warning: " << w << "\n";
    out << info.name << ": seed " << run->seed << ", " << trace.size() << " events, ended at "
        << formatDuration(run->endTime()) << ", fingerprint " << run->fingerprint << "\n";
    int failed = 0;
    for (const ExpectationResult &r : run->expectations) {
        out << (r.passed ? "  PASS  " : "  FAIL  ") << r.name;
        if (!r.passed) {
            ++failed;
            if (r.expected.empty() && r.actual.empty()) // a saved trace keeps the verdict alone
                out << "\n        as the run recorded it (a trace keeps the verdict, not the values)";
            else
                out << "\n        expected " << r.expected << "\n        actual   " << r.actual;
            if (r.event >= 0)
                out << " (decided at event " << r.event << ", t=" << formatDuration(trace[size_t(r.event)].time) << ")";
        }
        out << "\n";
    }
    // The model's own rules: a broken one is a bug in Corrsim, said loudly.
    for (const InvariantResult &i : run->invariants)
        if (i.broken())
            err << info.name << ": invariant broken: " << i.name << ": " << i.detail << "\n";
        else if (!i.known) // a trace that does not say enough: neither held nor broken
            out << info.name << ": invariant not judged: " << i.name << ": " << i.detail << "\n";
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
            << check->name << ": " << (v.held() ? check->promise : v.detail) << "\n";
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
