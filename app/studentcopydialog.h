#pragma once
// File › Export student copy, before the file is chosen: the texts the copy would still
// carry that state what a predict step asks (run/studentcopy.h), each to hold back from
// the students or rephrase for them. The teacher's copy keeps every text as written.

#include "run/studentcopy.h"
#include "scenario/studentcopychange.h"

#include <QDialog>

#include <vector>

class QCheckBox;
class QPlainTextEdit;

namespace corrsim {

class StudentCopyDialog : public QDialog
{
    Q_OBJECT
public:
    StudentCopyDialog(const std::vector<StudentCopySpoiler> &spoilers, QWidget *parent = nullptr);
    /// What the student copy changes: each text held back or rephrased (one left as it
    /// is changes nothing).
    std::vector<StudentCopyChange> changes() const;
    // For tests: each text's field and its hold-back box, in the spoilers' order.
    const std::vector<QPlainTextEdit *> &texts() const { return m_texts; }
    const std::vector<QCheckBox *> &holdBacks() const { return m_holdBacks; }

private:
    std::vector<StudentCopySpoiler> m_spoilers;
    std::vector<QPlainTextEdit *> m_texts;
    std::vector<QCheckBox *> m_holdBacks;
};

} // namespace corrsim
