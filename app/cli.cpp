#include "cli.h"

#include "builtinscenarios.h"
#include "clicommand.h"
#include "explore/explorechecks.h"
#include "export/tracereader.h"
#include "import/importtrace.h"
#include "run/lessoncheck.h"
#include "runexport.h"
#include "savedtrace.h"
#include "scenario/scenario.h"
#include "scenario/schemavalidator.h"
#include "scenariosource.h"

#include <QFileInfo>
#include <QStringList>

#include <algorithm>
#include <charconv>
#include <fstream>
#include <ostream>

namespace corrsim {

const char *const CliUsage =
    "Usage:\n"
    "  corrsim                          open the desktop app\n"
    "  corrsim FILE                     open a scenario (or a saved .jsonl or .ctrace trace, or either .gz)\n"
    "                                   in the desktop app\n"
    "  corrsim --present [FILE|NAME]    the desktop app in presentation mode (larger text, diagram first)\n"
    "  corrsim run FILE|NAME [--variant V] [--seed N] [--set PATH=VALUE]... [--trace OUT] [--summary OUT.json]\n"
    "              [--fault JSON]... [--diagram OUT [--diagram-window FROM..TO]] [--frames DIR] [--max-events N]\n"
    "              [--max-memory-mb N] [--check NAME]...\n"
    "                                   run headless; exit 0 if every expectation held, 1 if not,\n"
    "                                   2 on bad input or a run that used up its budget\n"
    "  corrsim run TRACE [--check NAME]... [--summary OUT.json] [--trace OUT] [--diagram OUT] [--frames DIR]\n"
    "                                   judge a saved .jsonl or .ctrace trace (or either .gz) again as the\n"
    "                                   run that wrote it was: its expectations and the invariants, read off\n"
    "                                   the trace alone; the same report, summary and exit code\n"
    "  corrsim run SPANS [--check NAME]... [--correlation-attribute KEY] [--effect-span NAME[=ATTRIBUTE]]...\n"
    "              [--reply-timeout DURATION]\n"
    "                                   import spans another tool wrote (OTLP JSON, Jaeger JSON, Zipkin v2\n"
    "                                   JSON, told by content, gzip too) and judge them: a check the spans\n"
    "                                   cannot decide says UNKNOWN and why (docs/import.md)\n"
    "                                   --check: a check of explore's (invariants, no-lost-pending, ...) to\n"
    "                                   judge too, a scenario's run or a trace's: then the checks decide\n"
    "                                   the exit code, 1 if one is broken\n"
    "                                   --variant: one of the lesson's variants (corrsim list --variants)\n"
    "                                   --fault: a fault pinned to one message or event, added to the scenario's\n"
    "                                   \"faults\" ('{\"duplicate\": {\"type\": \"payment.callback\"}}')\n"
    "                                   --trace: .jsonl (native), .ctrace (native, compact), either with .gz\n"
    "                                   (gzip-compressed), .json (Chrome/Perfetto), .csv, .otlp.json\n"
    "                                   --diagram: .svg, .png, .pdf, .puml (PlantUML), .mmd (Mermaid)\n"
    "                                   --diagram-window: only the messages sent between two times (2s..2.5s);\n"
    "                                   a Mermaid diagram too long for Mermaid is written in numbered parts;\n"
    "                                   past 20000 messages a drawn diagram shows density per lane and time\n"
    "                                   --frames: a numbered PNG sequence of playback, for slides\n"
    "                                   --max-events: events a run may handle (default 200000000)\n"
    "                                   --max-memory-mb: memory a run may hold, trace included (default 8192)\n"
    "  corrsim diff A [--seed N] [--variant V] [--set PATH=VALUE]... [--fault JSON]... B [same options]\n"
    "                                   compare two runs (FILE, NAME or a saved trace; each side's options follow "
    "it):\n"
    "                                   the first event where they differ, then stores, expectations, saga outcomes;\n"
    "                                   exit 0 identical, 1 different, 2 bad input\n"
    "  corrsim sweep FILE|NAME --seeds A..B [--set PATH=V1,V2,...]... [--variant V] --out T.csv\n"
    "              [--shard I/N] [--jobs N]\n"
    "                                   run the grid (seeds x values) on all cores: a row per run in T.csv, a\n"
    "                                   summary per combination in T.json; --shard: runs i with i mod N = I\n"
    "  corrsim sweep --merge A.csv B.csv ... --out T.csv\n"
    "                                   join shards into the table one sweep writes\n"
    "  corrsim explore FILE|NAME [--variant V] [--seed N] [--set PATH=VALUE]... [--fault JSON]...\n"
    "              [--max-faults K] [--faults drop,duplicate,delay,reorder,crash] [--check NAME]...\n"
    "              [--expectations] [--max-schedules N] [--jobs N] [--delay D] [--restart-after D] [--out E.json]\n"
    "              [--max-events N] [--max-memory-mb N] [--shard I/N]\n"
    "                                   run every schedule with up to K pinned faults (default 1, or the lesson's\n"
    "                                   \"explore\" block's, as its faults and checks), breadth first;\n"
    "                                   print each check's violations and the shortest counterexample as --fault\n"
    "                                   arguments; checks: invariants (default), expectations, no-effect-twice,\n"
    "                                   one-update-per-callback, every-saga-final, no-lost-pending (docs/explore.md);\n"
    "                                   exit 0 nothing violated, 1 a violation, 2 bad input or a budget used up;\n"
    "                                   --max-events, --max-memory-mb: each run's (default: 100 times the\n"
    "                                   unfaulted run's events); --shard: a part, joined by --merge\n"
    "  corrsim explore --merge A.json B.json ... [--out E.json]\n"
    "                                   join the shards' --out files into the result one process gives\n"
    "  corrsim model SPANS [--out SCENARIO.json] [--name NAME] [--correlation-attribute KEY]\n"
    "              [--effect-span NAME[=ATTRIBUTE]]...\n"
    "                                   a scenario that replays the requests and replies of spans another tool\n"
    "                                   wrote, and the consumers that apply the effects named: at the observed\n"
    "                                   times, latencies and processing times, with what the spans cannot show\n"
    "                                   written as assumed;\n"
    "                                   explore it to find the nearby schedule that breaks it (docs/import.md)\n"
    "  corrsim validate FILE            check a scenario against the schema and the loader,\n"
    "                                   or a saved .jsonl or .ctrace trace as the app reads it\n"
    "  corrsim validate --lesson FILE   also run the lesson and each variant: every note's event\n"
    "                                   happens, every predict step is on its deciding event and\n"
    "                                   names its answer, no text read before a step gives it away;\n"
    "                                   exit 1 when a check fails\n"
    "  corrsim list [--variants]        the built-in scenarios, one a line; with --variants,\n"
    "                                   one \"NAME VARIANT\" line for each lesson variant\n"
    "Options take their value as --seed 5 or --seed=5.\n";

std::optional<std::string> addEffectSpanArgument(const QString &text, std::vector<EffectSpan> &effects)
{
    const auto effect = effectSpanOf(text.toStdString());
    if (!effect)
        return "--effect-span takes a span's NAME, or NAME=ATTRIBUTE, got \"" + text.toStdString() + "\"";
    effects.push_back(*effect);
    return std::nullopt;
}

std::optional<uint64_t> wholeNumberArgument(std::string_view s)
{
    uint64_t n = 0;
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), n);
    if (ec != std::errc() || end != s.data() + s.size() || s.empty())
        return std::nullopt;
    return n;
}

std::optional<std::pair<uint32_t, uint32_t>> shardArgument(std::string_view text)
{
    const size_t slash = text.find('/');
    if (slash == std::string_view::npos)
        return std::nullopt;
    const auto i = wholeNumberArgument(text.substr(0, slash)), n = wholeNumberArgument(text.substr(slash + 1));
    if (!i || !n || *n == 0 || *i >= *n || *n > 100000)
        return std::nullopt;
    return std::pair{uint32_t(*i), uint32_t(*n)};
}

std::optional<std::string> unwritableFolder(const QString &path)
{
    // A folder given as the file: found now, not after a long run that cannot save.
    if (QFileInfo(path).isDir())
        return "is a folder: name the file to write in it";
    const QFileInfo folder(QFileInfo(path).absolutePath());
    if (folder.isDir() && folder.isWritable())
        return std::nullopt;
    return "the folder " + folder.filePath().toStdString() + " does not exist or cannot be written";
}

bool sameFile(const QString &out, const QString &input)
{
    const QFileInfo o(out), i(input);
    if (!o.exists() || !i.exists())
        return false;
    return o.canonicalFilePath() == i.canonicalFilePath();
}

std::optional<std::string> addCheckArgument(std::string_view name, std::vector<const ExploreCheck *> &checks)
{
    const ExploreCheck *check = findExploreCheck(name);
    if (!check) {
        std::string known;
        for (const ExploreCheck &c : exploreChecks())
            known += (known.empty() ? "" : ", ") + c.name;
        return "--check " + std::string(name) + ": no such check (" + known + ")";
    }
    if (std::find(checks.begin(), checks.end(), check) == checks.end())
        checks.push_back(check);
    return std::nullopt;
}

int usageError(std::ostream &err, const std::string &message)
{
    err << "corrsim: " << message << "\n" << CliUsage;
    return ExitBadInput;
}

bool parseCommand(QCommandLineParser &parser, const std::vector<std::string> &args, std::ostream &err)
{
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    QStringList list{QStringLiteral("corrsim")};
    for (const std::string &a : args)
        list << QString::fromLocal8Bit(a.data(), qsizetype(a.size()));
    if (!parser.parse(list)) {
        usageError(err, parser.errorText().toStdString());
        return false;
    }
    return true;
}

namespace {

int list(const std::vector<std::string> &args, std::ostream &out, std::ostream &err)
{
    const bool variants = args.size() == 2 && args[1] == "--variants";
    if (args.size() != 1 && !variants)
        return usageError(err, "list takes no arguments but --variants");
    for (const EmbeddedFile &f : builtinScenarios()) {
        if (!variants) {
            out << f.name << "\n";
            continue;
        }
        try {
            const Scenario lesson = Scenario::parse(f.text, std::string(f.fileName));
            for (const auto &v : lesson.info().variants)
                out << f.name << " " << v.name << "\n";
        } catch (const ScenarioError &e) {
            err << e.what() << "\n";
            return ExitBadInput;
        }
    }
    return ExitOk;
}

int validateTrace(const std::string &path, std::ostream &out, std::ostream &err)
{
    // The same reader, with the same checks, as the app uses to open it: a trace whose
    // events do not make the fingerprint its header gives is refused.
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        err << path << ": cannot open the file\n";
        return ExitBadInput;
    }
    try {
        const ReadTrace read = readSavedTrace(in, path);
        out << path << ": valid, " << read.record->trace().size() << " events, fingerprint " << read.record->fingerprint
            << (read.fingerprintInFile.empty() ? " (its header gives none)" : "") << "\n";
        return ExitOk;
    } catch (const ScenarioError &e) {
        err << e.what() << "\n";
        return ExitBadInput;
    }
}

/// The lesson check (model/run/lessoncheck.h): each problem a line, exit 1 if any.
int validateLesson(const Scenario &lesson, const std::string &label, std::ostream &out)
{
    const LessonCheck check = checkLesson(lesson);
    for (const LessonProblem &p : check.problems)
        out << label << ": " << (p.where.empty() ? "" : p.where + ": ") << p.message << "\n";
    out << label << ": " << (check.problems.empty() ? "a valid lesson" : "not a valid lesson") << ": "
        << check.problems.size() << (check.problems.size() == 1 ? " problem" : " problems") << ", " << check.runs
        << (check.runs == 1 ? " run" : " runs") << " (the lesson and its variants), " << check.notes << " notes, "
        << check.steps << " predict steps\n";
    return check.problems.empty() ? ExitOk : ExitExpectationFailed;
}

int validate(const std::vector<std::string> &args, std::ostream &out, std::ostream &err)
{
    QCommandLineParser parser;
    const QCommandLineOption lessonOption(QStringLiteral("lesson"));
    parser.addOption(lessonOption);
    if (!parseCommand(parser, args, err))
        return ExitBadInput;
    if (parser.positionalArguments().size() != 2)
        return usageError(err, "validate takes one FILE");
    const std::string file = parser.positionalArguments().at(1).toStdString();
    const bool lesson = parser.isSet(lessonOption);
    if (isSavedTraceFile(file))
        return lesson ? usageError(err, "--lesson checks a scenario, not a trace") : validateTrace(file, out, err);
    try {
        const auto [text, label] = readScenarioText(file);
        // Well-formed JSON first (with line and column), then the loader's own checks,
        // then the schema, which must agree with them.
        Scenario::parse(text, label);
        const auto issues = validateAgainstSchema(text);
        if (!issues.empty()) {
            for (const SchemaIssue &i : issues)
                err << label << ": " << i.path << ": " << i.message << "\n";
            return ExitBadInput;
        }
        if (lesson)
            return validateLesson(Scenario::parse(text, label), label, out);
        out << label << ": valid\n";
        return ExitOk;
    } catch (const ScenarioError &e) {
        err << e.what() << "\n";
        return ExitBadInput;
    }
}

} // namespace

bool cliNeedsDrawing(const std::vector<std::string> &args)
{
    for (size_t i = 0; i < args.size(); ++i) {
        const std::string &a = args[i];
        if (a == "--frames" || a.starts_with("--frames="))
            return true;
        if (a.starts_with("--diagram=") && exportDraws(QString::fromStdString(a.substr(10))))
            return true;
        if (a == "--diagram" && i + 1 < args.size() && exportDraws(QString::fromStdString(args[i + 1])))
            return true;
    }
    return false;
}

bool isCliCommand(const std::vector<std::string> &args)
{
    if (args.empty())
        return false;
    const std::string &a = args[0];
    return a == "run" || a == "validate" || a == "list" || a == "diff" || a == "sweep" || a == "explore" ||
           a == "model" || a == "--help" || a == "-h" || a == "help" || a == "--version";
}

int runCli(const std::vector<std::string> &args, std::ostream &out, std::ostream &err)
{
    const std::string &cmd = args.at(0);
    if (cmd == "--help" || cmd == "-h" || cmd == "help") {
        out << CliUsage;
        return ExitOk;
    }
    if (cmd == "--version") {
        out << "corrsim " << CORRSIM_VERSION << "\n";
        return ExitOk;
    }
    if (cmd == "list")
        return list(args, out, err);
    if (cmd == "validate")
        return validate(args, out, err);
    if (cmd == "diff")
        return diffCommand(args, out, err);
    if (cmd == "sweep")
        return sweepCommand(args, out, err);
    if (cmd == "explore")
        return exploreCommand(args, out, err);
    if (cmd == "model")
        return modelCommand(args, out, err);
    return runCommand(args, out, err);
}

} // namespace corrsim
