#include "exportdialogs.h"

#include "diagramexport.h"
#include "findingtext.h"
#include "run/runrecord.h"
#include "runexport.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QMessageBox>
#include <QSettings>
#include <QStandardPaths>

namespace corrsim {

namespace {
const QString LastFolderKey = QStringLiteral("export/lastFolder");

QString lastFolder()
{
    const QString saved = QSettings().value(LastFolderKey).toString();
    if (!saved.isEmpty() && QFileInfo(saved).isDir())
        return saved;
    return QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
}

void rememberFolder(const QString &folder)
{
    QSettings().setValue(LastFolderKey, folder);
}

void reportFailure(QWidget *parent, const std::exception &e)
{
    QMessageBox::critical(parent, QObject::tr("Export failed"), errorText(e));
}
} // namespace

QString exportRunDialog(QWidget *parent, const std::shared_ptr<const RunRecord> &run, ExportKind kind,
                        const DiagramExportOptions &diagram)
{
    if (!run)
        return {};
    const bool trace = kind == ExportKind::Trace;
    const QString name =
        QString::fromStdString(run->info.name) + (trace ? QStringLiteral(".jsonl") : QStringLiteral(".svg"));
    const QString filters =
        trace ? QObject::tr("Corrsim trace, reopens here (*.jsonl);;Compact Corrsim trace, reopens here, for large "
                            "runs (*.ctrace);;Compressed Corrsim trace, reopens here (*.jsonl.gz *.ctrace.gz);;"
                            "Chrome / Perfetto (*.json);;"
                            "OpenTelemetry (*.otlp.json);;CSV (*.csv)")
        : diagram.from ? QObject::tr("SVG (*.svg);;PNG (*.png);;PDF (*.pdf)")
                       : QObject::tr("SVG (*.svg);;PNG (*.png);;PDF (*.pdf);;PlantUML (*.puml);;Mermaid (*.mmd)");
    const QString path =
        QFileDialog::getSaveFileName(parent, trace ? QObject::tr("Export trace") : QObject::tr("Export diagram"),
                                     QDir(lastFolder()).filePath(name), filters);
    if (path.isEmpty())
        return {};
    rememberFolder(QFileInfo(path).absolutePath());
    if (!canExport(kind, path) || (diagram.from && !exportDraws(path))) {
        QMessageBox::critical(parent, QObject::tr("Export failed"),
                              QObject::tr("Name the file %1.")
                                  .arg(diagram.from ? QStringLiteral(".svg, .png or .pdf") : exportEndings(kind)));
        return {};
    }
    try {
        const QString note = exportRun(run, kind, path, diagram);
        return note.isEmpty() ? QObject::tr("Wrote %1").arg(path) : QObject::tr("Wrote %1 (%2)").arg(path, note);
    } catch (const std::exception &e) {
        reportFailure(parent, e);
        return {};
    }
}

QString exportFramesDialog(QWidget *parent, const std::shared_ptr<const RunRecord> &run, SimTime until)
{
    if (!run)
        return {};
    const QString dir = QFileDialog::getExistingDirectory(parent, QObject::tr("Folder for the frames"), lastFolder());
    if (dir.isEmpty())
        return {};
    rememberFolder(dir);
    bool ok = false;
    const int count =
        QInputDialog::getInt(parent, QObject::tr("Animation frames"),
                             QObject::tr("How many frames, from the start to the cursor?"), 60, 2, 2000, 1, &ok);
    if (!ok)
        return {};
    try {
        exportFrames(run, dir, SimTime(), until > SimTime() ? until : run->endTime(), count);
        return QObject::tr("Wrote %1 frames into %2").arg(count).arg(dir);
    } catch (const std::exception &e) {
        reportFailure(parent, e);
        return {};
    }
}

} // namespace corrsim
