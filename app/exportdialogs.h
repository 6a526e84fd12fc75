#pragma once
// The File ▸ Export dialogs: ask where, write through exportRun (all or nothing), and
// remember the folder so the next export starts there (settings "export/lastFolder",
// the Documents folder at first).

#include "diagramexport.h"
#include "trace/simtime.h"

#include <QString>

#include <memory>

class QWidget;

namespace corrsim {

struct RunRecord;
enum class ExportKind;

/// Asks for a file and writes the run's diagram or trace to it. Returns the message for
/// the status bar ("" when the user cancelled); reports a failure in a dialog.
/// A diagram with a time window is drawn (SVG, PNG or PDF) over that window only.
QString exportRunDialog(QWidget *parent, const std::shared_ptr<const RunRecord> &run, ExportKind kind,
                        const DiagramExportOptions &diagram = {});
/// Asks for a folder and a frame count and writes PNG frames from the start to `until`.
QString exportFramesDialog(QWidget *parent, const std::shared_ptr<const RunRecord> &run, SimTime until);

} // namespace corrsim
