#include "runspec.h"

#include "export/tracereader.h"
#include "run/run.h"
#include "savedtrace.h"
#include "scenario/parameteredit.h"
#include "scenario/shellword.h"
#include "scenariosource.h"
#include "trace/findingwords.h"

#include <fstream>
#include <stdexcept>

namespace corrsim {

std::string RunSpec::describe() const
{
    // Each argument as the shell reads it back: a --set of a JSON value, a file name
    // with a space, a fault with a quote in it.
    std::string s = shellWord(source);
    if (variant)
        s += " --variant " + shellWord(*variant);
    if (seed)
        s += " --seed " + std::to_string(*seed);
    for (const std::string &set : sets)
        s += " --set " + shellWord(set);
    for (const std::string &fault : faults)
        s += " --fault " + shellWord(fault);
    return s;
}

Scenario scenarioOf(const RunSpec &spec)
{
    Scenario scenario = openScenario(spec.source);
    if (spec.variant)
        scenario = scenario.withVariant(*spec.variant);
    for (const std::string &set : spec.sets) {
        const std::optional<ParameterEdit> edit = ParameterEdit::parse(set);
        if (!edit)
            throw ScenarioError(scenario.info().file, "/",
                                Finding::labelled("--set " + set, {FindingKind::ExpectedAssignment, {}, {}}));
        scenario.set(*edit);
    }
    for (const std::string &fault : spec.faults)
        scenario.addFault(fault);
    return scenario;
}

std::shared_ptr<const RunRecord> runSpec(const RunSpec &spec)
{
    if (isSavedTraceFile(spec.source)) {
        if (spec.changesScenario())
            throw ScenarioError(spec.source, "",
                                "a saved trace is a finished run: it takes no --seed, --variant, --set or --fault");
        std::ifstream in(spec.source, std::ios::binary);
        if (!in)
            throw ScenarioError(spec.source, "", Finding{FindingKind::CannotOpenFile, {}, {}});
        return readSavedTrace(in, spec.source).record;
    }
    const Scenario scenario = scenarioOf(spec);
    RunOptions options;
    options.seed = spec.seed;
    RunResult result = runScenario(scenario, options);
    if (result.record->stopReason)
        throw std::runtime_error(spec.describe() + ": " + findingWords(*result.record->stopReason));
    return result.record;
}

} // namespace corrsim
