#include "cli.h"

#include "atomicfile.h"
#include "builtinscenarios.h"
#include "diagramexport.h"
#include "textdiagrams.h"
#include "traceexport.h"
#include "run.h"
#include "scenariosource.h"
#include "schemavalidator.h"
#include "summary.h"
#include "tracejsonl.h"

#include <charconv>
#include <memory>
#include <optional>
#include <ostream>

namespace corrsim {

namespace {

const char *const Usage =
    "Usage:\n"
    "  corrsim                          open the desktop app\n"
    "  corrsim FILE                     open a scenario in the desktop app\n"
    "  corrsim run FILE|NAME [--seed N] [--set PATH=VALUE]... [--trace OUT] [--summary OUT.json]\n"
    "              [--diagram OUT] [--frames DIR]\n"
    "                                   run headless; exit 0 if every expectation held, 1 if not, 2 on bad input\n"
    "                                   --trace: .jsonl (native), .json (Chrome/Perfetto), .csv, .otlp.json\n"
    "                                   --diagram: .svg, .png, .pdf, .puml (PlantUML), .mmd (Mermaid)\n"
    "                                   --frames: a numbered PNG sequence of playback, for slides\n"
    "  corrsim validate FILE            check a scenario against the schema and the loader\n"
    "  corrsim list                     the built-in scenarios, one a line\n";

std::string extensionOf(const std::string &path)
{
    const auto slash = path.find_last_of('/');
    const std::string base = slash == std::string::npos ? path : path.substr(slash + 1);
    if (base.size() > 10 && base.ends_with(".otlp.json"))
        return ".otlp.json";
    const auto dot = base.find_last_of('.');
    return dot == std::string::npos ? std::string() : base.substr(dot);
}

/// Diagram endings drawn by the views (they need a GUI platform) rather than written as text.
bool isDrawnDiagram(const std::string &ext) { return ext == ".svg" || ext == ".png" || ext == ".pdf"; }

int usageError(std::ostream &err, const std::string &message)
{
    err << "corrsim: " << message << "\n" << Usage;
    return ExitBadInput;
}

int list(std::ostream &out)
{
    for (const EmbeddedFile &f : builtinScenarios())
        out << f.name << "\n";
    return ExitOk;
}

int validate(const std::vector<std::string> &args, std::ostream &out, std::ostream &err)
{
    if (args.size() != 2)
        return usageError(err, "validate takes one FILE");
    try {
        const auto [text, label] = readScenarioText(args[1]);
        // Well-formed JSON first (with line and column), then the schema, then the
        // loader's own checks (participant names, ...).
        Scenario::parse(text, label);
        const auto issues = validateAgainstSchema(text);
        if (!issues.empty()) {
            for (const SchemaIssue &i : issues)
                err << label << ": " << i.path << ": " << i.message << "\n";
            return ExitBadInput;
        }
        out << label << ": valid\n";
        return ExitOk;
    } catch (const ScenarioError &e) {
        // The loader and the schema agree on what is wrong; show the schema's view too.
        err << e.what() << "\n";
        return ExitBadInput;
    }
}

int run(const std::vector<std::string> &args, std::ostream &out, std::ostream &err)
{
    std::optional<std::string> source, tracePath, summaryPath, diagramPath, framesDir;
    std::optional<uint64_t> seed;
    std::vector<std::string> sets;
    for (size_t i = 1; i < args.size(); ++i) {
        const std::string &a = args[i];
        if (a == "--seed" || a == "--set" || a == "--trace" || a == "--summary" || a == "--diagram" || a == "--frames") {
            if (i + 1 >= args.size())
                return usageError(err, a + " needs a value");
            const std::optional<std::string> v = args[++i];
            if (a == "--seed") {
                uint64_t n = 0;
                auto [end, ec] = std::from_chars(v->data(), v->data() + v->size(), n);
                if (ec != std::errc() || end != v->data() + v->size())
                    return usageError(err, "--seed takes a whole number >= 0, got \"" + *v + "\"");
                seed = n;
            } else if (a == "--set") {
                sets.push_back(*v);
            } else if (a == "--trace") {
                tracePath = *v;
            } else if (a == "--summary") {
                summaryPath = *v;
            } else if (a == "--frames") {
                framesDir = *v;
            } else {
                diagramPath = *v;
            }
        } else if (a.starts_with("--")) {
            return usageError(err, "unknown option " + a);
        } else if (!source) {
            source = a;
        } else {
            return usageError(err, "run takes one FILE or NAME, got a second: " + a);
        }
    }
    if (!source)
        return usageError(err, "run needs a FILE or a built-in NAME");
    if (tracePath && !traceFormatFor(*tracePath))
        return usageError(err, "--trace " + *tracePath + ": unknown format (use .jsonl, .json, .csv or .otlp.json)");
    const std::string diagramFormat = diagramPath ? extensionOf(*diagramPath) : std::string();
    if (diagramPath && !isDrawnDiagram(diagramFormat) && diagramFormat != ".puml" && diagramFormat != ".mmd")
        return usageError(err, "--diagram " + *diagramPath + ": unknown format (use .svg, .png, .pdf, .puml or .mmd)");

    std::optional<Scenario> scenario;
    try {
        scenario = openScenario(*source);
        for (const std::string &s : sets)
            scenario->set(s);
    } catch (const ScenarioError &e) {
        err << e.what() << "\n";
        return ExitBadInput;
    }

    RunOptions options;
    options.seed = seed;
    const RunResult result = runScenario(*scenario, options);
    const Trace &trace = result.sim->trace();
    const ScenarioInfo &info = scenario->info();

    try {
        if (summaryPath)
            writeFileAtomically(*summaryPath, [&](std::ostream &o) { o << summaryJson(info, result); });
        if (tracePath)
            writeFileAtomically(*tracePath, [&](std::ostream &o) { writeTrace(o, *traceFormatFor(*tracePath), trace, info); });
        if (diagramFormat == ".puml")
            writeFileAtomically(*diagramPath, [&](std::ostream &o) { writePlantUml(o, trace, info); });
        else if (diagramFormat == ".mmd")
            writeFileAtomically(*diagramPath, [&](std::ostream &o) { writeMermaid(o, trace, info); });
        if (isDrawnDiagram(diagramFormat) || framesDir) {
            // Drawing needs the run shared with the views; the result is not used after this.
            const std::shared_ptr<const Simulation> shared(result.sim.get(), [](const Simulation *) {});
            if (isDrawnDiagram(diagramFormat)) {
                const QString note = exportDiagram(shared, info, QString::fromStdString(*diagramPath));
                if (!note.isEmpty())
                    out << "note: " << note.toStdString() << "\n";
            }
            if (framesDir)
                exportFrames(shared, info, QString::fromStdString(*framesDir), SimTime(), result.sim->endTime(), 60);
        }
    } catch (const std::exception &e) {
        err << "corrsim: " << e.what() << "\n";
        return ExitBadInput;
    }

    out << info.name << ": seed " << result.seed << ", " << trace.size() << " events, ended at "
        << formatDuration(result.sim->endTime()) << ", fingerprint " << trace.fingerprint() << "\n";
    int failed = 0;
    for (const ExpectationResult &r : result.expectations) {
        out << (r.passed ? "  PASS  " : "  FAIL  ") << r.name;
        if (!r.passed) {
            ++failed;
            out << "\n        expected " << r.expected << "\n        actual   " << r.actual;
            if (r.event >= 0)
                out << " (decided at event " << r.event << ", t=" << formatDuration(trace[size_t(r.event)].time) << ")";
        }
        out << "\n";
    }
    // The model's own rules: a broken one is a bug in Corrsim, said loudly.
    for (const InvariantResult &i : result.invariants)
        if (!i.held)
            err << info.name << ": invariant broken: " << i.name << ": " << i.detail << "\n";
    if (failed) {
        err << info.name << ": " << failed << " of " << result.expectations.size() << " expectations failed\n";
        return ExitExpectationFailed;
    }
    out << info.name << ": " << result.expectations.size() << " expectations held\n";
    return ExitOk;
}

} // namespace

bool cliNeedsDrawing(const std::vector<std::string> &args)
{
    for (size_t i = 0; i + 1 < args.size(); ++i) {
        if (args[i] == "--frames")
            return true;
        if (args[i] == "--diagram") {
            if (isDrawnDiagram(extensionOf(args[i + 1])))
                return true;
        }
    }
    return false;
}

bool isCliCommand(const std::vector<std::string> &args)
{
    if (args.empty())
        return false;
    const std::string &a = args[0];
    return a == "run" || a == "validate" || a == "list" || a == "--help" || a == "-h" || a == "help"
        || a == "--version";
}

int runCli(const std::vector<std::string> &args, std::ostream &out, std::ostream &err)
{
    const std::string &cmd = args.at(0);
    if (cmd == "--help" || cmd == "-h" || cmd == "help") {
        out << Usage;
        return ExitOk;
    }
    if (cmd == "--version") {
        out << "corrsim " << CORRSIM_VERSION << "\n";
        return ExitOk;
    }
    if (cmd == "list")
        return args.size() == 1 ? list(out) : usageError(err, "list takes no arguments");
    if (cmd == "validate")
        return validate(args, out, err);
    return run(args, out, err);
}

} // namespace corrsim
