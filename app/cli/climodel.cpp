// corrsim model TRACE: a scenario made from a trace another tool recorded, to replay
// it and explore the nights near it (import/scenariofromtrace.h).

#include "cli.h"
#include "clicommand.h"
#include "import/scenariofromtrace.h"
#include "input/scenarioerror.h"
#include "savedtrace.h"
#include "savefile.h"

#include <fstream>
#include <ostream>

namespace corrsim {

int modelCommand(const std::vector<std::string> &args, std::ostream &out, std::ostream &err)
{
    using namespace cliopt;
    const auto a = CliArguments::parse(*findCliCommand("model"), args, err);
    if (!a)
        return ExitBadInput;
    if (a->operands().size() != 1)
        return a->usageError(err, "model takes one TRACE: spans another tool wrote (OTLP, Jaeger or Zipkin JSON)");
    const std::string source = a->operands()[0];
    if (!isSavedTraceFile(source))
        return a->usageError(err, source + " is not a trace: corrsim model reads spans another tool wrote");
    const std::optional<QString> outPath =
        a->has(modelOut) ? std::optional(QString::fromStdString(a->value(modelOut))) : std::nullopt;
    if (outPath) {
        if (const auto problem = unwritableFolder(*outPath))
            return a->usageError(err, "--out: " + *problem);
        if (sameFile(*outPath, QString::fromStdString(source)))
            return a->usageError(err, "--out would write over the trace it models: " + outPath->toStdString());
    }
    const std::string name = a->has(modelName) ? a->value(modelName) : scenarioNameOf(source);
    ImportOptions import;
    import.correlationAttribute = a->value(correlationAttribute);
    for (const std::string &e : a->values(effectSpan))
        if (const auto problem = addEffectSpanArgument(QString::fromStdString(e), import.effectSpans))
            return a->usageError(err, *problem);
    std::ifstream in(source, std::ios::binary);
    if (!in)
        return a->usageError(err, source + ": cannot open the file");
    try {
        const auto run = readSavedTrace(in, source, uint64_t(8192) << 20, {}, import).record;
        const ModelledScenario modelled = scenarioFromTrace(*run, name, source);
        std::ostream &words = outPath ? out : err; // the scenario itself may be what stdout carries
        if (outPath) {
            saveFile(*outPath, QByteArray::fromStdString(modelled.json));
            out << outPath->toStdString() << ": scenario " << name << ", modelled from " << source << "\n";
        } else {
            out << modelled.json;
        }
        for (const std::string &a : modelled.assumptions)
            words << "assumed: " << a << "\n";
    } catch (const ScenarioError &e) {
        err << e.what() << "\n";
        return ExitBadInput;
    }
    return ExitOk;
}

} // namespace corrsim
