#include "lessonoutline.h"

#include "anchorwords.h"
#include "lessonproblemtext.h"
#include "qtext.h"
#include "run/lessonnotes.h"
#include "run/run.h"
#include "run/runrecord.h"
#include "scenario/noteanchor.h"
#include "scenario/scenario.h"
#include "trace/simtime.h"

#include <QHeaderView>
#include <QKeyEvent>
#include <QMenu>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace corrsim {

namespace {

constexpr int EventRole = Qt::UserRole + 1; // a note's trace event
constexpr int EntryRole = Qt::UserRole + 2; // its entry of "narrative"

/// Where a note stands: its time and the event it comes before, in words.
QString whereWords(const Trace &t, const LessonNote &note)
{
    const std::optional<size_t> next = eventAfterNote(t, note.event);
    const QString time = qs(formatClock(note.time));
    if (!next)
        return LessonOutline::tr("%1, at the end of the run").arg(time);
    const auto anchor = NoteAnchor::of(t, *next);
    return anchor ? LessonOutline::tr("%1, before %2").arg(time, anchorWords(*anchor)) : time;
}

} // namespace

LessonOutline::LessonOutline(QWidget *parent) : QWidget(parent)
{
    m_tree = new QTreeWidget;
    m_tree->setColumnCount(2);
    m_tree->setHeaderLabels({tr("Note, step or expectation"), tr("Where it stands in this run")});
    m_tree->header()->setSectionResizeMode(0, QHeaderView::Interactive);
    m_tree->header()->setStretchLastSection(true);
    m_tree->setWordWrap(false);
    m_tree->setAccessibleName(tr("Lesson outline"));
    m_tree->installEventFilter(this);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_tree);
    connect(&m_checks, &BackgroundJob::finished, this, &LessonOutline::showChecks);
    // A note's menu says what its keys do.
    m_tree->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_tree, &QWidget::customContextMenuRequested, this, [this](const QPoint &at) {
        const QTreeWidgetItem *item = m_tree->itemAt(at);
        const QVariant entry = item ? item->data(0, EntryRole) : QVariant();
        if (!entry.isValid())
            return;
        const size_t e = size_t(entry.toULongLong());
        QMenu menu;
        menu.addAction(tr("Edit its words…\tEnter"), this, [this, e] { emit editNoteAsked(e); });
        menu.addAction(tr("Move it to the event at the cursor\tM"), this, [this, e] { emit moveNoteAsked(e); });
        menu.addAction(tr("Delete it\tDel"), this, [this, e] { emit deleteNoteAsked(e); });
        menu.exec(m_tree->viewport()->mapToGlobal(at));
    });
    connect(m_tree, &QTreeWidget::itemDoubleClicked, this, [this](QTreeWidgetItem *item) {
        if (const QVariant e = item->data(0, EventRole); e.isValid())
            emit eventChosen(size_t(e.toULongLong()));
    });
}

void LessonOutline::setRun(const std::shared_ptr<const RunRecord> &run, const Scenario *scenario)
{
    m_tree->clear();
    m_checksRow = nullptr;
    m_notesRow = nullptr;
    m_checks.stop();
    if (!run)
        return;
    const Trace &t = run->trace();
    const std::vector<LessonNote> notes = lessonNotes(t);
    auto *notesRow = m_notesRow = new QTreeWidgetItem(m_tree, {tr("Notes and predict steps")});
    auto addNote = [&](const QString &text, const LessonNote *note, std::optional<size_t> entry) {
        const QString words = note && note->isQuestion() ? tr("Step: %1").arg(qs(note->ask)) : text;
        auto *item = new QTreeWidgetItem(
            notesRow, {words, note ? whereWords(t, *note) : tr("gone: its event does not happen in this run")});
        item->setToolTip(0, text);
        if (note)
            item->setData(0, EventRole, qulonglong(note->event));
        else
            item->setForeground(1, QColor(0xb0, 0x30, 0x20));
        if (entry)
            item->setData(0, EntryRole, qulonglong(*entry));
    };
    size_t gone = 0;
    // Off the script too (after a parameter change), so the author sees which notes kept
    // their event at a new time and which lost it.
    if (scenario) {
        const std::vector<std::string> texts = scenario->narrativeTexts();
        const auto noteOf = notesOfNarrative(*scenario, notes);
        for (size_t i = 0; i < noteOf.size() && i < texts.size(); ++i) {
            addNote(qs(texts[i]), noteOf[i] ? &notes[*noteOf[i]] : nullptr, i);
            gone += noteOf[i] ? 0 : 1;
        }
    } else {
        for (const LessonNote &n : notes)
            addNote(qs(n.text), &n, std::nullopt);
    }
    notesRow->setText(1, gone ? tr("%n gone", nullptr, int(gone)) : QString());
    auto *expectRow = new QTreeWidgetItem(m_tree, {tr("Expectations")});
    size_t failed = 0;
    for (const ExpectationResult &r : run->expectations) {
        auto *item = new QTreeWidgetItem(expectRow, {qs(r.name), r.passed ? tr("held") : tr("failed")});
        if (r.event >= 0)
            item->setData(0, EventRole, qulonglong(r.event));
        failed += r.passed ? 0 : 1;
    }
    expectRow->setText(1, failed ? tr("%n failed", nullptr, int(failed)) : QString());
    if (scenario) {
        // Checked at every change, as `corrsim validate --lesson` would at Save: the
        // lesson and each variant run again, off the GUI thread.
        // First: a problem is what the author must see before reading on.
        m_checksRow = new QTreeWidgetItem({tr("Classroom checks"), tr("checking…")});
        m_tree->insertTopLevelItem(0, m_checksRow);
        // An edit that comes while a check runs waits for it (a few milliseconds a lesson):
        // checkLesson cannot stop midway. One not yet begun is skipped.
        // A note on an ordinal alone follows the ordinal onto another conversation when a
        // parameter reorders them: the lesson as written, run with this seed, says where
        // each stood.
        m_checks.start([lesson = *scenario, run](JobControl &control) -> std::optional<Checked> {
            if (control.stopRequested())
                return std::nullopt;
            Checked checked{checkLesson(lesson), {}};
            const Scenario written = lesson.withVariant(lesson.info().variant);
            if (written.narrativeTexts() == lesson.narrativeTexts()) {
                RunOptions options;
                options.seed = run->seed;
                const RunResult asWritten = runScenario(written, options);
                checked.shifts =
                    shiftedNotes(noteSubjects(written, asWritten.record->trace()), noteSubjects(lesson, run->trace()));
            }
            return checked;
        });
    }
    m_tree->expandAll();
}

void LessonOutline::showChecks()
{
    if (!m_checksRow)
        return;
    const Checked *checked = m_checks.result();
    if (!checked) {
        m_checksRow->setText(1, m_checks.ending() == BackgroundJob::Ending::Failed
                                    ? tr("could not run: %1").arg(m_checks.failure())
                                    : QString());
        return;
    }
    const LessonCheck *check = &checked->lesson;
    markShifts(checked->shifts);
    m_checksRow->setText(
        1, check->problems.empty()
               ? tr("none: a class meets no problem (runs of the lesson and its variants: %1)").arg(check->runs)
               : tr("problems a class would meet: %1").arg(check->problems.size()));
    if (!check->problems.empty())
        m_checksRow->setForeground(1, QColor(0xb0, 0x30, 0x20));
    for (const LessonProblem &p : check->problems) {
        auto *item = new QTreeWidgetItem(m_checksRow, {lessonProblemText(p), lessonProblemPlace(p)});
        item->setToolTip(0, item->text(0));
    }
    m_checksRow->setExpanded(true);
}

void LessonOutline::markShifts(const std::vector<NoteShift> &shifts)
{
    size_t moved = 0;
    for (const NoteShift &shift : shifts) {
        if (!shift.now)
            continue; // listed as gone already
        for (int row = 0; row < m_notesRow->childCount(); ++row) {
            QTreeWidgetItem *item = m_notesRow->child(row);
            if (item->data(0, EntryRole).toULongLong() != shift.entry)
                continue;
            // What moved first: the column is cut at its end.
            item->setText(1,
                          tr("%1 since the lesson as written; now %2", "moved from conversation B to A …; now 20 ms, "
                                                                       "before the delivery of …")
                              .arg(shiftWords(shift), item->text(1)));
            item->setToolTip(1, item->text(1));
            item->setForeground(1, QColor(0xb0, 0x30, 0x20));
            ++moved;
        }
    }
    if (moved) {
        const QString gone = m_notesRow->text(1);
        const QString movedWords = tr("%n moved", nullptr, int(moved));
        m_notesRow->setText(1, gone.isEmpty() ? movedWords : tr("%1, %2", "3 gone, 2 moved").arg(gone, movedWords));
    }
}

void LessonOutline::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    m_tree->header()->resizeSection(0, width() / 2);
}

bool LessonOutline::eventFilter(QObject *watched, QEvent *event)
{
    if (watched != m_tree || event->type() != QEvent::KeyPress)
        return QWidget::eventFilter(watched, event);
    const int key = static_cast<QKeyEvent *>(event)->key();
    const QTreeWidgetItem *item = m_tree->currentItem();
    const QVariant entry = item ? item->data(0, EntryRole) : QVariant();
    if (entry.isValid() && key == Qt::Key_Delete) {
        emit deleteNoteAsked(size_t(entry.toULongLong()));
        return true;
    }
    if (entry.isValid() && (key == Qt::Key_Return || key == Qt::Key_Enter || key == Qt::Key_F2)) {
        emit editNoteAsked(size_t(entry.toULongLong()));
        return true;
    }
    if (entry.isValid() && key == Qt::Key_M) {
        emit moveNoteAsked(size_t(entry.toULongLong()));
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace corrsim
