#include "runexport.h"

#include "diagramexport.h"
#include "export/textdiagrams.h"
#include "export/traceexport.h"
#include "run/runrecord.h"
#include "savefile.h"

#include <stdexcept>

namespace corrsim {

namespace {
QString lowerPath(const QString &path)
{
    return path.toLower();
}
bool isText(const QString &p)
{
    return p.endsWith(QLatin1String(".puml")) || p.endsWith(QLatin1String(".mmd"));
}
} // namespace

QString exportEndings(ExportKind kind)
{
    return kind == ExportKind::Trace ? QStringLiteral(".jsonl, .ctrace, .json, .csv or .otlp.json")
                                     : QStringLiteral(".svg, .png, .pdf, .puml or .mmd");
}

bool exportDraws(const QString &path)
{
    const QString p = lowerPath(path);
    return p.endsWith(QLatin1String(".svg")) || p.endsWith(QLatin1String(".png")) || p.endsWith(QLatin1String(".pdf"));
}

bool canExport(ExportKind kind, const QString &path)
{
    if (kind == ExportKind::Trace)
        return traceFormatFor(path.toStdString()).has_value();
    return exportDraws(path) || isText(lowerPath(path));
}

QString exportRun(const std::shared_ptr<const RunRecord> &run, ExportKind kind, const QString &path,
                  const DiagramExportOptions &diagram)
{
    if (!canExport(kind, path))
        throw std::runtime_error(path.toStdString() + ": unknown format (use " + exportEndings(kind).toStdString() +
                                 ")");
    const Trace &trace = run->trace();
    if (kind == ExportKind::Trace) {
        const TraceFormat format = *traceFormatFor(path.toStdString());
        saveFile(path, [&](std::ostream &out) { writeTrace(out, format, trace, run->info); });
        return {};
    }
    const QString p = lowerPath(path);
    if (p.endsWith(QLatin1String(".puml")))
        saveFile(path, [&](std::ostream &out) { writePlantUml(out, trace, run->info); });
    else if (p.endsWith(QLatin1String(".mmd")))
        saveFile(path, [&](std::ostream &out) { writeMermaid(out, trace, run->info); });
    else
        return exportDiagram(run, path, diagram);
    return {};
}

} // namespace corrsim
