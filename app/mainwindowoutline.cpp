// MainWindow: the lesson outline, for the lesson's author (app/lessonoutline.h). A tab
// beside the event log: wide enough for a note and where it stands, out of sight until
// chosen, and hidden with the other tabs in presentation mode. And what a kept fault did
// to the notes: a note anchored on an ordinal alone can move onto the copy it adds.

#include "mainwindow.h"

#include "anchorwords.h"
#include "lessonauthor.h"
#include "lessonoutline.h"
#include "playback.h"
#include "qtext.h"
#include "scenario/noteanchor.h"
#include "scenario/scenario.h"

#include <QMessageBox>
#include <QTabWidget>

namespace corrsim {

void MainWindow::buildOutline()
{
    m_outline = new LessonOutline(this);
    m_bottomTabs->addTab(m_outline, tr("Outline"));
    connect(m_outline, &LessonOutline::eventChosen, this, [this](size_t event) { m_playback->setCursor(event); });
    connect(m_outline, &LessonOutline::editNoteAsked, this, &MainWindow::editNote);
    connect(m_outline, &LessonOutline::moveNoteAsked, this, &MainWindow::moveNote);
    connect(m_outline, &LessonOutline::deleteNoteAsked, this, [this](size_t entry) {
        m_author->edit(
            tr("Delete note"), [entry](Scenario &s) { s.removeNote(entry); }, false);
    });
}

void MainWindow::showOutline()
{
    if (m_presenting) // every note of the lesson, later ones too: not for the class's screen
        return showMessage(tr("The outline shows every note: leave presentation mode to see it."), 6000);
    m_bottomTabs->setCurrentWidget(m_outline);
}

void MainWindow::moveNote(size_t entry)
{
    const long event = anchorEvent();
    const std::optional<NoteAnchor> on =
        m_run && event >= 0 ? NoteAnchor::of(m_run->trace(), size_t(event)) : std::nullopt;
    if (!on || !m_runs->scenario())
        return showMessage(tr("Put the cursor on the event the note belongs before (a message, a store change, a "
                              "state), then press M on the note."),
                           8000);
    m_author->edit(
        tr("Move note"), [&](Scenario &s) { s.moveNote(entry, *on); }, false);
}

void MainWindow::keepFaults(const QString &what, const std::function<void(Scenario &)> &keep)
{
    const Scenario *scenario = m_runs->scenario();
    if (!scenario || !m_run)
        return;
    m_notesBeforeKeep = noteSubjects(*scenario, m_run->trace());
    if (!m_author->edit(what, keep, true))
        m_notesBeforeKeep.reset();
}

void MainWindow::reportDisplacedNotes()
{
    const std::optional<std::vector<std::optional<NoteSubject>>> before = std::exchange(m_notesBeforeKeep, {});
    const Scenario *scenario = m_runs->scenario();
    if (!before || !scenario)
        return;
    const std::vector<NoteShift> shifts = shiftedNotes(*before, noteSubjects(*scenario, m_run->trace()));
    if (shifts.empty())
        return;
    const std::vector<std::string> texts = scenario->narrativeTexts();
    QStringList lines;
    for (const NoteShift &shift : shifts)
        lines
            << tr("• “%1”: %2").arg(shift.entry < texts.size() ? qs(texts[shift.entry]) : QString(), shiftWords(shift));
    auto *box = new QMessageBox(QMessageBox::Information, tr("Fault kept"),
                                tr("Keeping it moved %n of the lesson’s notes:", nullptr, int(shifts.size())),
                                QMessageBox::Ok, this);
    box->setInformativeText(lines.join(QLatin1Char('\n')) + QStringLiteral("\n\n") +
                            tr("A note on an ordinal alone (“the 3rd delivery”) follows the ordinal. Edit › Undo "
                               "takes the fault back out; the outline lists every note and where it stands."));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setWindowModality(Qt::NonModal);
    box->setObjectName(QStringLiteral("displacedNotes"));
    box->show();
}

} // namespace corrsim
