#include "lessonpanel.h"

#include "scenario/expectations.h"
#include "scenario/scenario.h"
#include "run/runrecord.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace corrsim {

LessonPanel::LessonPanel(QWidget *parent) : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    m_title = new QLabel(this);
    m_title->setWordWrap(true);
    QFont tf = m_title->font();
    tf.setPointSizeF(tf.pointSizeF() * 1.35);
    tf.setBold(true);
    m_title->setFont(tf);
    m_summary = new QLabel(this);
    m_summary->setWordWrap(true);
    m_note = new QLabel(this);
    m_note->setWordWrap(true);
    m_note->setMinimumHeight(90);
    m_note->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_note->setMargin(10);
    m_note->setStyleSheet(QStringLiteral("QLabel { background: #fff6d6; border: 1px solid #e8d48a; border-radius: 6px; color: #3a3320; }"));
    QFont nf = m_note->font();
    nf.setPointSizeF(nf.pointSizeF() * 1.25);
    m_note->setFont(nf);
    m_predict = new QWidget(this);
    auto *pl = new QHBoxLayout(m_predict);
    pl->setContentsMargins(0, 0, 0, 0);
    auto *ask = new QLabel(tr("<b>Predict:</b> what happens next?"), m_predict);
    QFont af = ask->font();
    af.setPointSizeF(af.pointSizeF() * 1.2);
    ask->setFont(af);
    auto *reveal = new QPushButton(tr("Reveal"), m_predict);
    pl->addWidget(ask, 1);
    pl->addWidget(reveal);
    m_predict->hide();
    connect(reveal, &QPushButton::clicked, this, [this] {
        m_predict->hide();
        emit revealRequested();
    });
    m_expectations = new QListWidget(this);
    m_expectations->setToolTip(tr("Click an expectation to jump to the event that decided it"));
    m_story = new QListWidget(this);
    m_story->setWordWrap(true);
    m_story->setToolTip(tr("Click a note to jump to it"));
    layout->addWidget(m_title);
    layout->addWidget(m_summary);
    layout->addWidget(m_note);
    layout->addWidget(m_predict);
    layout->addWidget(new QLabel(tr("<b>Expectations</b>"), this));
    layout->addWidget(m_expectations, 1);
    layout->addWidget(new QLabel(tr("<b>Story</b>"), this));
    layout->addWidget(m_story, 2);
    connect(m_expectations, &QListWidget::itemClicked, this, [this](QListWidgetItem *item) {
        const qlonglong event = item->data(Qt::UserRole).toLongLong();
        if (event >= 0)
            emit jumpToEvent(size_t(event));
    });
    connect(m_story, &QListWidget::itemClicked, this, [this](QListWidgetItem *item) {
        emit jumpToEvent(size_t(item->data(Qt::UserRole).toLongLong()));
    });
}

void LessonPanel::setRun(std::shared_ptr<const RunRecord> run)
{
    m_run = std::move(run);
    m_title->setText(QString::fromStdString(m_run->info.title));
    m_summary->setText(QString::fromStdString(m_run->info.summary));
    m_predict->hide();
    m_expectations->clear();
    for (const ExpectationResult &r : m_run->expectations) {
        auto *item = new QListWidgetItem((r.passed ? QStringLiteral("✔ ") : QStringLiteral("✘ ")) + QString::fromStdString(r.name));
        item->setForeground(r.passed ? QColor(0x1e, 0x7a, 0x3c) : QColor(0xb0, 0x30, 0x20));
        item->setToolTip(QString::fromStdString("expected " + r.expected + "\nactual " + r.actual));
        item->setData(Qt::UserRole, qlonglong(r.event));
        m_expectations->addItem(item);
    }
    m_story->clear();
    m_noteEvents.clear();
    const Trace &t = m_run->trace();
    for (size_t i = 0; i < t.size(); ++i)
        if (t[i].kind == EventKind::Note) {
            m_noteEvents.push_back(i);
            auto *item = new QListWidgetItem(QStringLiteral("%1  %2").arg(QString::fromStdString(formatDuration(t[i].time)),
                                                                         QString::fromStdString(t.names().text(t[i].detail))));
            item->setData(Qt::UserRole, qlonglong(i));
            m_story->addItem(item);
        }
    setCursor(0);
}

void LessonPanel::setCursor(size_t index)
{
    if (!m_run)
        return;
    // The latest note at or before the cursor is what the class reads now.
    long current = -1;
    for (size_t k = 0; k < m_noteEvents.size() && m_noteEvents[k] <= index; ++k)
        current = long(k);
    const Trace &t = m_run->trace();
    m_note->setText(current < 0 ? tr("Press play (Space) to start. Step with the arrow keys.")
                                : QString::fromStdString(t.names().text(t[m_noteEvents[size_t(current)]].detail)));
    for (int r = 0; r < m_story->count(); ++r) {
        QFont f = m_story->item(r)->font();
        f.setBold(r == current);
        m_story->item(r)->setFont(f);
    }
}

void LessonPanel::askToPredict(size_t index)
{
    setCursor(index);
    m_predict->show();
}

QString LessonPanel::currentNote() const { return m_note->text(); }

} // namespace corrsim
