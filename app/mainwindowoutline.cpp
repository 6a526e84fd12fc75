// MainWindow: the lesson outline, for the lesson's author (app/lessonoutline.h). A tab
// beside the event log: wide enough for a note and where it stands, out of sight until
// chosen, and hidden with the other tabs in presentation mode.

#include "mainwindow.h"

#include "lessonauthor.h"
#include "lessonoutline.h"
#include "playback.h"
#include "scenario/scenario.h"

#include <QTabWidget>

namespace corrsim {

void MainWindow::buildOutline()
{
    m_outline = new LessonOutline(this);
    m_bottomTabs->addTab(m_outline, tr("Outline"));
    connect(m_outline, &LessonOutline::eventChosen, this, [this](size_t event) { m_playback->setCursor(event); });
    connect(m_outline, &LessonOutline::editNoteAsked, this, &MainWindow::editNote);
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

} // namespace corrsim
