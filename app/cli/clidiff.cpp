// corrsim diff A B: two runs, where they part and what differs at the end.

#include "cli.h"
#include "clicommand.h"
#include "runspec.h"
#include "trace/findingwords.h"
#include "whatif/rundiff.h"

#include <ostream>
#include <stdexcept>

namespace corrsim {

namespace {

/// Reads "A [options] B [options]": each side's options follow it.
bool parseSides(const std::vector<std::string> &args, std::vector<RunSpec> &sides, std::ostream &err)
{
    const CliCommand &diff = *findCliCommand("diff");
    auto fail = [&](const std::string &message) {
        usageError(err, message, &diff);
        return false;
    };
    for (size_t i = 1; i < args.size(); ++i) {
        std::string arg = args[i], value;
        if (!arg.starts_with("--")) {
            sides.emplace_back().source = arg;
            continue;
        }
        const std::string name = arg.substr(0, arg.find('='));
        const CliOption *option = diff.option(std::string_view(name).substr(2));
        if (!option) {
            std::string known;
            for (const CliOption *o : diff.options())
                known += (known.empty() ? "--" : ", --") + std::string(o->name);
            return fail("diff: unknown option " + name + " (a side takes " + known + ")");
        }
        if (const size_t eq = arg.find('='); eq != std::string::npos) {
            value = arg.substr(eq + 1);
            arg = arg.substr(0, eq);
        } else if (i + 1 < args.size()) {
            value = args[++i];
        } else {
            return fail(arg + " needs a value");
        }
        if (sides.empty())
            return fail(arg + " belongs to a side: write it after A or B");
        RunSpec &side = sides.back();
        if (option == &cliopt::seed) {
            side.seed = wholeNumberArgument(value);
            if (!side.seed)
                return fail("--seed takes a whole number >= 0, got \"" + value + "\"");
        } else if (option == &cliopt::variant) {
            side.variant = value;
        } else if (option == &cliopt::set) {
            side.sets.push_back(value);
        } else if (option == &cliopt::fault) {
            side.faults.push_back(value);
        } else {
            throw std::logic_error("diff declares --" + std::string(option->name) + " but reads it nowhere");
        }
    }
    if (sides.size() != 2)
        return fail("diff compares two runs: corrsim diff A [options] B [options]");
    return true;
}

void printRows(std::ostream &out, const char *title, const std::vector<RunComparison::Row> &rows)
{
    if (rows.empty())
        return;
    out << title << " that differ:\n";
    for (const auto &row : rows)
        out << "  " << row.what << "\n    A: " << row.a << "\n    B: " << row.b << "\n";
}

} // namespace

int diffCommand(const std::vector<std::string> &args, std::ostream &out, std::ostream &err)
{
    std::vector<RunSpec> sides;
    if (!parseSides(args, sides, err))
        return ExitBadInput;
    std::shared_ptr<const RunRecord> a, b;
    try {
        a = runSpec(sides[0]);
        b = runSpec(sides[1]);
    } catch (const std::exception &e) {
        err << e.what() << "\n";
        return ExitBadInput;
    }
    out << "A: " << sides[0].describe() << " (seed " << a->seed << ", " << a->trace().size() << " events, fingerprint "
        << a->fingerprint << ")\n";
    out << "B: " << sides[1].describe() << " (seed " << b->seed << ", " << b->trace().size() << " events, fingerprint "
        << b->fingerprint << ")\n";
    for (const auto &[side, run] : {std::pair{"A", a}, std::pair{"B", b}})
        for (const RunWarning &w : run->warnings)
            err << side << ": warning: " << runWarningWords(w) << "\n";
    const RunComparison c = compareRuns(*a, *b);
    if (c.eventsPrintedOtherwise)
        out << "note: " << counted(c.eventsPrintedOtherwise, "event prints", "events print")
            << " a generated ID otherwise (each seed writes its own UUIDs); compared by what they mean\n";
    if (c.byExchanges)
        out << "note: " << (a->info.imported ? "A" : "B")
            << " is a trace another tool recorded: compared by the messages exchanged between the services both "
               "show (who sent what to whom in which conversation, what each reply was taken for, each effect)\n";
    if (c.identical()) {
        out << (c.byExchanges ? "the same exchanges, stores, expectations and saga outcomes\n"
                              : "identical: the same events, stores, expectations and saga outcomes\n");
        return ExitOk;
    }
    if (const auto &d = c.divergence) {
        auto number = [](size_t e) { return e == SIZE_MAX ? std::string("(ended)") : std::to_string(e); };
        if (d->eventA == d->eventB)
            out << "first divergence: event " << d->eventA << "\n";
        else
            out << "first divergence: event " << number(d->eventA) << " of A, " << number(d->eventB) << " of B\n";
        out << "  A: " << (d->lineA.empty() ? "(the run has ended)" : d->lineA) << "\n";
        out << "  B: " << (d->lineB.empty() ? "(the run has ended)" : d->lineB) << "\n";
        out << d->sentence() << "\n";
    } else if (const auto &n = c.narration) {
        out << "the same events of the model, narrated otherwise: event "
            << (n->eventA == SIZE_MAX ? n->eventB : n->eventA) << " (a note or an expectation) differs\n";
        out << "  A: " << (n->lineA.empty() ? "(the run has ended)" : n->lineA) << "\n";
        out << "  B: " << (n->lineB.empty() ? "(the run has ended)" : n->lineB) << "\n";
    } else if (c.byExchanges) {
        out << "the same exchanges\n";
    } else if (!c.sameFingerprint) {
        out << "the same events as text, but not the same trace: the fingerprints differ\n";
    } else {
        out << "the same events\n";
    }
    printRows(out, "store entries", c.stores);
    printRows(out, "expectations", c.expectations);
    printRows(out, "saga outcomes", c.sagas);
    return ExitExpectationFailed;
}

} // namespace corrsim
