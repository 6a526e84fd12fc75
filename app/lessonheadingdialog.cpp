#include "lessonheadingdialog.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>

namespace corrsim {

LessonHeadingDialog::LessonHeadingDialog(const QString &title, const QString &summary, QWidget *parent)
    : QDialog(parent), m_title(new QLineEdit(title, this)), m_summary(new QPlainTextEdit(summary, this))
{
    setWindowTitle(tr("Title and summary"));
    auto *form = new QFormLayout(this);
    m_title->setMinimumWidth(m_title->fontMetrics().averageCharWidth() * 60);
    form->addRow(tr("&Title:"), m_title);
    m_summary->setTabChangesFocus(true);
    m_summary->setFixedHeight(m_summary->fontMetrics().lineSpacing() * 5);
    form->addRow(tr("&Summary:"), m_summary);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &LessonHeadingDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    form->addRow(buttons);
}

QString LessonHeadingDialog::title() const
{
    return m_title->text().simplified();
}

QString LessonHeadingDialog::summary() const
{
    return m_summary->toPlainText().simplified();
}

void LessonHeadingDialog::accept()
{
    if (title().isEmpty()) {
        QMessageBox::information(this, windowTitle(), tr("A lesson needs a title: the class reads it first."));
        return m_title->setFocus();
    }
    QDialog::accept();
}

} // namespace corrsim
