#include "notedialog.h"

#include "qtext.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QVBoxLayout>

namespace corrsim {

namespace {

QStringList linesOf(const QPlainTextEdit *edit)
{
    QStringList lines;
    for (const QString &line : edit->toPlainText().split(QLatin1Char('\n')))
        if (!line.trimmed().isEmpty())
            lines << line.trimmed();
    return lines;
}

QPlainTextEdit *textBox(const QString &text, int lines, QWidget *parent)
{
    auto *edit = new QPlainTextEdit(text, parent);
    edit->setTabChangesFocus(true);
    edit->setFixedHeight(edit->fontMetrics().lineSpacing() * lines + 12);
    return edit;
}

} // namespace

NoteDialog::NoteDialog(const QString &title, const QString &where, const NarrativeNote &note, bool question,
                       QWidget *parent)
    : QDialog(parent), m_note(note), m_question(question)
{
    setWindowTitle(title);
    auto *layout = new QVBoxLayout(this);
    auto *on = new QLabel(tr("Shown right before: %1").arg(where), this);
    on->setWordWrap(true);
    layout->addWidget(on);
    auto *form = new QFormLayout;
    m_text = textBox(qs(note.text), 4, this);
    m_text->setObjectName(QStringLiteral("noteText"));
    form->addRow(tr("What the class reads:"), m_text);
    if (!question) {
        m_pause = new QCheckBox(tr("Pause playback here"), this);
        m_pause->setChecked(note.pause);
        form->addRow(QString(), m_pause);
    } else {
        const LessonQuestion q = note.question.value_or(LessonQuestion{});
        m_ask = new QLineEdit(qs(q.ask), this);
        m_ask->setObjectName(QStringLiteral("noteAsk"));
        form->addRow(tr("The question:"), m_ask);
        QStringList choices;
        for (const std::string &c : q.choices)
            choices << qs(c);
        m_choices = textBox(choices.join(QLatin1Char('\n')), 4, this);
        m_choices->setObjectName(QStringLiteral("noteChoices"));
        m_choices->setPlaceholderText(tr("One choice a line, 2 to 6 (or none for a short answer)"));
        form->addRow(tr("Choices:"), m_choices);
        m_answer = new QComboBox(this);
        m_answer->setObjectName(QStringLiteral("noteAnswer"));
        m_answer->setEditable(true);
        m_answer->setToolTip(tr("The right choice, word for word: kept secret until the reveal, and left out "
                                "of a student copy"));
        form->addRow(tr("The answer:"), m_answer);
        m_reveal = textBox(qs(q.reveal), 3, this);
        m_reveal->setObjectName(QStringLiteral("noteReveal"));
        m_reveal->setPlaceholderText(tr("Shown once the class has predicted: the answer and why"));
        form->addRow(tr("The reveal:"), m_reveal);
        connect(m_choices, &QPlainTextEdit::textChanged, this, &NoteDialog::updateAnswers);
        updateAnswers();
        m_answer->setCurrentText(qs(q.answer));
    }
    layout->addLayout(form);
    m_problem = new QLabel(this);
    m_problem->setStyleSheet(QStringLiteral("color: #a40000"));
    m_problem->setWordWrap(true);
    layout->addWidget(m_problem);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &NoteDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &NoteDialog::reject);
    layout->addWidget(buttons);
    resize(fontMetrics().averageCharWidth() * 80, sizeHint().height());
}

void NoteDialog::updateAnswers()
{
    const QString typed = m_answer->currentText();
    m_answer->clear();
    m_answer->addItems(linesOf(m_choices));
    m_answer->setCurrentText(typed);
}

NarrativeNote NoteDialog::note() const
{
    NarrativeNote n = m_note;
    n.text = m_text->toPlainText().trimmed().toStdString();
    n.pause = m_pause && m_pause->isChecked();
    if (m_question) {
        LessonQuestion q;
        q.ask = m_ask->text().trimmed().toStdString();
        for (const QString &c : linesOf(m_choices))
            q.choices.push_back(c.toStdString());
        q.answer = m_answer->currentText().trimmed().toStdString();
        q.reveal = m_reveal->toPlainText().trimmed().toStdString();
        n.question = q;
    } else {
        n.question.reset();
    }
    return n;
}

QString NoteDialog::problem() const
{
    const NarrativeNote n = note();
    if (n.text.empty())
        return tr("Write what the class reads at this event.");
    if (!n.question)
        return {};
    const LessonQuestion &q = *n.question;
    if (q.ask.empty())
        return tr("Write the question the class answers before the run goes on.");
    if (q.choices.size() == 1 || q.choices.size() > 6)
        return tr("Offer 2 to 6 choices, one a line (or none, for a short answer).");
    if (q.answer.empty())
        return tr("Name the answer: it is kept secret until the reveal, and lets Corrsim check that nothing "
                  "shown before the question gives it away.");
    if (!q.choices.empty() && std::find(q.choices.begin(), q.choices.end(), q.answer) == q.choices.end())
        return tr("The answer must be one of the choices, word for word.");
    if (q.reveal.empty())
        return tr("Write the reveal: what the class reads once it has predicted.");
    return {};
}

void NoteDialog::accept()
{
    const QString p = problem();
    m_problem->setText(p);
    if (p.isEmpty())
        QDialog::accept();
}

} // namespace corrsim
