#pragma once
// Every finding the checks and the expectations give on the built-in lessons and on the recorded real traces
// (spans bring findings a lesson never makes: unknowns, late replies, gaps), with what
// they were given for: the tests of their words in every language read these.

#include "builtinscenarios.h"
#include "explore/explorechecks.h"
#include "import/importtrace.h"
#include "run/run.h"
#include "scenario/scenario.h"

#include <QDir>

#include <fstream>
#include <vector>

namespace corrsim {

struct FindingSamples
{
    std::vector<Finding> findings;       // every one, held or not
    std::vector<InvariantId> invariants; // every invariant judged
};

inline FindingSamples findingSamples()
{
    FindingSamples out;
    const auto judge = [&](const RunRecord &run) {
        for (const InvariantResult &i : run.invariants) {
            out.invariants.push_back(i.id);
            out.findings.push_back(i.finding);
        }
        for (const ExploreCheck &c : exploreChecks())
            if (const CheckVerdict v = c.verdict(run); !v.held())
                out.findings.push_back(v.finding);
        for (const ExpectationResult &x : run.expectations)
            for (const std::optional<Finding> &f : {x.expected, x.actual})
                if (f)
                    out.findings.push_back(*f);
    };
    for (const EmbeddedFile &f : builtinScenarios())
        judge(*runScenario(Scenario::parse(f.text, std::string(f.fileName))).record);
    ImportOptions spans;
    spans.effectSpans = {{"ledger.apply", "payment.id"}};
    spans.replyTimeout = SimTime::fromMillis(250);
    for (const QFileInfo &file : QDir(QStringLiteral(CORRSIM_SOURCE_DIR "/tests/data/realtrace"))
                                     .entryInfoList({QStringLiteral("*.otlp.jsonl")})) {
        for (const ImportOptions &options : {spans, ImportOptions{}}) { // and without a timeout or effects
            std::ifstream in(file.filePath().toStdString(), std::ios::binary);
            judge(*importTrace(in, file.fileName().toStdString(), options).record);
        }
    }
    return out;
}

} // namespace corrsim
