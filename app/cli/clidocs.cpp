#include "clidocs.h"

#include "clitable.h"
#include "explore/explorechecks.h"

#include <set>

namespace corrsim {

namespace {

/// Text for roff: a backslash doubled, a hyphen a minus where it is typed (options),
/// a line that starts with a dot or a quote guarded.
std::string roff(std::string_view text)
{
    std::string out;
    for (char c : text) {
        if (c == '\\')
            out += "\\e";
        else if (c == '-')
            out += "\\-";
        else
            out += c;
    }
    if (!out.empty() && (out[0] == '.' || out[0] == '\''))
        out = "\\&" + out;
    return out;
}

std::string optionLead(const CliOption &o)
{
    std::string lead = "\\fB\\-\\-" + roff(o.name) + "\\fR";
    if (!o.value.empty())
        lead += " \\fI" + roff(o.value) + "\\fR";
    return lead;
}

std::string formSynopsis(const CliCommand &command, const CliForm &form)
{
    std::string line = ".SY corrsim\n";
    std::string rest;
    if (!command.name.empty())
        rest += "\\fB" + roff(command.name) + "\\fR";
    auto add = [&](const std::string &piece) { rest += (rest.empty() ? "" : " ") + piece; };
    if (form.mode)
        add(optionLead(*form.mode));
    std::string options;
    for (const CliOption *o : form.required)
        options += " " + optionLead(*o);
    for (const CliOption *o : form.options)
        options += " [" + optionLead(*o) + "]" + (o->repeats ? "..." : "");
    const std::string_view operands = form.operands;
    const size_t at = operands.find("{options}");
    if (at == std::string_view::npos) {
        if (!operands.empty())
            add("\\fI" + roff(operands) + "\\fR");
        rest += options;
    } else {
        add("\\fI" + roff(operands.substr(0, at - 1)) + "\\fR"); // "A {options} B": "A"
        rest += options + " \\fI" + roff(operands.substr(at + 10)) + "\\fR";
    }
    return line + (rest.empty() ? "" : rest + "\n") + ".YS\n";
}

} // namespace

std::string cliManPage(const std::string &version)
{
    std::string t;
    t += ".TH CORRSIM 1 \"\" \"corrsim " + roff(version) + "\" \"User Commands\"\n";
    t += ".SH NAME\ncorrsim \\- simulate and teach how messaging systems match replies to requests\n";
    t += ".SH SYNOPSIS\n.nh\n.ad l\n"; // an option is never broken at its hyphens
    for (const CliCommand &command : cliCommands())
        for (const CliForm &form : command.forms)
            t += formSynopsis(command, form);
    t += ".ad\n.hy\n.SH DESCRIPTION\n"
         "Corrsim runs requesters, repliers, delayed out-of-order callbacks, pending stores, brokers, outboxes, "
         "relays, inboxes and saga services on a virtual clock, deterministically: the same scenario, seed and "
         "pinned faults give the same trace and fingerprint on every run.\n"
         ".PP\n"
         "Without a command it opens the desktop app, which draws a run as a sequence diagram, the stores at any "
         "instant and the sagas' states over time, and plays the built-in lessons. The commands run, judge, "
         "compare, sweep and explore scenarios headless, for scripts and continuous integration.\n"
         ".PP\n"
         "A scenario is a JSON file (see /usr/share/doc/corrsim/scenario-format.md) or the NAME of a built-in "
         "lesson (\\fBcorrsim list\\fR). Options take their value as \\fB\\-\\-seed 5\\fR or "
         "\\fB\\-\\-seed=5\\fR.\n";
    t += ".SH COMMANDS\n";
    for (const CliCommand &command : cliCommands()) {
        for (const CliForm &form : command.forms) {
            t += ".TP\n";
            std::string head = "\\fBcorrsim\\fR";
            if (!command.name.empty())
                head += " \\fB" + roff(command.name) + "\\fR";
            if (form.mode)
                head += " " + optionLead(*form.mode);
            const std::string_view operands = form.operands.substr(0, form.operands.find(" {options}"));
            if (!operands.empty())
                head += " \\fI" + roff(operands) + "\\fR";
            t += head + "\n" + roff(form.does) + "\n";
        }
    }
    t += ".SH OPTIONS\n";
    for (const CliCommand &command : cliCommands()) {
        const auto options = command.options();
        if (options.empty())
            continue;
        t += ".SS " + (command.name.empty() ? std::string("The desktop app") : "corrsim " + roff(command.name)) + "\n";
        for (const CliOption *o : options) {
            t += ".TP\n" + optionLead(*o) + "\n" + roff(o->help);
            if (o->completes == CliOption::Completes::Check) {
                t += ": ";
                bool first = true;
                for (const ExploreCheck &c : exploreChecks()) {
                    t += (first ? "" : ", ") + std::string("\\fB") + roff(c.name) + "\\fR";
                    first = false;
                }
            }
            t += "\n";
        }
    }
    t += ".SH EXIT STATUS\n"
         ".TP\n0\nran, and every expectation (or every check named) held; files identical for \\fBdiff\\fR\n"
         ".TP\n1\nan expectation failed, a check was broken, a lesson check failed, or \\fBdiff\\fR found a "
         "difference\n"
         ".TP\n2\nbad input or usage: a malformed scenario (its line and column, or its JSON path, are named), a "
         "damaged trace, an unknown option, or a run that used up its budget\n";
    t += ".SH EXAMPLES\n"
         ".nf\n"
         "corrsim run eip-stock-check \\-\\-summary s.json \\-\\-diagram d.svg\n"
         "corrsim explore payment\\-claim\\-race \\-\\-max\\-faults 2\n"
         "corrsim run traces.otlp.json \\-\\-check replies\\-matched\\-by\\-correlation\n"
         "corrsim \\-\\-present eip\\-stock\\-check\n"
         ".fi\n";
    t += ".SH FILES\n"
         ".TP\n~/.local/share/Corrsim/Corrsim/recovery\nunsaved edits of a lesson, offered again at start\n"
         ".TP\n/usr/share/corrsim/lessons\nthe built-in lessons as scenario files, to copy and adapt\n";
    t += ".SH SEE ALSO\n"
         "The documents in /usr/share/doc/corrsim: scenario-format.md, authoring.md, explore.md, import.md, "
         "desktop-app.md.\n";
    return t;
}

std::string cliBashCompletion()
{
    std::string t = "# bash completion for corrsim, written from its command table (app/cli/clitable.cpp)\n"
                    "_corrsim()\n"
                    "{\n"
                    "    local cur prev words cword\n"
                    "    _init_completion -s || return\n"
                    "    local command=\"\" i\n"
                    "    for ((i = 1; i < cword; i++)); do\n"
                    "        case \"${words[i]}\" in -*) ;; *) command=\"${words[i]}\"; break ;; esac\n"
                    "    done\n";
    // Values: what an option's value completes with.
    std::set<std::string> file, folder, variant, check, none;
    for (const CliCommand &command : cliCommands())
        for (const CliOption *o : command.options()) {
            if (o->value.empty())
                continue;
            const std::string name = "--" + std::string(o->name);
            switch (o->completes) {
            case CliOption::Completes::File:
                file.insert(name);
                break;
            case CliOption::Completes::Folder:
                folder.insert(name);
                break;
            case CliOption::Completes::Variant:
                variant.insert(name);
                break;
            case CliOption::Completes::Check:
                check.insert(name);
                break;
            case CliOption::Completes::Nothing:
                none.insert(name);
                break;
            }
        }
    // An option is written once per completion class; a name in two classes (--out is a
    // file for every command) is never both, the test holds.
    auto joined = [](const std::set<std::string> &names) {
        std::string s;
        for (const std::string &n : names)
            s += (s.empty() ? "" : "|") + n;
        return s;
    };
    std::string checks;
    for (const ExploreCheck &c : exploreChecks())
        checks += (checks.empty() ? "" : " ") + c.name;
    t += "    case \"$prev\" in\n";
    if (!file.empty())
        t += "        " + joined(file) + ") _filedir; return ;;\n";
    if (!folder.empty())
        t += "        " + joined(folder) + ") _filedir -d; return ;;\n";
    if (!check.empty())
        t += "        " + joined(check) + ") COMPREPLY=($(compgen -W \"" + checks + "\" -- \"$cur\")); return ;;\n";
    if (!variant.empty())
        t += "        " + joined(variant) +
             ")\n"
             "            local lesson=\"\"\n"
             "            for ((i = 2; i < cword; i++)); do\n"
             "                case \"${words[i]}\" in -*) ;; *) lesson=\"${words[i]}\"; break ;; esac\n"
             "            done\n"
             "            COMPREPLY=($(compgen -W \"$(corrsim list --variants 2>/dev/null | awk -v l=\"$lesson\" "
             "'$1 == l { print $2 }')\" -- \"$cur\"))\n"
             "            return ;;\n";
    if (!none.empty())
        t += "        " + joined(none) + ") return ;;\n";
    t += "    esac\n";
    std::string commands;
    for (std::string_view w : cliCommandWords())
        commands += (commands.empty() ? "" : " ") + std::string(w);
    t += "    if [[ -z $command ]]; then\n"
         "        if [[ $cur == -* ]]; then\n"
         "            COMPREPLY=($(compgen -W \"--help --version --present\" -- \"$cur\"))\n"
         "        else\n"
         "            COMPREPLY=($(compgen -W \"" +
         commands +
         " $(corrsim list 2>/dev/null)\" -- \"$cur\"))\n"
         "            _filedir\n"
         "        fi\n"
         "        return\n"
         "    fi\n";
    t += "    case \"$command\" in\n";
    for (const CliCommand &command : cliCommands()) {
        if (command.name.empty())
            continue;
        std::string options;
        for (const CliOption *o : command.options())
            options += (options.empty() ? "" : " ") + ("--" + std::string(o->name));
        options += options.empty() ? "--help" : " --help";
        t += "        " + std::string(command.name) + ")\n";
        if (command.name == "help") {
            t += "            COMPREPLY=($(compgen -W \"" + commands + "\" -- \"$cur\"))\n            ;;\n";
            continue;
        }
        t += "            if [[ $cur == -* ]]; then\n"
             "                COMPREPLY=($(compgen -W \"" +
             options +
             "\" -- \"$cur\"))\n"
             "                [[ ${COMPREPLY-} == *= ]] && compopt -o nospace\n"
             "            else\n";
        bool takesLesson = false;
        for (const CliForm &form : command.forms)
            takesLesson =
                takesLesson || form.operands.find("NAME") != std::string_view::npos || form.operands.starts_with("A ");
        if (takesLesson)
            t += "                COMPREPLY=($(compgen -W \"$(corrsim list 2>/dev/null)\" -- \"$cur\"))\n";
        t += "                _filedir\n"
             "            fi\n"
             "            ;;\n";
    }
    t += "    esac\n"
         "} &&\n"
         "    complete -F _corrsim corrsim\n";
    return t;
}

} // namespace corrsim
