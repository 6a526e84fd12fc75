#pragma once
// File › New lesson: a lesson about a system of the teacher's own starts from a template
// (request and reply, asynchronous callbacks with a pending store, outbox with relay and
// inbox, a choreographed and an orchestrated saga), each shown with its summary. The
// lesson opens unsaved, named "new-lesson"; Save as names it after its file.

#include <QDialog>

class QLabel;
class QListWidget;

namespace corrsim {

class Scenario;

class NewLessonDialog : public QDialog
{
    Q_OBJECT
public:
    explicit NewLessonDialog(QWidget *parent = nullptr);
    /// The template chosen, as a lesson of its own: named "new-lesson", its title and
    /// summary the template's (Lesson › Title and summary changes them).
    Scenario lesson() const;
    /// For tests: the list, one row a template.
    QListWidget *templates() const { return m_list; }

private:
    QListWidget *m_list;
    QLabel *m_summary;
};

} // namespace corrsim
