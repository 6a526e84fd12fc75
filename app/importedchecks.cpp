#include "importedchecks.h"

#include "findingtext.h"
#include "qtext.h"
#include "scenario/importfacts.h"

#include <QCoreApplication>

#include <cstdint>

namespace corrsim {

void ImportedChecks::fill(QListWidget *list, QLabel *title, const RunRecord &run, const CheckColours &colours,
                          const RunSight &sight)
{
    title->setText(run.info.imported
                       ? QCoreApplication::translate("ImportedChecks", "<b>Checks the spans can decide</b>")
                       : QCoreApplication::translate("LessonPanel", "<b>Expectations</b>"));
    if (!run.info.imported)
        return;
    // What spans can decide; the rules a simulated run keeps need facts spans do not give.
    if (m_judged.lock() != run.info.imported) { // another import (held weakly: its address is not reused)
        m_judged = run.info.imported;
        m_verdicts.clear();
        for (const char *name : {"replies-matched-by-correlation", "every-reply-expected", "processed-once",
                                 "no-effect-twice", "requests-answered-in-time", "trace-complete"})
            m_verdicts.emplace_back(findExploreCheck(name), findExploreCheck(name)->verdict(run));
    }
    size_t later = 0;
    for (const auto &[check, v] : m_verdicts) {
        const size_t decided = v.broken() && !v.events.empty() ? v.events.back() : run.trace().size() - 1;
        if (!sight.shows(decided)) {
            ++later; // what the class is about to see is not told before it happens
            continue;
        }
        const QString mark = v.held() ? QStringLiteral("✔ ") : v.broken() ? QStringLiteral("✘ ") : QStringLiteral("? ");
        auto *item = new QListWidgetItem(mark + checkPromiseText(*check));
        item->setForeground(v.held() ? colours.held : v.broken() ? colours.broken : colours.unknown);
        item->setToolTip(
            v.held()     ? QCoreApplication::translate("ImportedChecks", "Held: %1").arg(qs(check->name))
            : v.broken() ? QCoreApplication::translate("ImportedChecks", "Broken: %1").arg(findingText(v.finding))
                         : QCoreApplication::translate("ImportedChecks", "Unknown: %1").arg(findingText(v.finding)));
        item->setData(Qt::UserRole, v.events.empty() ? qlonglong(-1) : qlonglong(v.events.back()));
        list->addItem(item);
    }
    if (later) {
        auto *item = new QListWidgetItem(
            later == 1
                ? QCoreApplication::translate("ImportedChecks", "… 1 more check, shown once the spans have decided it")
                : QCoreApplication::translate("ImportedChecks",
                                              "… %1 more checks, each shown once the spans have decided it")
                      .arg(later));
        item->setForeground(colours.unknown);
        item->setData(Qt::UserRole, qlonglong(-1));
        list->addItem(item);
    }
}

} // namespace corrsim
