#include "lessonpanel.h"

#include "findingtext.h"
#include "qtext.h"
#include "run/runrecord.h"

#include <QListWidget>

namespace corrsim {

namespace {
const QColor Passed(0x1e, 0x7a, 0x3c), Failed(0xb0, 0x30, 0x20), Pending(0x70, 0x70, 0x78);
} // namespace

// The panel's two lists: the story so far and the expectations decided so far.

void LessonPanel::fillStory()
{
    m_story->clear();
    if (notesHidden())
        return; // the notes were written for another run
    const LessonNote *current = noteAt(m_sight.cursor);
    for (const LessonNote &n : m_notes) {
        if (!m_sight.shows(n.event))
            break; // later notes are the future
        QString text = QStringLiteral("%1  %2").arg(qs(formatClock(n.time)), qs(n.text));
        if (n.isQuestion())
            text += QStringLiteral("\n    ") +
                    (isRevealed(n) ? tr("Answer: %1").arg(answerText(n.reveal)) : tr("Predict: %1").arg(qs(n.ask)));
        auto *item = new QListWidgetItem(text);
        item->setData(Qt::UserRole, qlonglong(n.event));
        QFont f = item->font();
        f.setBold(&n == current);
        item->setFont(f);
        m_story->addItem(item);
    }
    m_story->scrollToBottom();
}

void LessonPanel::fillExpectations()
{
    m_expectations->clear();
    if (m_run->info.offScript) {
        auto *item = new QListWidgetItem(tr("You changed the lesson's parameters: these expectations were written for "
                                            "the lesson as shipped, so a red line here may be your change working."));
        item->setForeground(Pending);
        item->setFlags(Qt::ItemIsEnabled);
        m_expectations->addItem(item);
    }
    // Decided ones in the order they were decided; the rest only counted, since what an
    // expectation says is what the class is about to predict.
    std::vector<const ExpectationResult *> decided;
    for (const ExpectationResult &r : m_run->expectations)
        if (m_sight.shows(m_run->decidedAt(r)))
            decided.push_back(&r);
    if (!m_sight.wholeRun)
        std::stable_sort(decided.begin(), decided.end(),
                         [this](const auto *a, const auto *b) { return m_run->decidedAt(*a) < m_run->decidedAt(*b); });
    for (const ExpectationResult *r : decided) {
        auto *item = new QListWidgetItem((r->passed ? QStringLiteral("✔ ") : QStringLiteral("✘ ")) + qs(r->name));
        item->setForeground(m_run->info.offScript ? Pending : r->passed ? Passed : Failed);
        // The check as the scenario states it (its filters are the file's own words).
        if (r->expected && r->actual) // a saved trace keeps the verdict alone
            item->setToolTip(tr("expected %1\nactual %2").arg(findingText(*r->expected), findingText(*r->actual)));
        item->setData(Qt::UserRole, qlonglong(r->event));
        m_expectations->addItem(item);
    }
    if (const size_t later = m_run->expectations.size() - decided.size(); later > 0) {
        const QString count = decided.empty()
                                  ? (later == 1 ? tr("1 expectation") : tr("%1 expectations").arg(later))
                                  : (later == 1 ? tr("1 more expectation") : tr("%1 more expectations").arg(later));
        auto *item = new QListWidgetItem(tr("… %1, each shown once the run has decided it").arg(count));
        item->setForeground(Pending);
        item->setFlags(Qt::ItemIsEnabled);
        item->setData(Qt::UserRole, qlonglong(-1));
        m_expectations->addItem(item);
    }
    m_importedChecks.fill(m_expectations, m_expectationsTitle, *m_run, {Passed, Failed, Pending},
                          m_sight); // another tool's spans
}

QStringList LessonPanel::storyShown() const
{
    QStringList lines;
    for (int r = 0; r < m_story->count(); ++r)
        lines << m_story->item(r)->text();
    return lines;
}

QStringList LessonPanel::expectationsShown() const
{
    QStringList lines;
    for (int r = 0; r < m_expectations->count(); ++r)
        lines << m_expectations->item(r)->text();
    return lines;
}

} // namespace corrsim
