#include "runexport.h"

#include "diagramexport.h"
#include "export/textdiagrams.h"
#include "export/traceexport.h"
#include "run/runrecord.h"
#include "savefile.h"

#include <QDir>
#include <QFileInfo>

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
    return kind == ExportKind::Trace ? QStringLiteral(".jsonl, .ctrace (either with .gz), .json, .csv or .otlp.json")
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
        const bool gzip = gzipTracePath(path.toStdString());
        saveFile(path, [&](std::ostream &out) { writeTrace(out, format, trace, run->info, gzip); });
        return {};
    }
    const QString p = lowerPath(path);
    const TextDiagramWindow window{diagram.from, diagram.to};
    if (p.endsWith(QLatin1String(".puml"))) {
        saveFile(path, [&](std::ostream &out) { writePlantUml(out, trace, run->info, window); });
        return {};
    }
    if (!p.endsWith(QLatin1String(".mmd")))
        return exportDiagram(run, path, diagram);
    const std::vector<std::string> parts = mermaidParts(trace, run->info, window);
    saveFile(path, QByteArray::fromStdString(parts.front()));
    if (parts.size() == 1)
        return {};
    // Too long for one Mermaid diagram: the file asked for is part 1, and the others sit
    // beside it, numbered.
    const QFileInfo asked(path);
    auto partPath = [&](size_t k) {
        return asked.dir().filePath(
            QStringLiteral("%1-%2.%3").arg(asked.completeBaseName()).arg(k).arg(asked.suffix()));
    };
    for (size_t k = 1; k < parts.size(); ++k)
        saveFile(partPath(k + 1), QByteArray::fromStdString(parts[k]));
    const QString others =
        parts.size() == 2 ? QFileInfo(partPath(2)).fileName()
                          : QStringLiteral("%1 to %2")
                                .arg(QFileInfo(partPath(2)).fileName(), QFileInfo(partPath(parts.size())).fileName());
    return QStringLiteral("Mermaid renders at most %1 characters a diagram: written in %2 parts, %3 and %4")
        .arg(MermaidMaxText)
        .arg(parts.size())
        .arg(asked.fileName(), others);
}

} // namespace corrsim
