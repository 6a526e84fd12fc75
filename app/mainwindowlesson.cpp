// The window's lesson authoring (docs/authoring.md): File › Save lesson, Save lesson as
// and Recover unsaved edits (Export student copy: mainwindowstudentcopy.cpp); Edit › Undo and Redo; Lesson › Add note
// here, Ask here, Edit note and Delete note, each on the selected event (or the one at the
// cursor). The edits themselves are the LessonAuthor's; this file asks for the words and
// says what happened.

#include "mainwindow.h"

#include "anchorwords.h"
#include "classsession.h"
#include "findingtext.h"
#include "lessonauthor.h"
#include "lessonheadingdialog.h"
#include "lessonproblemtext.h"
#include "newlessondialog.h"
#include "notedialog.h"
#include "participantsdialog.h"
#include "playback.h"
#include "qtext.h"
#include "recentfiles.h"
#include "run/lessoncheck.h"
#include "run/lessonnotes.h"
#include "run/runrecord.h"
#include "run/sagametrics.h"
#include "run/storehistory.h"
#include "scenario/newexpectation.h"
#include "scenario/noteanchor.h"
#include "scenario/scenario.h"

#include <QCloseEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QStandardPaths>
#include <QUndoStack>

namespace corrsim {

void MainWindow::buildAuthoringMenus(QMenu *file, QAction *before)
{
    m_author = new LessonAuthor(m_runs, this);
    m_runs->setLeaveGuard([this] { return mayLeaveEdits(); });
    connect(m_author, &LessonAuthor::modifiedChanged, this, &QWidget::setWindowModified);
    connect(m_author, &LessonAuthor::refused, this, &MainWindow::showRefused);
    connect(m_author, &LessonAuthor::recoveryFailed, this, [this](const QString &reason) {
        showMessage(tr("Your unsaved edits are only in memory: the recovery file could not be written (%1). Save "
                       "the lesson where there is room.")
                        .arg(reason),
                    20000);
    });

    QAction *save = new QAction(tr("&Save lesson"), this);
    save->setShortcut(QKeySequence::Save);
    save->setObjectName(QStringLiteral("saveLesson"));
    connect(save, &QAction::triggered, this, [this] { saveLesson(false); });
    QAction *saveAs = new QAction(tr("Save lesson &as…"), this);
    saveAs->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S)); // the platform may name none
    connect(saveAs, &QAction::triggered, this, [this] { saveLesson(true); });
    QAction *student = new QAction(tr("Export s&tudent copy…"), this);
    student->setToolTip(tr("The lesson without its answers and reveals, and a teacher's copy with them"));
    connect(student, &QAction::triggered, this, &MainWindow::exportStudentCopy);
    QAction *newLesson = new QAction(tr("&New lesson…"), this);
    newLesson->setToolTip(tr("A lesson about a system of your own, from a template"));
    connect(newLesson, &QAction::triggered, this, &MainWindow::newLesson);
    QMenu *recover = new QMenu(tr("Recover &unsaved edits"), this);
    connect(recover, &QMenu::aboutToShow, this, [this, recover] {
        recover->clear();
        for (const LessonAuthor::Recovery &r : LessonAuthor::recoveries())
            if (!r.writerAlive()) // another window's, still open there, is not lost
                recover->addAction(r.words(), this, [this, r] { m_author->restore(r); });
        if (recover->isEmpty())
            recover->addAction(tr("(no unsaved edits to recover)"))->setEnabled(false);
    });
    file->insertActions(before, {newLesson, save, saveAs, student});
    file->insertMenu(before, recover);
    file->insertSeparator(before);
    for (QAction *a : {save, saveAs, student})
        a->setEnabled(false);
    connect(m_runs, &RunController::runReady, this, [this, save, saveAs, student] {
        for (QAction *a : {save, saveAs, student})
            a->setEnabled(m_runs->scenario() != nullptr);
    });

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    QAction *undo = m_author->undoStack()->createUndoAction(this, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    QAction *redo = m_author->undoStack()->createRedoAction(this, tr("&Redo"));
    redo->setShortcut(QKeySequence::Redo);
    edit->addActions({undo, redo});

    QMenu *lesson = menuBar()->addMenu(tr("&Lesson"));
    lesson->addAction(tr("Add &note here…"), this, [this] { addNoteHere(false); })
        ->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_N));
    lesson->addAction(tr("&Ask here (a predict step)…"), this, [this] { addNoteHere(true); })
        ->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N));
    lesson->addSeparator();
    lesson->addAction(tr("E&xpect this event (how many the run has)…"), this, [this] { expectEvent(); });
    lesson->addSeparator();
    lesson->addAction(tr("&Title and summary…"), this, &MainWindow::editLessonHeading);
    lesson->addAction(tr("Pa&rticipants…"), this, [this] { editParticipants({}); });
    lesson->addAction(tr("&Outline (every note, step and expectation)"), this, &MainWindow::showOutline)
        ->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    lesson->addAction(tr("&Edit the note at the cursor…"), this, &MainWindow::editNoteAtCursor);
    lesson->addAction(tr("&Delete the note at the cursor"), this, &MainWindow::deleteNoteAtCursor);
    m_session->addActions(lesson);
}

void MainWindow::expectEvent(long event)
{
    if (event < 0)
        event = anchorEvent();
    size_t total = 0;
    const std::optional<NoteAnchor> like =
        m_runs->scenario() && event >= 0 ? NoteAnchor::of(m_run->trace(), size_t(event), &total) : std::nullopt;
    if (!like)
        return showMessage(tr("Select an event of the run (a message, a store change, a state): the expectation "
                              "counts the events like it."),
                           8000);
    // The fields that name it, any occurrence: what the count's filter matches.
    NewExpectation::Count count{like->kind, like->type, like->detail, like->correlationId, like->actor, total};
    NoteAnchor any = *like;
    any.occurrence = 1;
    addExpectation({tr("%1 × %2").arg(total).arg(qs(any.words().substr(4))).toStdString(), count});
}

void MainWindow::addExpectActions(QMenu *menu, int store, const QString &storeName, const QString &key)
{
    if (!m_run || !m_runs->scenario() || store < 0 || !m_run->stores)
        return;
    const Trace &t = m_run->trace();
    // What the store holds at the end of the run: the expectation checks the end.
    const StoredEntry *last = nullptr;
    const std::vector<StoredEntry> end = m_run->stores->contents(size_t(store), t.size());
    for (const StoredEntry &e : end)
        if (qs(t.ids().format(e.key)) == key)
            last = &e;
    QMenu *expect = menu->addMenu(tr("Expect this at the end of the run"));
    const std::string storeText = storeName.toStdString(), keyText = key.toStdString();
    if (!last) {
        expect->addAction(tr("%1 is gone from %2").arg(key, storeName), this, [=, this] {
            addExpectation({tr("%1 is gone from %2").arg(key, storeName).toStdString(),
                            NewExpectation::StoreValue{storeText, keyText, {}, {}, false}});
        });
        return;
    }
    for (const Field &f : t.records().fields(last->record)) {
        const QString field = qs(t.names().text(f.name)), value = qs(formatValue(f.value, t.names(), t.ids()));
        expect->addAction(tr("%1 %2 is %3").arg(key, field, value), this, [=, this] {
            addExpectation(
                {tr("%1 %2 is %3").arg(key, field, value).toStdString(),
                 NewExpectation::StoreValue{storeText, keyText, field.toStdString(), value.toStdString(), true}});
        });
    }
}

void MainWindow::addSagaExpectActions(QMenu *menu, const SagaInstance &saga)
{
    if (!m_runs->scenario())
        return;
    // The state it is in at the end of the run: its owner's state change to it.
    const NewExpectation::Count reaches{EventKind::StateChange, {}, saga.state, {}, saga.owner, 1, saga.id, true};
    const QString words = tr("saga %1 reaches %2").arg(qs(saga.id), qs(saga.state));
    menu->addAction(tr("Expect this: %1").arg(words), this, [this, reaches, words] {
        addExpectation({words.toStdString(), reaches});
    });
}

bool MainWindow::addExpectation(NewExpectation expectation)
{
    bool ok = false;
    const QString name = QInputDialog::getText(this, tr("Expect this"),
                                               tr("The expectation's name, as the lesson shows it once the run "
                                                  "has decided it:"),
                                               QLineEdit::Normal, qs(expectation.name), &ok)
                             .trimmed();
    if (!ok || name.isEmpty())
        return false;
    expectation.name = name.toStdString();
    return m_author->edit(
        tr("Expect %1").arg(name), [&](Scenario &s) { s.addExpectation(expectation); }, false);
}

long MainWindow::anchorEvent() const
{
    if (!m_run)
        return -1;
    const Trace &t = m_run->trace();
    size_t i = m_selectedEvent >= 0 ? size_t(m_selectedEvent) : m_playback->cursor();
    // A note sits right before its event: a note at the cursor means the event after it.
    while (i < t.size() && t[i].kind == EventKind::Note)
        ++i;
    return i < t.size() ? long(i) : -1;
}

void MainWindow::addNoteHere(bool question)
{
    const Scenario *scenario = m_runs->scenario();
    const long event = anchorEvent();
    const std::optional<NoteAnchor> anchor =
        scenario && event >= 0 ? NoteAnchor::of(m_run->trace(), size_t(event)) : std::nullopt;
    if (!anchor) {
        showMessage(scenario ? tr("Select an event of the run (a message, a store change, a state): a note goes "
                                  "right before it, wherever a parameter change moves it.")
                             : tr("A trace read from a file is not a lesson: open its scenario to add notes."),
                    8000);
        return;
    }
    NarrativeNote note;
    note.on = *anchor;
    NoteDialog dialog(question ? tr("Ask here") : tr("Add note here"), *eventWords(m_run->trace(), size_t(event)), note,
                      question, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    // After the notes that come before this event, in the order the class reads them.
    const std::vector<LessonNote> notes = lessonNotes(m_run->trace());
    const std::vector<std::optional<size_t>> noteOf = notesOfNarrative(*scenario, notes);
    size_t index = 0;
    for (size_t n = 0; n < noteOf.size(); ++n)
        if (noteOf[n] && notes[*noteOf[n]].event < size_t(event))
            index = n + 1;
    const NarrativeNote written = dialog.note();
    if (m_author->edit(
            question ? tr("Ask here") : tr("Add note"), [&](Scenario &s) { s.insertNote(index, written); }, false))
        m_showEntry = index;
}

void MainWindow::showNarrativeEntry(size_t entry)
{
    const std::vector<LessonNote> notes = lessonNotes(m_run->trace());
    const std::vector<std::optional<size_t>> noteOf = notesOfNarrative(*m_runs->scenario(), notes);
    if (entry < noteOf.size() && noteOf[entry])
        m_playback->setCursor(notes[*noteOf[entry]].event);
}

std::optional<size_t> MainWindow::narrativeEntryAtCursor() const
{
    const Scenario *scenario = m_runs->scenario();
    if (!scenario || !m_run)
        return std::nullopt;
    const std::vector<LessonNote> notes = lessonNotes(m_run->trace());
    const std::vector<std::optional<size_t>> noteOf = notesOfNarrative(*scenario, notes);
    std::optional<size_t> entry;
    size_t shownAt = 0;
    for (size_t n = 0; n < noteOf.size(); ++n)
        if (noteOf[n] && notes[*noteOf[n]].event <= m_playback->cursor() &&
            (!entry || notes[*noteOf[n]].event >= shownAt)) {
            entry = n;
            shownAt = notes[*noteOf[n]].event;
        }
    return entry;
}

void MainWindow::editNoteAtCursor()
{
    const std::optional<size_t> entry = narrativeEntryAtCursor();
    if (!entry)
        return showMessage(tr("No note is shown at the cursor: step to one, or add one with Lesson › Add note here."),
                           8000);
    editNote(*entry);
}

void MainWindow::editNote(size_t entry)
{
    const Scenario *scenario = m_runs->scenario();
    if (!scenario || !m_run)
        return;
    const std::vector<LessonNote> notes = lessonNotes(m_run->trace());
    const std::vector<std::optional<size_t>> noteOf = notesOfNarrative(*scenario, notes);
    if (entry >= noteOf.size() || !noteOf[entry])
        return showMessage(tr("This note's event does not happen in this run, so it cannot be edited here: put the "
                              "run back, or delete the note and add it where it belongs."),
                           8000);
    const LessonNote &shown = notes[*noteOf[entry]];
    // Named by the event it stands before, in words: the author sees which one it is.
    const std::optional<size_t> before = eventAfterNote(m_run->trace(), shown.event);
    const std::optional<QString> where = before ? eventWords(m_run->trace(), *before) : std::nullopt;
    NarrativeNote note;
    note.text = shown.text;
    note.pause = shown.pause && !shown.isQuestion();
    if (shown.isQuestion())
        note.question = LessonQuestion{shown.ask, shown.choices, shown.answer, shown.reveal};
    NoteDialog dialog(tr("Edit note"), where.value_or(tr("the end of the run")), note, shown.isQuestion(), this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const NarrativeNote written = dialog.note();
    if (m_author->edit(
            tr("Edit note"), [&](Scenario &s) { s.rewordNote(entry, written); }, false))
        m_showEntry = entry;
}

void MainWindow::deleteNoteAtCursor()
{
    const std::optional<size_t> entry = narrativeEntryAtCursor();
    if (!entry)
        return showMessage(tr("No note is shown at the cursor: step to the one to delete."), 8000);
    m_author->edit(
        tr("Delete note"), [&](Scenario &s) { s.removeNote(*entry); }, false);
}

bool MainWindow::saveLesson(bool askWhere)
{
    QString path = m_author->path();
    if (askWhere || path.isEmpty()) {
        const QString start = QFileInfo(m_author->suggestedFileName()).isAbsolute()
                                  ? m_author->suggestedFileName()
                                  : QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation) +
                                        QLatin1Char('/') + m_author->suggestedFileName();
        path = QFileDialog::getSaveFileName(this, tr("Save lesson"), start, tr("Scenario (*.json)"));
        if (path.isEmpty())
            return false;
    }
    if (!classroomChecksPassOrSaveAnyway())
        return false;
    try {
        m_author->save(path);
        m_recent->add(QFileInfo(path).absoluteFilePath());
        showMessage(tr("Saved %1: it plays here now, and `corrsim validate --lesson` checks it").arg(path), 8000);
        return true;
    } catch (const std::exception &e) {
        showError(tr("Save lesson"), tr("Nothing was written: %1").arg(errorText(e)));
        return false;
    }
}

bool MainWindow::classroomChecksPassOrSaveAnyway()
{
    // What `corrsim validate --lesson` would say, asked before the file is written: a
    // note whose event never happens, a step after its deciding event, a text that gives
    // an answer away. The author may still save a lesson in the making.
    const Scenario *s = m_runs->scenario();
    if (!s)
        return true;
    const LessonCheck check = checkLesson(*s);
    if (check.problems.empty())
        return true;
    QStringList lines;
    for (const LessonProblem &p : check.problems)
        lines << (p.where.empty() ? lessonProblemText(p)
                                  : QStringLiteral("%1: %2").arg(lessonProblemPlace(p), lessonProblemText(p)));
    QMessageBox ask(QMessageBox::Warning, tr("Save lesson"),
                    tr("A class would meet %n problem(s) in this lesson (corrsim validate --lesson):", nullptr,
                       int(check.problems.size())),
                    QMessageBox::NoButton, this);
    ask.setInformativeText(lines.mid(0, 5).join(QLatin1Char('\n')) +
                           (lines.size() > 5 ? tr("\n… and %n more", nullptr, int(lines.size() - 5)) : QString()));
    ask.setDetailedText(lines.join(QLatin1Char('\n')));
    QPushButton *save = ask.addButton(tr("&Save anyway"), QMessageBox::AcceptRole);
    ask.addButton(QMessageBox::Cancel);
    ask.setDefaultButton(QMessageBox::Cancel);
    ask.exec();
    return ask.clickedButton() == save;
}

void MainWindow::newLesson()
{
    NewLessonDialog d(this);
    if (d.exec() != QDialog::Accepted)
        return;
    try {
        if (m_runs->openNew(d.lesson()))
            showMessage(tr("A new lesson from a template: Lesson › Title and summary names it, File › Save lesson "
                           "as writes it."),
                        10000);
    } catch (const std::exception &e) {
        showError(tr("New lesson"), errorText(e));
    }
}

void MainWindow::editLessonHeading()
{
    const Scenario *s = m_runs->scenario();
    if (!s)
        return showMessage(tr("A trace read from a file is not a lesson: open its scenario to edit it."), 8000);
    LessonHeadingDialog d(qs(s->info().title), qs(s->info().summary), this);
    if (d.exec() != QDialog::Accepted)
        return;
    const std::string title = d.title().toStdString(), summary = d.summary().toStdString();
    m_author->edit(
        tr("title and summary"), [&](Scenario &edited) { edited.setHeading(edited.info().name, title, summary); },
        false);
}

void MainWindow::editParticipants(const QString &name)
{
    if (!m_runs->scenario())
        return showMessage(tr("A trace read from a file is not a lesson: open its scenario to edit it."), 8000);
    ParticipantsDialog d(m_author, m_runs, this);
    if (!name.isEmpty())
        d.select(name);
    d.exec();
}

void MainWindow::offerRecovery()
{
    // The newest edits a crashed window left; the others stay in File › Recover.
    for (const LessonAuthor::Recovery &r : LessonAuthor::recoveries()) {
        if (r.writerAlive())
            continue;
        QMessageBox ask(QMessageBox::Question, tr("Unsaved edits"),
                        tr("Unsaved edits to %1. Restore them?").arg(r.words()), QMessageBox::NoButton, this);
        QPushButton *restore = ask.addButton(tr("&Restore"), QMessageBox::AcceptRole);
        QPushButton *discard = ask.addButton(tr("&Discard"), QMessageBox::DestructiveRole);
        ask.addButton(tr("&Not now"), QMessageBox::RejectRole);
        ask.setDefaultButton(restore);
        ask.setInformativeText(tr("Not now keeps them in File › Recover unsaved edits."));
        ask.exec();
        if (ask.clickedButton() == restore)
            m_author->restore(r);
        else if (ask.clickedButton() == discard)
            LessonAuthor::removeRecovery(r.file);
        return;
    }
}

bool MainWindow::mayLeaveEdits()
{
    if (!m_author || !m_author->modified())
        return true;
    const auto answer = QMessageBox::question(
        this, tr("Unsaved lesson edits"), tr("The lesson has edits that are not saved. Save them before going on?"),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return saveLesson(false);
    if (answer == QMessageBox::Discard) {
        m_author->discardRecovery();
        return true;
    }
    return false;
}

} // namespace corrsim
