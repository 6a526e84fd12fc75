#include "explorewords.h"

#include "anchorwords.h"
#include "explore/explorechecks.h"
#include "explore/explorereport.h"
#include "findingtext.h"
#include "partingwords.h"
#include "qtext.h"
#include "run/run.h"
#include "run/runrecord.h"

#include <QCoreApplication>
#include <QStringList>

namespace corrsim {

namespace {
/// The words' translation context (lupdate reads ExploreWords::tr).
struct ExploreWords
{
    Q_DECLARE_TR_FUNCTIONS(ExploreWords)
};

QString oneFault(const FaultFacts &f)
{
    const PinnedFault &p = f.pin;
    const QString at = qs(formatClock(f.at));
    const QString message = f.known && f.kind == EventKind::Send
                                ? ExploreWords::tr("%1 from %2 to %3").arg(qs(f.messageType), qs(f.from), qs(f.to))
                                : ExploreWords::tr("a message");
    switch (p.kind) {
    case PinnedFault::Kind::Drop:
        return ExploreWords::tr("%1 is lost, at %2").arg(message, at);
    case PinnedFault::Kind::Duplicate:
        return ExploreWords::tr("a second copy of %1, at %2").arg(message, at);
    case PinnedFault::Kind::Delay:
        return ExploreWords::tr("%1 arrives %2 late").arg(message, qs(formatClock(p.delay)));
    case PinnedFault::Kind::DeliverAfterNext:
        return ExploreWords::tr("%1 is overtaken by the next message on its way").arg(message);
    case PinnedFault::Kind::CrashAfter: {
        const QString crash =
            f.known ? ExploreWords::tr("%1 crashes right after its %2, at %3").arg(qs(p.worker), eventNoun(f.kind), at)
                    : ExploreWords::tr("%1 crashes").arg(qs(p.worker));
        return p.restartAfter
                   ? ExploreWords::tr("%1, and is back %2 later").arg(crash, qs(formatClock(*p.restartAfter)))
                   : ExploreWords::tr("%1, and stays down").arg(crash);
    }
    }
    return {};
}
} // namespace

QString faultKindText(ExploreFault fault)
{
    switch (fault) {
    case ExploreFault::Drop:
        return ExploreWords::tr("drop");
    case ExploreFault::Duplicate:
        return ExploreWords::tr("duplicate");
    case ExploreFault::Delay:
        return ExploreWords::tr("delay");
    case ExploreFault::Reorder:
        return ExploreWords::tr("reorder");
    case ExploreFault::Crash:
        return ExploreWords::tr("crash");
    }
    return qs(std::string(exploreFaultName(fault)));
}

QString faultKindDoc(ExploreFault fault)
{
    const QString name = qs(std::string(exploreFaultName(fault)));
    switch (fault) {
    case ExploreFault::Drop:
        return ExploreWords::tr("A message lost on the wire (%1)").arg(name);
    case ExploreFault::Duplicate:
        return ExploreWords::tr("A message delivered twice (%1)").arg(name);
    case ExploreFault::Delay:
        return ExploreWords::tr("A message held up on the wire (%1)").arg(name);
    case ExploreFault::Reorder:
        return ExploreWords::tr("A message overtaken by the next one on its link (%1)").arg(name);
    case ExploreFault::Crash:
        return ExploreWords::tr("A worker crashing right after one of its events (%1)").arg(name);
    }
    return name;
}

std::vector<Schedule> shownSchedules(const ExploreResult::Outcome &o)
{
    return o.firstOfEachKind.empty() ? std::vector<Schedule>{o.first} : o.firstOfEachKind;
}

ExploreAnswer withFacts(const Scenario &scenario, ExploreResult result)
{
    ExploreAnswer a;
    a.result = std::move(result);
    const ExploreResult &r = a.result;
    if (r.counterexample && r.failing)
        a.counterexample = faultFacts(*r.counterexample, &r.failing->trace());
    for (const ExploreResult::Outcome &o : r.outcomes) {
        auto &facts = a.outcomes.emplace_back();
        for (const Schedule &k : shownSchedules(o)) {
            RunOptions options;
            options.pins = k.pins;
            options.expectations = false;
            const RunResult run = runScenario(scenario, options);
            facts.push_back(faultFacts(k, &run.record->trace()));
        }
    }
    return a;
}

QString faultsInWords(const std::vector<FaultFacts> &facts)
{
    if (facts.empty())
        return ExploreWords::tr("no fault");
    QStringList each;
    for (const FaultFacts &f : facts)
        each << oneFault(f);
    return each.join(ExploreWords::tr("; then "));
}

namespace {

/// What broke the check in the window's language (a result read back from --out keeps
/// the command line's English).
QString brokenText(const ExploreResult &r)
{
    return r.brokenFinding ? findingText(*r.brokenFinding) : QString();
}

} // namespace

QString exploreInWords(const ExploreResult &r, const std::vector<FaultFacts> &counterexample)
{
    QStringList lines;
    const uint64_t ways = r.schedules();
    const uint32_t faults = r.bound.maxFaults;
    lines << (ways == 1 ? ExploreWords::tr("Tried the one way this run can go, ")
                        : ExploreWords::tr("Tried %1 ways this run can go, ").arg(ways)) +
                 (faults == 1 ? ExploreWords::tr("with up to 1 fault each.")
                              : ExploreWords::tr("with up to %1 faults each.").arg(faults));
    QStringList kept;
    for (size_t i = 0; i < r.checks.size(); ++i) {
        const ExploreCheck *check = findExploreCheck(r.checks[i]);
        const QString promise = check ? checkPromiseText(*check) : qs(r.checks[i]);
        if (const uint64_t broken = r.violations(i); broken > 0)
            lines << ExploreWords::tr("“%1” breaks in %2 of them.").arg(promise).arg(broken);
        else
            kept << promise;
    }
    if (r.violated()) {
        lines << ExploreWords::tr("The shortest way to break it: %1.").arg(faultsInWords(counterexample));
        if (const QString what = brokenText(r); !what.isEmpty())
            lines << ExploreWords::tr("What goes wrong: %1").arg(what);
    }
    if (!kept.isEmpty())
        lines << ExploreWords::tr("Every one keeps: %1.").arg(kept.join(QStringLiteral("; ")));
    return lines.join(QLatin1Char('\n'));
}

QString explorationVerdictText(const ExploreAnswer &answer)
{
    const ExploreResult &r = answer.result;
    QStringList names;
    for (const std::string &check : r.checks)
        names << qs(check);
    const QString last = names.isEmpty() ? QString() : names.takeLast();
    const QString checks =
        names.isEmpty() ? last
                        : ExploreWords::tr("%1 or %2", "check names").arg(names.join(QStringLiteral(", ")), last);
    const uint64_t n = r.schedules();
    const QString ran = n == 1 ? ExploreWords::tr("1 schedule") : ExploreWords::tr("%1 schedules").arg(n);
    if (!r.counterexample) {
        if (!r.exhaustive)
            return ExploreWords::tr("None of the %1 run broke %2, but not every schedule within the bound was run.")
                .arg(ran, checks);
        const QString faults =
            r.bound.maxFaults == 1 ? ExploreWords::tr("1 fault") : ExploreWords::tr("%1 faults").arg(r.bound.maxFaults);
        return ExploreWords::tr("No run with up to %1 breaks %2: all %3 were run, and every one kept it.")
            .arg(faults, checks, ran);
    }
    const QString what = brokenText(r);
    if (r.counterexample->pins.empty())
        return ExploreWords::tr("The design breaks %1 before explore adds any fault: %2.").arg(qs(r.brokenCheck), what);
    const size_t k = r.counterexample->faults();
    const QString faults = k == 1 ? ExploreWords::tr("1 fault") : ExploreWords::tr("%1 faults").arg(k);
    return ExploreWords::tr("The shortest run that breaks %1 has %2: %3. What breaks: %4. (%5 run.)")
        .arg(qs(r.brokenCheck), faults, faultsInWords(answer.counterexample), what, ran);
}

QString exploreReportText(const ExploreResult &r, const std::string &scenario)
{
    QStringList lines;
    for (const ExploreReportLine &line : exploreReport(r, scenario)) {
        QString words = findingText(line.finding);
        // Where the two runs part: each event in the window's words, read off the runs.
        if (line.finding.kind == FindingKind::ExploreParting && r.comparison && r.comparison->divergence)
            words = partingWords(*r.comparison, *r.comparison->divergence, r.passing.get(), r.failing.get());
        using P = ExploreReportLine::Place;
        lines << (line.place == P::Paragraph  ? QStringLiteral("\n")
                  : line.place == P::Indented ? QStringLiteral("  ")
                                              : QString()) +
                     words;
    }
    return lines.join(QLatin1Char('\n'));
}

} // namespace corrsim
