#pragma once
// The words of a narrative note, as a teacher writes them in the app: Lesson › Add note
// here (a note, which may pause playback), Ask here (a predict step: the question, the
// choices, which one is right and the reveal) and Edit note. The event it belongs to is
// named above the words and stays as it was; the dialog checks what the format requires
// before it closes, so the lesson never refuses what was typed.

#include "scenario/narrativenote.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;

namespace corrsim {

class NoteDialog : public QDialog
{
    Q_OBJECT
public:
    /// `where` names the event in words; `question`: a predict step's fields are shown.
    NoteDialog(const QString &title, const QString &where, const NarrativeNote &note, bool question,
               QWidget *parent = nullptr);
    /// The words as typed, on the note's anchor.
    NarrativeNote note() const;

    // For tests: the fields, filled without a keyboard.
    QPlainTextEdit *textEdit() const { return m_text; }
    QLineEdit *askEdit() const { return m_ask; }
    QPlainTextEdit *choicesEdit() const { return m_choices; }
    QComboBox *answerBox() const { return m_answer; }
    QPlainTextEdit *revealEdit() const { return m_reveal; }
    /// What stops OK ("" when the words are complete).
    QString problem() const;

    void accept() override;

private:
    void updateAnswers();
    NarrativeNote m_note;
    bool m_question;
    QPlainTextEdit *m_text = nullptr;
    QCheckBox *m_pause = nullptr;
    QLineEdit *m_ask = nullptr;
    QPlainTextEdit *m_choices = nullptr;
    QComboBox *m_answer = nullptr;
    QPlainTextEdit *m_reveal = nullptr;
    QLabel *m_problem = nullptr;
};

} // namespace corrsim
