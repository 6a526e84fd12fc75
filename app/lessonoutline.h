#pragma once
// The lesson's outline, for its author: every note and predict step in the lesson's
// order, each with where it stands in the run shown ("31 ms, before the 2nd delivery of
// payment.callback") or that its event does not happen in this run; then every
// expectation with its verdict; above them, what `corrsim validate --lesson` would say of
// the lesson as it stands (a note never shown, a step after its deciding event, a text that
// gives an answer away), checked off the GUI thread after every change. A parameter
// change re-resolves each note, so the outline shows at once which ones moved or are
// gone; M (or the note's menu) puts a note on the event at the cursor; a note a change carried onto another
// conversation (or onto the network's copy) than in the lesson as written says so (run/noteshift.h). Double-click goes
// to a note's event; Enter or F2 edits its words; Delete removes the note (the window makes it an undoable edit). Not
// shown to a class.

#include "backgroundjob.h"
#include "run/lessoncheck.h"
#include "run/noteshift.h"

#include <QWidget>

#include <memory>

class QTreeWidget;
class QTreeWidgetItem;

namespace corrsim {

class Scenario;
struct RunRecord;

class LessonOutline : public QWidget
{
    Q_OBJECT
public:
    explicit LessonOutline(QWidget *parent = nullptr);
    /// `scenario` made `run`; none for a trace read from a file (its notes only).
    void setRun(const std::shared_ptr<const RunRecord> &run, const Scenario *scenario);
    QTreeWidget *tree() const { return m_tree; }
    /// The classroom checks of the last run's lesson are still being made.
    bool checking() const { return m_checks.running(); }

signals:
    void eventChosen(size_t event);
    /// Delete pressed on note `entry` of "narrative".
    void deleteNoteAsked(size_t entry);
    /// Enter or F2 pressed on note `entry`: edit its words in place.
    void editNoteAsked(size_t entry);
    /// M pressed on note `entry`: put it on the event at the diagram's cursor.
    void moveNoteAsked(size_t entry);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    /// The note's words take half the width, where it stands the other half.
    void resizeEvent(QResizeEvent *event) override;

private:
    /// What is checked off the GUI thread: the classroom checks, and the notes the run
    /// shows on another subject than the lesson as written does.
    struct Checked
    {
        LessonCheck lesson;
        std::vector<NoteShift> shifts;
    };
    void showChecks();
    void markShifts(const std::vector<NoteShift> &shifts);

    QTreeWidget *m_tree;
    Job<Checked> m_checks;
    QTreeWidgetItem *m_checksRow = nullptr; // filled when the checks end
    QTreeWidgetItem *m_notesRow = nullptr;  // its notes marked when they end
};

} // namespace corrsim
