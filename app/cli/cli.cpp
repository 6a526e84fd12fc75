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

int usageError(std::ostream &err, const std::string &message, const CliCommand *command)
{
    err << "corrsim: " << message << "\n";
    if (command) {
        err << cliCommandSynopsis(*command);
        if (!command->options().empty())
            err << "corrsim help " << command->name << " says what each option does.\n";
    } else
        err << "corrsim --help lists the commands and their options.\n";
    return ExitBadInput;
}

namespace {

int list(const std::vector<std::string> &args, std::ostream &out, std::ostream &err)
{
    const auto a = CliArguments::parse(*findCliCommand("list"), args, err);
    if (!a)
        return ExitBadInput;
    if (!a->operands().empty())
        return a->usageError(err, "list takes no arguments but --variants");
    const bool variants = a->has(cliopt::variants);
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
        out << label << ": " << lessonProblemWords(p) << "\n";
    out << label << ": " << (check.problems.empty() ? "a valid lesson" : "not a valid lesson") << ": "
        << check.problems.size() << (check.problems.size() == 1 ? " problem" : " problems") << ", " << check.runs
        << (check.runs == 1 ? " run" : " runs") << " (the lesson and its variants), " << check.notes << " notes, "
        << check.steps << " predict steps\n";
    return check.problems.empty() ? ExitOk : ExitExpectationFailed;
}

int validate(const std::vector<std::string> &args, std::ostream &out, std::ostream &err)
{
    const auto a = CliArguments::parse(*findCliCommand("validate"), args, err);
    if (!a)
        return ExitBadInput;
    if (a->operands().size() != 1)
        return a->usageError(err, "validate takes one FILE");
    const std::string file = a->operands()[0];
    const bool lesson = a->has(cliopt::lesson);
    if (isSavedTraceFile(file))
        return lesson ? a->usageError(err, "--lesson checks a scenario, not a trace") : validateTrace(file, out, err);
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

/// corrsim help [COMMAND]: every form, or one command's forms and options.
int help(const std::vector<std::string> &args, std::ostream &out, std::ostream &err)
{
    if (args.size() == 1) {
        out << cliUsage();
        return ExitOk;
    }
    const CliCommand *help = findCliCommand("help");
    if (args.size() > 2 || args[0] != "help")
        return usageError(err, "help takes one COMMAND", help);
    const CliCommand *command = findCliCommand(args[1]);
    if (!command) {
        std::string known;
        for (std::string_view word : cliCommandWords())
            known += (known.empty() ? "" : ", ") + std::string(word);
        return usageError(err, "help: no command '" + args[1] + "' (" + known + ")", help);
    }
    out << cliCommandUsage(*command);
    return ExitOk;
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
    return findCliCommand(a) || a == "--help" || a == "-h" || a == "--version";
}

int runCli(const std::vector<std::string> &args, std::ostream &out, std::ostream &err)
{
    const std::string &cmd = args.at(0);
    // corrsim COMMAND --help is corrsim help COMMAND.
    if (const CliCommand *command = findCliCommand(cmd);
        command && cmd != "help" && args.size() == 2 && (args[1] == "--help" || args[1] == "-h")) {
        out << cliCommandUsage(*command);
        return ExitOk;
    }
    if (cmd == "--help" || cmd == "-h" || cmd == "help")
        return help(args, out, err);
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
