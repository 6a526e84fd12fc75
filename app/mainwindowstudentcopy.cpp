// MainWindow: File › Export student copy. The texts the copy would still carry that state
// a predict step's answer are offered first, to hold back or rephrase
// (app/studentcopydialog.h); then the file is chosen, and the teacher's copy written
// beside it.

#include "mainwindow.h"

#include "findingtext.h"
#include "lessonauthor.h"
#include "run/studentcopy.h"
#include "scenario/scenario.h"
#include "studentcopydialog.h"

#include <QFileDialog>
#include <QFileInfo>
#include <QStandardPaths>

namespace corrsim {

std::optional<std::vector<StudentCopyChange>> MainWindow::studentCopyChanges()
{
    const Scenario *scenario = m_runs->scenario();
    const std::vector<StudentCopySpoiler> spoilers =
        scenario ? studentCopySpoilers(*scenario) : std::vector<StudentCopySpoiler>();
    if (spoilers.empty())
        return std::vector<StudentCopyChange>();
    StudentCopyDialog ask(spoilers, this);
    if (ask.exec() != QDialog::Accepted)
        return std::nullopt;
    return ask.changes();
}

void MainWindow::exportStudentCopy()
{
    // Beside the lesson's file, or in Documents for a built-in lesson.
    const QString folder = m_author->path().isEmpty()
                               ? QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation)
                               : QFileInfo(m_author->path()).absolutePath();
    const QString start = folder + QLatin1Char('/') + QFileInfo(m_author->suggestedFileName()).completeBaseName() +
                          QStringLiteral("-student.json");
    const std::optional<std::vector<StudentCopyChange>> changes = studentCopyChanges();
    if (!changes)
        return;
    const QString path = QFileDialog::getSaveFileName(this, tr("Export student copy"), start, tr("Scenario (*.json)"));
    if (path.isEmpty())
        return;
    try {
        const QString teacher = m_author->exportStudentCopy(path, *changes);
        showMessage(tr("Wrote %1 (no answers, no reveals) and %2 (with them)").arg(path, teacher), 10000);
    } catch (const std::exception &e) {
        showError(tr("Export student copy"), tr("Nothing was written: %1").arg(errorText(e)));
    }
}

} // namespace corrsim
