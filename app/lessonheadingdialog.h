#pragma once
// Lesson › Title and summary: what the class reads above the lesson, and the line under
// its name in the lessons list. The lesson's name follows the file it is saved as.

#include <QDialog>

class QLineEdit;
class QPlainTextEdit;

namespace corrsim {

class LessonHeadingDialog : public QDialog
{
    Q_OBJECT
public:
    LessonHeadingDialog(const QString &title, const QString &summary, QWidget *parent = nullptr);
    QString title() const;
    QString summary() const;
    // For tests: the fields.
    QLineEdit *titleEdit() const { return m_title; }
    QPlainTextEdit *summaryEdit() const { return m_summary; }
    void accept() override;

private:
    QLineEdit *m_title;
    QPlainTextEdit *m_summary;
};

} // namespace corrsim
