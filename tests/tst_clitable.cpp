// The command line declared once (app/cli/clitable.cpp): what --help, `corrsim help
// COMMAND`, the parser and the usage errors say all come from one table, and a command
// that reads an option its entry does not declare is caught, not silently empty.

#include "cli.h"
#include "cliarguments.h"
#include "clidocs.h"
#include "clitable.h"

#include <QTest>

#include <set>
#include <sstream>
#include <stdexcept>

using namespace corrsim;

class TestCliTable : public QObject
{
    Q_OBJECT

    struct Said
    {
        int code;
        std::string out, err;
    };
    static Said cli(const std::vector<std::string> &args)
    {
        std::ostringstream out, err;
        const int code = runCli(args, out, err);
        return {code, out.str(), err.str()};
    }
    static void linesFit(const std::string &text, const char *what)
    {
        std::istringstream lines(text);
        for (std::string line; std::getline(lines, line);)
            QVERIFY2(line.size() <= 110,
                     (std::string(what) + ": a line of " + std::to_string(line.size()) + " columns: " + line).c_str());
    }

private slots:
    void everyOptionIsDeclaredWithWords()
    {
        for (const CliCommand &command : cliCommands()) {
            QVERIFY(!command.summary.empty());
            QVERIFY(!command.forms.empty());
            std::set<std::string_view> names;
            for (const CliOption *o : command.options()) {
                QVERIFY2(names.insert(o->name).second,
                         ("two options named --" + std::string(o->name) + " in " + std::string(command.name)).c_str());
                QVERIFY2(!o->help.empty(), std::string(o->name).c_str());
                QVERIFY(o->help.find('\n') == std::string_view::npos);
            }
            for (const CliForm &form : command.forms)
                QVERIFY(!form.does.empty());
        }
    }

    void everyCommandSaysItsOptions()
    {
        const Said all = cli({"--help"});
        QCOMPARE(all.code, int(ExitOk));
        linesFit(all.out, "--help");
        for (std::string_view word : cliCommandWords()) {
            const std::string name(word);
            QVERIFY2(all.out.find("  corrsim " + name) != std::string::npos, name.c_str());
            const Said help = cli({"help", name});
            QCOMPARE(help.code, int(ExitOk));
            linesFit(help.out, name.c_str());
            for (const CliOption *o : findCliCommand(word)->options())
                QVERIFY2(help.out.find("  " + cliOptionSynopsis(*o)) != std::string::npos,
                         (name + " --" + std::string(o->name)).c_str());
            if (name != "help")
                QCOMPARE(cli({name, "--help"}).out, help.out);
        }
        QCOMPARE(cli({"help", "rnu"}).code, int(ExitBadInput));
    }

    // The manual and the completion are written from the table (the package installs
    // them; tests/package-install.sh reads them as man and bash do).
    void theManualAndTheCompletionNameEveryOption()
    {
        const std::string man = cliManPage("9.9.9"), completion = cliBashCompletion();
        QVERIFY(man.starts_with(".TH CORRSIM 1 "));
        QVERIFY(man.find("corrsim 9.9.9") != std::string::npos);
        for (const CliCommand &command : cliCommands()) {
            if (!command.name.empty())
                QVERIFY2(completion.find("        " + std::string(command.name) + ")\n") != std::string::npos,
                         std::string(command.name).c_str());
            for (const CliOption *o : command.options()) {
                std::string roffName;
                for (char c : o->name)
                    roffName += c == '-' ? std::string("\\-") : std::string(1, c);
                QVERIFY2(man.find("\\fB\\-\\-" + roffName + "\\fR") != std::string::npos,
                         (std::string(command.name) + " --" + std::string(o->name)).c_str());
                QVERIFY2(completion.find("--" + std::string(o->name)) != std::string::npos,
                         std::string(o->name).c_str());
            }
        }
    }

    void aUsageErrorShowsItsCommandNotEveryCommand()
    {
        const Said r = cli({"run"});
        QCOMPARE(r.code, int(ExitBadInput));
        QVERIFY(r.err.starts_with("corrsim: run needs a FILE or a built-in NAME\n"));
        QVERIFY(r.err.find("corrsim run FILE|NAME") != std::string::npos);
        QVERIFY(r.err.find("corrsim sweep") == std::string::npos);
        QVERIFY(r.err.find("corrsim help run") != std::string::npos);
    }

    void anOptionOfAnotherCommandIsRefused()
    {
        // explore's --max-faults is no option of run's: the parser knows only run's entry.
        const Said r = cli({"run", "eip-stock-check", "--max-faults", "1"});
        QCOMPARE(r.code, int(ExitBadInput));
        QVERIFY2(r.err.find("max-faults") != std::string::npos, r.err.c_str());
    }

    void readingAnUndeclaredOptionIsAMistakeFoundAtOnce()
    {
        std::ostringstream err;
        const auto a = CliArguments::parse(*findCliCommand("list"), {"list"}, err);
        QVERIFY(a);
        QVERIFY(!a->has(cliopt::variants));
        QVERIFY_THROWS_EXCEPTION(std::logic_error, a->has(cliopt::seed));
        // Same name, another declaration (explore's --max-events is not run's).
        const auto run = CliArguments::parse(*findCliCommand("run"), {"run", "x", "--max-events=5"}, err);
        QVERIFY(run);
        QCOMPARE(run->value(cliopt::maxEvents), std::string("5"));
        QVERIFY_THROWS_EXCEPTION(std::logic_error, run->has(cliopt::exploreMaxEvents));
        QCOMPARE(run->operands(), std::vector<std::string>{"x"});
    }

    void aSideOfDiffTakesTheOptionsItsEntryDeclares()
    {
        const Said r = cli({"diff", "eip-stock-check", "--jobs", "2", "eip-stock-check"});
        QCOMPARE(r.code, int(ExitBadInput));
        QVERIFY2(r.err.find("a side takes --seed, --variant, --set, --fault") != std::string::npos, r.err.c_str());
    }
};

QTEST_GUILESS_MAIN(TestCliTable)
#include "tst_clitable.moc"
