#pragma once
// Lesson › Participants: the lesson's participants, each added (from a starter that
// runs), renamed (every reference follows) or removed (refused while anything names
// it), and its fields set in a form made from its kind's declarations, as the
// parameter tree is. Every change is one undoable edit, checked as it is made: a change
// the lesson refuses is not made, and the dialog says why in the loader's words. The
// window re-runs the lesson behind it.

#include <QDialog>

#include <functional>
#include <string>

class QFormLayout;
class QLabel;
class QListWidget;
class QPushButton;
class QWidget;

namespace corrsim {

class LessonAuthor;
class RunController;
struct ParticipantField;
struct ParticipantEntry;

class ParticipantsDialog : public QDialog
{
    Q_OBJECT
public:
    ParticipantsDialog(LessonAuthor *author, RunController *runs, QWidget *parent = nullptr);

    /// Shows `name`'s form (the first participant's when there is none such).
    void select(const QString &name);
    /// Adds a participant of `kind` called `name` from its starter; false (and the
    /// reason shown) when the lesson refuses it.
    bool addParticipant(const QString &kind, const QString &name);
    bool renameSelected(const QString &to);
    bool removeSelected();
    /// Sets a field of the selected participant from what the author typed or chose.
    bool setField(const QString &field, const QString &typed);

    // For tests and the screen reader: what the dialog shows.
    QListWidget *list() const { return m_list; }
    QLabel *problem() const { return m_problem; }
    QWidget *editorFor(const QString &field) const;

private:
    void refill(const QString &select);
    void showForm();
    QWidget *editor(const ParticipantField &field, const ParticipantEntry &p);
    bool apply(const QString &what, const std::function<void(class Scenario &)> &change);
    QString selectedName() const;
    void askToAdd();
    void askToRename();
    void askToRemove();

    LessonAuthor *m_author;
    RunController *m_runs;
    QListWidget *m_list;
    QLabel *m_heading, *m_problem;
    QWidget *m_formHost;
    QFormLayout *m_form = nullptr;
    QPushButton *m_rename, *m_remove;
    QString m_refusal; // what the last refused edit said
};

} // namespace corrsim
