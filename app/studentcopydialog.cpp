#include "studentcopydialog.h"

#include "qtext.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QGroupBox>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

#include <algorithm>

namespace corrsim {

namespace {

QString placeWords(const StudentCopySpoiler &s)
{
    switch (s.place) {
    case StudentCopySpoiler::Place::Title:
        return StudentCopyDialog::tr("The title");
    case StudentCopySpoiler::Place::Summary:
        return StudentCopyDialog::tr("The summary");
    case StudentCopySpoiler::Place::Note:
        return s.index > s.step ? StudentCopyDialog::tr("Note %1, after the step").arg(s.index + 1)
                                : StudentCopyDialog::tr("Note %1").arg(s.index + 1);
    case StudentCopySpoiler::Place::Expectation:
        return StudentCopyDialog::tr("The name of expectation %1").arg(s.index + 1);
    }
    return {};
}

} // namespace

StudentCopyDialog::StudentCopyDialog(const std::vector<StudentCopySpoiler> &spoilers, QWidget *parent)
    : QDialog(parent), m_spoilers(spoilers)
{
    setWindowTitle(tr("Export student copy"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(
        tr("The student copy leaves out every answer and reveal, but the students can read the whole file. "
           "The texts below (%n) state what a predict step asks: hold each back from the students or rephrase it "
           "for them. The teacher's copy keeps them as written.",
           nullptr, int(spoilers.size())));
    intro->setWordWrap(true);
    layout->addWidget(intro);

    auto *list = new QWidget;
    auto *rows = new QVBoxLayout(list);
    for (const StudentCopySpoiler &s : spoilers) {
        auto *box = new QGroupBox(placeWords(s));
        auto *boxLayout = new QVBoxLayout(box);
        auto *why = new QLabel(tr("States the answer to “%1”: it holds “%2”.").arg(qs(s.ask), qs(s.clue)));
        why->setWordWrap(true);
        // Whole and wrapped: the teacher reads all of it before deciding.
        auto *text = new QPlainTextEdit(qs(s.text));
        text->setTabChangesFocus(true);
        text->setFixedHeight(text->fontMetrics().lineSpacing() * 4 + 2 * text->frameWidth() + 8);
        text->setAccessibleName(tr("%1, as the students read it").arg(placeWords(s)));
        auto *hold = new QCheckBox(tr("&Hold it back from the students"));
        hold->setEnabled(s.canHoldBack);
        hold->setChecked(s.canHoldBack);
        if (!s.canHoldBack)
            hold->setToolTip(tr("A title or a predict step's own words can only be rephrased"));
        // Held back, it stays readable (not greyed out): only its editing stops.
        text->setReadOnly(hold->isChecked());
        connect(hold, &QCheckBox::toggled, text, [text](bool held) { text->setReadOnly(held); });
        boxLayout->addWidget(why);
        boxLayout->addWidget(text);
        boxLayout->addWidget(hold);
        rows->addWidget(box);
        m_texts.push_back(text);
        m_holdBacks.push_back(hold);
    }
    rows->addStretch();
    auto *scroll = new QScrollArea;
    scroll->setWidget(list);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    layout->addWidget(scroll, 1);

    scroll->setFocusPolicy(Qt::NoFocus); // Tab goes to the texts in it, which it scrolls to
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel);
    QPushButton *exportButton = buttons->addButton(tr("&Export…"), QDialogButtonBox::AcceptRole);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    // Tab from the last box to Export, then Cancel: the button box's own order skipped Cancel.
    if (!m_holdBacks.empty())
        setTabOrder(m_holdBacks.back(), exportButton);
    setTabOrder(exportButton, buttons->button(QDialogButtonBox::Cancel));
    // As tall as the texts need, up to about 30 lines; more scroll.
    list->adjustSize();
    const int chrome = intro->sizeHint().height() + buttons->sizeHint().height() + 4 * layout->spacing() +
                       layout->contentsMargins().top() + layout->contentsMargins().bottom();
    resize(fontMetrics().averageCharWidth() * 90,
           std::min(list->sizeHint().height() + chrome, fontMetrics().lineSpacing() * 30));
}

std::vector<StudentCopyChange> StudentCopyDialog::changes() const
{
    std::vector<StudentCopyChange> changes;
    for (size_t i = 0; i < m_spoilers.size(); ++i) {
        const StudentCopySpoiler &s = m_spoilers[i];
        if (m_holdBacks[i]->isChecked())
            changes.push_back({s.where, std::nullopt});
        else if (const QString text = m_texts[i]->toPlainText().simplified(); text != qs(s.text) && !text.isEmpty())
            changes.push_back({s.where, text.toStdString()});
    }
    return changes;
}

} // namespace corrsim
