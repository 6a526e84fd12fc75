#pragma once
// A run written to a file in the format its name's ending says: the one dispatch the
// command line and the desktop app share.
//   traces    .jsonl (native, reopens), .json (Chrome/Perfetto), .otlp.json, .csv
//   diagrams  .svg .png .pdf (drawn: they need a GUI platform), .puml, .mmd (text)

#include "diagramexport.h"

#include <QString>

#include <memory>

namespace corrsim {

struct RunRecord;

enum class ExportKind { Trace, Diagram };

/// The endings a kind takes, for messages ("use .svg, .png, .pdf, .puml or .mmd").
QString exportEndings(ExportKind kind);
/// Whether a kind can be written under this file name.
bool canExport(ExportKind kind, const QString &path);
/// Whether writing this file draws (and so needs a QGuiApplication).
bool exportDraws(const QString &path);
/// Writes run to path, all of it or nothing. Returns a note for the reader ("" if none:
/// a diagram says when it was compressed to fit); throws std::runtime_error naming the
/// file and what went wrong.
/// A diagram takes `diagram`'s time window (a drawn one its scale too); the traces are the
/// whole run. A Mermaid diagram too long for Mermaid is written in numbered parts beside
/// the file, and the note says so.
QString exportRun(const std::shared_ptr<const RunRecord> &run, ExportKind kind, const QString &path,
                  const DiagramExportOptions &diagram = {});

} // namespace corrsim
