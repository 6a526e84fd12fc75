#include "clitable.h"

#include "explore/explorechecks.h"

#include <algorithm>

namespace corrsim {

namespace cliopt {

using C = CliOption::Completes;

// What a run is made of.
const CliOption seed{"seed", "N",
                     "the seed of the run's random choices, a whole number >= 0 (default: the scenario's)"};
const CliOption variant{"variant", "V", "one of the lesson's variants (corrsim list --variants)", false, C::Variant};
const CliOption set{"set", "PATH=VALUE",
                    "change one parameter, as the app's parameter tree names it "
                    "(participants.orders.claim=atomic)",
                    true};
const CliOption fault{"fault", "JSON",
                      "a fault pinned to one message or event, added to the scenario's \"faults\" "
                      "('{\"duplicate\": {\"type\": \"payment.callback\"}}')",
                      true};

// What a run writes.
const CliOption trace{"trace", "OUT",
                      "write the trace: .jsonl (native), .ctrace (native, compact), either with .gz "
                      "(gzip-compressed), .json (Chrome/Perfetto), .csv, .otlp.json",
                      false, C::File};
const CliOption summary{"summary", "OUT.json",
                        "write the summary JSON: each verdict, the counts, saga outcomes and the fingerprint", false,
                        C::File};
const CliOption diagram{"diagram", "OUT",
                        "draw the sequence diagram: .svg, .png, .pdf, .puml (PlantUML), .mmd (Mermaid); past 20000 "
                        "messages a drawn diagram shows density per lane and time, and a Mermaid diagram too long "
                        "for Mermaid is written in numbered parts",
                        false, C::File};
const CliOption diagramWindow{"diagram-window", "FROM..TO", "draw only the messages sent between two times (2s..2.5s)"};
const CliOption frames{"frames", "DIR", "write playback as a numbered PNG sequence, for slides", false, C::Folder};
const CliOption maxEvents{"max-events", "N", "the events a run may handle (default 200000000)"};
const CliOption maxMemoryMb{"max-memory-mb", "N", "the memory a run may hold, trace included (default 8192)"};

// What judges a run.
const CliOption check{"check", "NAME",
                      "judge one of explore's checks too (docs/explore.md#checks); with run, the checks named "
                      "decide the exit code, 1 if one is broken",
                      true, C::Check};

// How spans another tool wrote are read (docs/import.md).
const CliOption correlationAttribute{"correlation-attribute", "KEY",
                                     "the span attribute that carries the correlation ID, where the "
                                     "instrumentation records no conversation ID"};
const CliOption effectSpan{"effect-span", "NAME[=ATTRIBUTE]",
                           "spans of this name apply an effect; the attribute says what it acted on "
                           "(ledger.apply=payment.id)",
                           true};
const CliOption replyTimeout{"reply-timeout", "DURATION",
                             "how long a request may wait for its reply before it counts as unanswered (300ms, 5s)"};

// Many runs at once.
const CliOption sweepSeeds{"seeds", "A..B", "run each combination with every seed from A to B (1..15)"};
const CliOption sweepSet{"set", "PATH=V1,V2,...",
                         "the values of one parameter to sweep; the grid is every combination of them", true};
const CliOption sweepOut{"out", "T.csv", "the table, a row per run; a summary per combination goes beside it as T.json",
                         false, C::File};
const CliOption shard{"shard", "I/N", "run only the part I of N (0 <= I < N); join the parts with --merge"};
const CliOption jobs{"jobs", "N", "how many runs at once (default: one per core)"};
const CliOption merge{"merge", "", "join the parts' files into what one process would have written"};

// Exploring faults (docs/explore.md).
const CliOption maxFaults{"max-faults", "K",
                          "at most K pinned faults in a schedule, 0 to 8 (default 1, or the lesson's \"explore\" "
                          "block's)"};
const CliOption faults{"faults", "LIST", "the kinds of fault to pin: drop,duplicate,delay,reorder,crash (default all)"};
const CliOption expectations{"expectations", "", "judge the scenario's expectations too (--check expectations)"};
const CliOption maxSchedules{"max-schedules", "N", "stop after N schedules (default 100000)"};
const CliOption delay{"delay", "DURATION",
                      "how long a delay fault holds its message (default: the unfaulted run's length)"};
const CliOption restartAfter{"restart-after", "DURATION", "how long a crashed participant stays down (default 10ms)"};
const CliOption exploreOut{"out", "E.json", "write the result as JSON, for --merge or a program to read", false,
                           C::File};
const CliOption exploreMaxEvents{"max-events", "N",
                                 "the events each run may handle (default: 100 times the unfaulted run's)"};
const CliOption exploreMaxMemoryMb{"max-memory-mb", "N",
                                   "the memory each run, and the exploration's own bookkeeping, may hold (default "
                                   "8192)"};

// Making a scenario from spans.
const CliOption modelOut{"out", "SCENARIO.json", "write the scenario there (default: to standard output)", false,
                         C::File};
const CliOption modelName{"name", "NAME", "the scenario's name (default: the trace file's)"};

// The rest.
const CliOption lesson{"lesson", "",
                       "also run the lesson and each variant: every note's event happens, every predict step is on "
                       "its deciding event and names its answer, no text read before a step gives it away; exit 1 "
                       "when a check fails"};
const CliOption variants{"variants", "", "one \"NAME VARIANT\" line for each variant of each lesson"};
const CliOption present{"present", "", "presentation mode: larger text, the diagram first, the clicker's keys"};

} // namespace cliopt

using namespace cliopt;

const std::vector<CliCommand> &cliCommands()
{
    static const std::vector<CliCommand> commands{
        {"",
         "the desktop app",
         {{.does = "open the desktop app"},
          {.operands = "FILE",
           .does =
               "open a scenario, a saved .jsonl or .ctrace trace (or either .gz) or spans another tool wrote in the "
               "desktop app"},
          {.operands = "[FILE|NAME]", .mode = &present, .does = "the desktop app in presentation mode"}}},
        {"run",
         "run a scenario headless, or judge a saved trace or spans another tool wrote",
         {{.operands = "FILE|NAME",
           .options = {&variant, &seed, &set, &fault, &trace, &summary, &diagram, &diagramWindow, &frames, &maxEvents,
                       &maxMemoryMb, &check},
           .does = "run headless; exit 0 if every expectation held, 1 if not, 2 on bad input or a run that used up its "
                   "budget"},
          {.operands = "TRACE",
           .options = {&check, &summary, &trace, &diagram, &frames},
           .does = "judge a saved .jsonl or .ctrace trace (or either .gz) again as the run that wrote it was: its "
                   "expectations and the invariants, read off the trace alone; the same report, summary and exit code"},
          {.operands = "SPANS",
           .options = {&check, &correlationAttribute, &effectSpan, &replyTimeout, &summary, &trace, &diagram},
           .does = "import spans another tool wrote (OTLP JSON, Jaeger JSON, Zipkin v2 JSON, told by content, gzip "
                   "too) and "
                   "judge them: a check the spans cannot decide says UNKNOWN and why (docs/import.md)"}}},
        {"diff",
         "compare two runs: where they part and what differs at the end",
         {{.operands = "A {options} B [same options]",
           .options = {&seed, &variant, &set, &fault},
           .does =
               "compare two runs (FILE, NAME or a saved trace; each side's options follow it): the first event where "
               "they differ, then stores, expectations, saga outcomes; exit 0 identical, 1 different, 2 bad input"}}},
        {"sweep",
         "run a grid of seeds and parameter values on all cores, into a table",
         {{.operands = "FILE|NAME",
           .required = {&sweepSeeds, &sweepOut},
           .options = {&sweepSet, &variant, &shard, &jobs},
           .does = "run the grid (seeds x values) on all cores: a row per run in T.csv, a summary per combination in "
                   "T.json"},
          {.operands = "A.csv B.csv ...",
           .mode = &merge,
           .required = {&sweepOut},
           .does = "join the parts' tables into the table one sweep writes"}}},
        {"explore",
         "run every schedule within a bound of faults and find the shortest that breaks a check",
         {{.operands = "FILE|NAME",
           .options = {&variant, &seed, &set, &fault, &maxFaults, &faults, &check, &expectations, &maxSchedules, &jobs,
                       &delay, &restartAfter, &exploreOut, &exploreMaxEvents, &exploreMaxMemoryMb, &shard},
           .does =
               "run every schedule with up to K pinned faults, breadth first, and print each check's violations and "
               "the "
               "shortest counterexample as --fault arguments; the lesson's \"explore\" block gives the faults and "
               "checks the command line leaves out (the invariants if none); exit 0 nothing violated, 1 a violation, 2 "
               "bad input or a budget used up (docs/explore.md)"},
          {.operands = "A.json B.json ...",
           .mode = &merge,
           .options = {&exploreOut},
           .does = "join the parts' --out files into the result one process gives"}}},
        {"model",
         "make a scenario from spans another tool wrote, to replay and explore",
         {{.operands = "SPANS",
           .options = {&modelOut, &modelName, &correlationAttribute, &effectSpan},
           .does =
               "a scenario that replays the requests and replies of spans another tool wrote, and the consumers that "
               "apply the effects named: at the observed times, latencies and processing times, with what the spans "
               "cannot show written as assumed; explore it to find the nearby schedule that breaks it "
               "(docs/import.md)"}}},
        {"validate",
         "check a scenario, a lesson or a saved trace",
         {{.operands = "FILE",
           .does = "check a scenario against the schema and the loader, or a saved .jsonl or .ctrace trace as the app "
                   "reads "
                   "it"},
          {.operands = "FILE", .mode = &lesson, .does = "check a lesson as a class would meet it"}}},
        {"list",
         "list the built-in scenarios",
         {{.options = {&variants}, .does = "the built-in scenarios, one a line"}}},
        {"help",
         "say how to call a command",
         {{.operands = "[COMMAND]", .does = "this text, or one command's forms and what each of its options does"}}},
    };
    return commands;
}

std::vector<const CliOption *> CliCommand::options() const
{
    std::vector<const CliOption *> all;
    auto add = [&](const CliOption *o) {
        if (o && std::find(all.begin(), all.end(), o) == all.end())
            all.push_back(o);
    };
    for (const CliForm &form : forms) {
        add(form.mode);
        for (const CliOption *o : form.required)
            add(o);
        for (const CliOption *o : form.options)
            add(o);
    }
    return all;
}

const CliOption *CliCommand::option(std::string_view name) const
{
    for (const CliOption *o : options())
        if (o->name == name)
            return o;
    return nullptr;
}

const CliCommand *findCliCommand(std::string_view name)
{
    if (name.empty())
        return nullptr;
    for (const CliCommand &c : cliCommands())
        if (c.name == name)
            return &c;
    return nullptr;
}

std::vector<std::string_view> cliCommandWords()
{
    std::vector<std::string_view> words;
    for (const CliCommand &c : cliCommands())
        if (!c.name.empty())
            words.push_back(c.name);
    return words;
}

namespace {

constexpr size_t Width = 110;      // the text's right edge
constexpr size_t WordsColumn = 35; // where what a form or option does begins

std::string lead(const CliOption &o)
{
    return o.value.empty() ? "--" + std::string(o.name) : "--" + std::string(o.name) + " " + std::string(o.value);
}

std::string bracketed(const CliOption &o)
{
    return "[" + lead(o) + "]" + (o.repeats ? "..." : "");
}

/// The form's words after "corrsim NAME": its switches, operands and options, as a list of pieces.
std::vector<std::string> synopsisPieces(const CliForm &form)
{
    std::vector<std::string> pieces, options;
    if (form.mode)
        pieces.push_back(lead(*form.mode));
    for (const CliOption *o : form.required)
        options.push_back(lead(*o));
    for (const CliOption *o : form.options)
        options.push_back(bracketed(*o));
    const std::string_view operands = form.operands;
    const size_t at = operands.find("{options}");
    auto words = [](std::string_view text, std::vector<std::string> &into) {
        size_t start = 0;
        while (start < text.size()) {
            const size_t space = text.find(' ', start);
            const size_t end = space == std::string_view::npos ? text.size() : space;
            // "[same options]" and "A.csv B.csv ..." stay whole where they can.
            if (end > start)
                into.emplace_back(text.substr(start, end - start));
            start = end + 1;
        }
    };
    if (at == std::string_view::npos) {
        words(operands, pieces);
        pieces.insert(pieces.end(), options.begin(), options.end());
    } else {
        words(operands.substr(0, at), pieces);
        pieces.insert(pieces.end(), options.begin(), options.end());
        words(operands.substr(at + 9), pieces);
    }
    return pieces;
}

/// `text` from `column` to the right edge, its first line after `prefix` (which ends at or
/// before the column, or gets a line of its own).
std::string wrapped(const std::string &prefix, std::string_view text, size_t column)
{
    std::string out = prefix;
    if (out.size() + 1 > column) {
        out += "\n";
        out += std::string(column, ' ');
    } else {
        out += std::string(column - out.size(), ' ');
    }
    size_t lineLength = column;
    bool first = true;
    size_t start = 0;
    while (start < text.size()) {
        size_t end = text.find(' ', start);
        if (end == std::string_view::npos)
            end = text.size();
        const std::string_view word = text.substr(start, end - start);
        if (!first && lineLength + 1 + word.size() > Width) {
            out += "\n" + std::string(column, ' ');
            lineLength = column;
            first = true;
        }
        if (!first) {
            out += ' ';
            ++lineLength;
        }
        out += word;
        lineLength += word.size();
        first = false;
        start = end + 1;
    }
    return out + "\n";
}

/// "  corrsim run FILE|NAME [--seed N] ...", wrapped under the first operand.
std::string synopsis(const CliCommand &command, const CliForm &form)
{
    std::string line = "  corrsim";
    if (!command.name.empty())
        line += " " + std::string(command.name);
    const size_t indent = line.size() + 1;
    std::string out;
    for (const std::string &piece : synopsisPieces(form)) {
        if (line.size() + 1 + piece.size() > Width && line.size() > indent) {
            out += line + "\n";
            line = std::string(indent - 1, ' ');
        }
        line += " " + piece;
    }
    return out + line;
}

std::string formText(const CliCommand &command, const CliForm &form)
{
    return wrapped(synopsis(command, form), form.does, WordsColumn);
}

} // namespace

std::string cliOptionSynopsis(const CliOption &option)
{
    return lead(option);
}

std::string cliUsage()
{
    std::string text = "Usage:\n";
    for (const CliCommand &command : cliCommands())
        for (const CliForm &form : command.forms)
            text += formText(command, form);
    text += "Options take their value as --seed 5 or --seed=5.\n"
            "corrsim help COMMAND (or corrsim COMMAND --help) says what each of a command's options does.\n";
    return text;
}

std::string cliCommandSynopsis(const CliCommand &command)
{
    std::string text = "Usage:\n";
    for (const CliForm &form : command.forms)
        text += synopsis(command, form) + "\n";
    return text;
}

std::string cliCommandUsage(const CliCommand &command)
{
    std::string text = "Usage:\n";
    for (const CliForm &form : command.forms)
        text += formText(command, form);
    const auto options = command.options();
    if (options.empty())
        return text;
    text += "Options:\n";
    for (const CliOption *o : options) {
        std::string help(o->help);
        if (o->completes == CliOption::Completes::Check) {
            help += ": ";
            bool first = true;
            for (const ExploreCheck &c : exploreChecks()) {
                help += (first ? "" : ", ") + c.name;
                first = false;
            }
        }
        text += wrapped("  " + lead(*o), help, WordsColumn);
    }
    text += "Options take their value as --seed 5 or --seed=5.\n";
    return text;
}

} // namespace corrsim
