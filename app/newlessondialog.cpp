#include "newlessondialog.h"

#include "builtintemplates.h"
#include "qtext.h"
#include "scenario/scenario.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>
#include <string_view>
#include <vector>

namespace corrsim {

NewLessonDialog::NewLessonDialog(QWidget *parent)
    : QDialog(parent), m_list(new QListWidget(this)), m_summary(new QLabel(this))
{
    setWindowTitle(tr("New lesson"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("Start from the system closest to yours, then change its parameters and add notes, "
                                "predict steps and expectations."),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    // The simplest system first, then as the lessons go: callbacks, outbox, sagas.
    static constexpr std::string_view Order[] = {"request-reply", "async-callbacks", "outbox-relay-inbox",
                                                 "choreographed-saga", "orchestrated-saga"};
    auto rank = [](std::string_view name) { return std::find(std::begin(Order), std::end(Order), name) - Order; };
    std::vector<const EmbeddedFile *> templates;
    for (const EmbeddedFile &t : builtinTemplates())
        templates.push_back(&t);
    std::stable_sort(templates.begin(), templates.end(),
                     [&](const EmbeddedFile *a, const EmbeddedFile *b) { return rank(a->name) < rank(b->name); });
    int widest = 0;
    for (const EmbeddedFile *t : templates) {
        const Scenario s = Scenario::parse(t->text, std::string(t->fileName));
        auto *item = new QListWidgetItem(qs(s.info().title), m_list);
        item->setData(Qt::UserRole, QString::fromUtf8(t->name.data(), qsizetype(t->name.size())));
        item->setData(Qt::ToolTipRole, qs(s.info().summary));
        widest = std::max(widest, m_list->fontMetrics().horizontalAdvance(item->text()));
    }
    // Every title whole, with room to spare; a row per template without scrolling.
    m_list->setMinimumWidth(widest + m_list->fontMetrics().averageCharWidth() * 8);
    m_list->setMinimumHeight(m_list->sizeHintForRow(0) * (m_list->count() + 1));
    m_list->setAccessibleName(tr("Templates"));
    layout->addWidget(m_list);
    m_summary->setWordWrap(true);
    m_summary->setMinimumHeight(m_summary->fontMetrics().lineSpacing() * 3);
    layout->addWidget(m_summary);
    connect(m_list, &QListWidget::currentItemChanged, this, [this](QListWidgetItem *item) {
        m_summary->setText(item ? item->data(Qt::ToolTipRole).toString() : QString());
    });
    connect(m_list, &QListWidget::itemDoubleClicked, this, &QDialog::accept);
    m_list->setCurrentRow(0);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Create"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
}

Scenario NewLessonDialog::lesson() const
{
    const QString chosen = m_list->currentItem() ? m_list->currentItem()->data(Qt::UserRole).toString() : QString();
    for (const EmbeddedFile &t : builtinTemplates())
        if (QString::fromUtf8(t.name.data(), qsizetype(t.name.size())) == chosen || chosen.isEmpty()) {
            Scenario s = Scenario::parse(t.text, "new-lesson.json");
            s.setHeading("new-lesson", s.info().title, s.info().summary);
            return s;
        }
    throw std::logic_error("no template chosen");
}

} // namespace corrsim
