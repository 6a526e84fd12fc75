#include "whatifmenu.h"

#include "anchorwords.h"
#include "diagramdata.h"
#include "qtext.h"
#include "whatifchoices.h"

#include <QMenu>

namespace corrsim {

void WhatIfMenu::addTo(QMenu *menu, const Trace &trace, const DiagramData &diagram, size_t event, bool canRun) const
{
    if (event >= trace.size())
        return;
    QMenu *sub = menu->addMenu(tr("What if…"));
    if (!canRun) {
        sub->setEnabled(false);
        sub->setTitle(tr("What if… (a saved trace cannot run again: open its scenario)"));
        return;
    }
    using K = WhatIfChoice::Kind;
    for (const WhatIfChoice &c : whatIfChoices(trace, diagram, event)) {
        const QString type = qs(c.messageType), actor = qs(c.actor);
        // The menu's words, and how the fork is named beside the original (the same,
        // unless said otherwise).
        auto offer = [&](const QString &text, const QString &name = {}) {
            sub->addAction(text, sub, [fork = fork, c, name = name.isEmpty() ? text : name] { fork(c.fault(), name); })
                ->setData(int(c.kind));
        };
        switch (c.kind) {
        case K::Drop:
            offer(tr("this %1 were lost").arg(type));
            break;
        case K::Duplicate:
            offer(tr("this %1 came twice").arg(type));
            break;
        case K::Delay:
            sub->addAction(tr("this %1 were delayed by…").arg(type), sub,
                           [fork = fork, askDelay = askDelay, refuse = refuse, c, type] {
                               const std::optional<QString> asked = askDelay();
                               if (!asked || asked->trimmed().isEmpty())
                                   return;
                               const QString by = asked->trimmed();
                               const std::optional<SimTime> delay = parseDuration(by.toStdString());
                               if (!delay || *delay <= SimTime())
                                   return refuse(
                                       tr("\"%1\" is not a delay: write a duration such as 20ms or 1.5s").arg(by));
                               fork(c.fault(*delay), tr("this %1 delayed by %2").arg(type, by));
                           })
                ->setData(int(c.kind));
            break;
        case K::DeliverAfterNext:
            offer(tr("this %1 arrived after the next message").arg(type));
            break;
        case K::CrashOnArrival:
            offer(tr("%1 crashed as it arrived").arg(actor), tr("%1 crashed as the message arrived").arg(actor));
            break;
        case K::CrashAfter:
            offer(tr("%1 crashed right after this %2").arg(actor, eventNoun(c.after)),
                  tr("%1 crashed right after event %2").arg(actor).arg(c.event));
            break;
        }
    }
    if (sub->isEmpty())
        sub->addAction(tr("(nothing to change here: step to a message or a participant's event)"))->setEnabled(false);
}

} // namespace corrsim
