#include "lessonpanel.h"

#include "announcer.h"
#include "findingtext.h"
#include "lessonnotehtml.h"
#include "qtext.h"
#include "run/runrecord.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalBlocker>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>

namespace corrsim {

LessonPanel::LessonPanel(QWidget *parent) : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    m_title = new QLabel(this);
    m_title->setWordWrap(true);
    m_summary = new QLabel(this);
    m_summary->setWordWrap(true);
    m_variants = new QComboBox(this);
    m_variants->setToolTip(tr("Versions of this lesson to compare: each changes a parameter and says what to expect"));
    m_variants->hide();
    connect(m_variants, &QComboBox::activated, this,
            [this](int i) { emit variantRequested(m_variants->itemData(i).toString()); });
    m_note = new QLabel(this);
    m_note->setObjectName(QStringLiteral("note")); // the words the class reads (the screen tests find them)
    m_note->setWordWrap(true);
    m_note->setTextFormat(Qt::RichText);
    m_note->setMinimumHeight(90);
    m_note->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_note->setMargin(10);
    m_note->setStyleSheet(QStringLiteral(
        "QLabel { background: #fff6d6; border: 1px solid #e8d48a; border-radius: 6px; color: #3a3320; }"));
    m_announcer = new Announcer(this);
    m_reveal = new QPushButton(tr("Reveal the answer (R)"), this);
    m_reveal->setToolTip(tr("Show the answer; playback stays here until you play on (Space)"));
    m_reveal->hide();
    connect(m_reveal, &QPushButton::clicked, this, &LessonPanel::reveal);
    m_explore = new QPushButton(tr("Explore to find out"), this);
    m_explore->setToolTip(
        tr("Run every schedule of faults the lesson names, and show the shortest one that breaks it"));
    m_explore->hide();
    connect(m_explore, &QPushButton::clicked, this, [this] {
        m_exploring = true;
        showNote();
        emit exploreRequested();
    });
    m_expectations = new QListWidget(this);
    m_expectations->setAccessibleName(tr("Expectations"));
    m_expectations->setWordWrap(true);
    m_expectations->setToolTip(tr("Click a decided expectation to jump to the event that decided it"));
    m_story = new QListWidget(this);
    m_story->setAccessibleName(tr("Story so far"));
    m_story->setWordWrap(true);
    // On a 720-line projector the question and its choices come first: the lists give way.
    m_expectations->setMinimumHeight(40);
    m_story->setMinimumHeight(40);
    m_note->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Minimum);
    m_story->setToolTip(tr("Click a note to jump to it"));
    layout->addWidget(m_title);
    layout->addWidget(m_summary);
    layout->addWidget(m_variants);
    layout->addWidget(m_note);
    layout->addWidget(m_reveal, 0, Qt::AlignRight);
    layout->addWidget(m_explore, 0, Qt::AlignRight);
    m_expectationsTitle = new QLabel(tr("<b>Expectations</b>"), this);
    layout->addWidget(m_expectationsTitle);
    layout->addWidget(m_expectations, 1);
    m_storyTitle = new QLabel(tr("<b>Story so far</b>"), this);
    layout->addWidget(m_storyTitle);
    layout->addWidget(m_story, 2);
    layout->addStretch(0); // with the lists folded away (presentation), the rest stands at the top
    applyFonts();
    connect(m_expectations, &QListWidget::itemClicked, this, [this](QListWidgetItem *item) {
        const qlonglong event = item->data(Qt::UserRole).toLongLong();
        if (event >= 0) // a pending expectation has no event to show yet
            emit jumpToEvent(size_t(event));
    });
    connect(m_story, &QListWidget::itemClicked, this,
            [this](QListWidgetItem *item) { emit jumpToEvent(size_t(item->data(Qt::UserRole).toLongLong())); });
}

void LessonPanel::applyFonts()
{
    // Larger than the panel's own text, whatever that is; in front of a class the note is
    // 20 px at least (presentation's scale of the platform's small text can stop short).
    QFont tf = font();
    tf.setPointSizeF(tf.pointSizeF() * 1.35);
    tf.setBold(true);
    m_title->setFont(tf);
    QFont nf = font();
    nf.setPointSizeF(std::max(nf.pointSizeF() * 1.25, m_compact ? 20.5 * 72.0 / logicalDpiY() : 0.0));
    m_note->setFont(nf);
}

void LessonPanel::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        applyFonts();
}

void LessonPanel::setRun(std::shared_ptr<const RunRecord> run)
{
    m_run = std::move(run);
    m_notes = lessonNotes(m_run->trace());
    m_revealed.clear();
    m_verdict.clear();
    m_exploring = false;
    QString title = qs(m_run->info.title);
    if (!m_run->info.variantTitle.empty())
        title += QStringLiteral("<br><span style='font-weight:normal'>%1</span>")
                     .arg(qs(m_run->info.variantTitle).toHtmlEscaped());
    m_title->setText(title);
    m_summary->setText(qs(m_run->info.summary));
    setSight(RunSight::of(m_run->trace(), 0, m_sight.wholeRun));
    // A new lesson starts at its title, whatever the last one was scrolled to.
    if (QScrollArea *scroll = scrollArea())
        scroll->verticalScrollBar()->setValue(0);
}

void LessonPanel::setVariants(const ScenarioInfo &info, const QStringList &edits)
{
    const QSignalBlocker block(m_variants);
    m_edits = info.offScript ? edits : QStringList();
    m_variants->clear();
    m_variants->addItem(tr("The lesson as shipped"), QString());
    for (const auto &v : info.variants)
        m_variants->addItem(tr("Variant: %1").arg(qs(v.title)), qs(v.name));
    const int current = m_variants->findData(qs(info.variant));
    m_variants->setCurrentIndex(current < 0 ? 0 : current);
    if (info.offScript) {
        // What the edits amount to, in place of a variant's name: never a blank picker.
        m_variants->insertItem(0, tr("Your edits: %1").arg(editsText()));
        m_variants->setItemData(0, false, Qt::UserRole - 1); // shown, not offered
        m_variants->setCurrentIndex(0);
    }
    m_hasVariants = !info.variants.empty() || info.offScript;
    m_variants->setVisible(m_hasVariants);
    if (m_run)
        showNote();
}

void LessonPanel::setCompact(bool on)
{
    m_compact = on;
    m_summary->setVisible(!on);
    applyFonts();
    if (m_run)
        showNote();
}

void LessonPanel::showLists()
{
    const LessonNote *n = m_run && !notesHidden() ? noteAt(m_sight.cursor) : nullptr;
    const bool asking = n && n->isQuestion() && !isRevealed(*n);
    const bool expectations = !m_compact || !asking;
    // A variant is picked between runs: in front of a class, a question and its answer
    // have its room (setVariants says whether there are any to pick).
    m_variants->setVisible(m_hasVariants && !(m_compact && n && n->isQuestion()));
    m_expectationsTitle->setVisible(expectations);
    m_expectations->setVisible(expectations);
    m_storyTitle->setVisible(!m_compact);
    m_story->setVisible(!m_compact);
}

QScrollArea *LessonPanel::scrollArea() const
{
    for (QWidget *p = parentWidget(); p; p = p->parentWidget())
        if (auto *scroll = qobject_cast<QScrollArea *>(p))
            return scroll;
    return nullptr;
}

const LessonNote *LessonPanel::noteAt(size_t cursor) const
{
    // At the moment a question is about, its answer stays on screen beside what it
    // explains (a note of the same moment follows one event on).
    if (!m_sight.wholeRun && m_momentOf)
        for (const LessonNote &n : m_notes)
            if (n.isQuestion() && n.event < cursor && m_momentOf(n.event) == cursor)
                return &n;
    const LessonNote *current = nullptr;
    for (const LessonNote &n : m_notes)
        if (n.event <= cursor)
            current = &n;
    return current;
}

bool LessonPanel::isRevealed(const LessonNote &n) const
{
    // The answer shows once the class has moved past the question, or asked for it.
    return m_sight.wholeRun || m_sight.cursor > n.event || m_revealed.count(n.event);
}

bool LessonPanel::notesHidden() const
{
    return m_run && m_run->info.offScript && !m_sight.wholeRun;
}

QString LessonPanel::editsText() const
{
    return m_edits.isEmpty() ? tr("your own parameters") : m_edits.join(QStringLiteral(", "));
}

void LessonPanel::setSight(const RunSight &sight)
{
    m_sight = sight;
    if (!m_run)
        return;
    showNote();
    fillStory();
    fillExpectations();
}

QString LessonPanel::answerText(const std::string &reveal) const
{
    // A student copy leaves the answers out of the file: the teacher's copy has them.
    return reveal.empty() ? tr("your teacher has it (this is a student copy).") : qs(reveal);
}

void LessonPanel::showNote()
{
    writeNote();
    m_announcer->sayHtml(m_note->text()); // a screen reader hears each new note, question and answer
}

void LessonPanel::writeNote()
{
    m_explore->hide();
    if (notesHidden()) {
        m_note->setText(tr("<p>You changed the lesson: %1.</p><p>Its notes and questions were written for the "
                           "lesson as shipped and would describe another run, so they are not shown. Play it "
                           "and read what happens from the diagram.</p>")
                            .arg(editsText().toHtmlEscaped()));
        m_reveal->hide();
        showLists();
        return;
    }
    const LessonNote *n = noteAt(m_sight.cursor);
    if (!n) {
        m_note->setText(tr("Press Space, PageDown or → to start: each press is one step of the lesson.") +
                        explorationHtml());
        m_reveal->hide();
        showLists();
        return;
    }
    NoteShown shown;
    shown.revealed = isRevealed(*n), shown.compact = m_compact, shown.asking = !m_sight.wholeRun;
    shown.answer = answerText(n->reveal);
    if (n->isQuestion()) {
        const size_t at = m_momentOf ? m_momentOf(n->event) : n->event;
        shown.at = m_sight.cursor == n->event ? NoteShown::At::Question
                   : m_sight.cursor == at     ? NoteShown::At::Moment
                                              : NoteShown::At::Elsewhere;
        shown.momentTime = qs(formatClock(m_run->trace()[at].time));
        shown.momentLater = m_run->trace()[at].time > m_run->trace()[n->event].time;
    }
    const QString html = lessonNoteHtml(*n, shown);
    m_reveal->setVisible(n->isQuestion() && !isRevealed(*n));
    m_note->setText(html + explorationHtml());
    showLists();
}

bool LessonPanel::explorationAsked() const
{
    if (!m_run || !m_run->info.exploration || !m_run->info.exploration->question || notesHidden())
        return false;
    return m_sight.endInSight();
}

QString LessonPanel::explorationHtml()
{
    if (!explorationAsked())
        return {};
    const LessonQuestion &q = *m_run->info.exploration->question;
    QString html = QStringLiteral("<hr><p><b>%1</b> %2</p>").arg(tr("Explore:"), qs(q.ask).toHtmlEscaped());
    html += choicesHtml(q.choices);
    // The exploration is the reveal: its answer shows once it has run (analysis shows all).
    if (!m_verdict.isEmpty() || m_sight.wholeRun)
        html += QStringLiteral("<p><b>%1</b> %2</p>").arg(tr("Answer:"), answerText(q.reveal).toHtmlEscaped());
    if (!m_verdict.isEmpty())
        html += QStringLiteral("<p><i>%1</i></p>").arg(m_verdict.toHtmlEscaped());
    const bool wasHidden = m_explore->isHidden();
    m_explore->setVisible(m_verdict.isEmpty());
    m_explore->setEnabled(!m_exploring);
    m_explore->setText(m_exploring ? tr("Exploring…") : tr("Explore to find out"));
    if (wasHidden && m_explore->isVisibleTo(this))
        QTimer::singleShot(0, this, [this] { scrollIntoView(m_explore); });
    return html;
}

void LessonPanel::setExplorationVerdict(const QString &verdict)
{
    m_exploring = false;
    m_verdict = verdict;
    showNote();
    scrollToNoteEnd();
}

void LessonPanel::scrollToNoteEnd()
{
    // An answer or a verdict ends the note: on a 720-line projector it can be below the
    // edge, so the panel scrolls to it once it is laid out for it (the label's new height
    // arrives with the next layout pass, after this event).
    QTimer::singleShot(50, this, [this] {
        if (QScrollArea *scroll = scrollArea()) {
            const QPoint end = m_note->mapTo(scroll->widget(), QPoint(0, m_note->height()));
            scroll->ensureVisible(end.x(), end.y(), 0, 8);
        }
    });
}

void LessonPanel::scrollIntoView(QWidget *w)
{
    if (QScrollArea *scroll = scrollArea(); scroll && w->isVisible())
        scroll->ensureWidgetVisible(w, 0, 8);
}

void LessonPanel::askToPredict(size_t index)
{
    setSight(RunSight::of(m_run->trace(), index, m_sight.wholeRun));
    // On a 720-line projector the question can run past the panel: the Reveal button
    // under it is scrolled into view once the panel is laid out for it (the scroll range
    // grows then), not left below the edge.
    QTimer::singleShot(0, this, [this] { scrollIntoView(m_reveal); });
}

void LessonPanel::reveal()
{
    if (const LessonNote *n = noteAt(m_sight.cursor); n && n->isQuestion() && !isRevealed(*n))
        emit revealRequested(n->event);
}

void LessonPanel::setRevealed(const std::set<size_t> &notes)
{
    if (notes == m_revealed)
        return;
    m_revealed = notes;
    if (!m_run)
        return;
    showNote();
    fillStory();
    scrollToNoteEnd();
}

QString LessonPanel::currentNote() const
{
    return m_note->text();
}

bool LessonPanel::revealShown() const
{
    const LessonNote *n = noteAt(m_sight.cursor);
    return n && n->isQuestion() && isRevealed(*n);
}

} // namespace corrsim
