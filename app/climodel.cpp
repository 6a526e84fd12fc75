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
    QCommandLineParser parser;
    const QCommandLineOption outOption(QStringLiteral("out"), {}, QStringLiteral("SCENARIO"));
    const QCommandLineOption nameOption(QStringLiteral("name"), {}, QStringLiteral("NAME"));
    const QCommandLineOption correlationOption(QStringLiteral("correlation-attribute"), {}, QStringLiteral("KEY"));
    const QCommandLineOption effectOption(QStringLiteral("effect-span"), {}, QStringLiteral("NAME[=ATTRIBUTE]"));
    parser.addOptions({outOption, nameOption, correlationOption, effectOption});
    if (!parseCommand(parser, args, err))
        return ExitBadInput;
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 2)
        return usageError(err, "model takes one TRACE: spans another tool wrote (OTLP, Jaeger or Zipkin JSON)");
    const std::string source = positional.at(1).toStdString();
    if (!isSavedTraceFile(source))
        return usageError(err, source + " is not a trace: corrsim model reads spans another tool wrote");
    const std::optional<QString> outPath =
        parser.isSet(outOption) ? std::optional(parser.value(outOption)) : std::nullopt;
    if (outPath) {
        if (const auto problem = unwritableFolder(*outPath))
            return usageError(err, "--out: " + *problem);
        if (sameFile(*outPath, positional.at(1)))
            return usageError(err, "--out would write over the trace it models: " + outPath->toStdString());
    }
    const std::string name = parser.isSet(nameOption) ? parser.value(nameOption).toStdString() : scenarioNameOf(source);
    ImportOptions import;
    import.correlationAttribute = parser.value(correlationOption).toStdString();
    for (const QString &e : parser.values(effectOption))
        if (const auto problem = addEffectSpanArgument(e, import.effectSpans))
            return usageError(err, *problem);
    std::ifstream in(source, std::ios::binary);
    if (!in)
        return usageError(err, source + ": cannot open the file");
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
