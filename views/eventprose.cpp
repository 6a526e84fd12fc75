#include "eventprose.h"

#include "detailwords.h"
#include "qtext.h"

#include <QCoreApplication>

namespace corrsim {

namespace {

/// The words' translation context (lupdate reads EventProse::tr).
struct EventProse
{
    Q_DECLARE_TR_FUNCTIONS(EventProse)
};

} // namespace

QString eventProse(const Trace &t, size_t index)
{
    const TraceEvent &e = t[index];
    const QString actor = qs(t.actorName(e.actor)), peer = qs(t.peerName(e)), detail = detailWords(t, e);
    const QString key = hasKey(e.kind) && e.key() ? qs(t.ids().shortForm(e.key())) : QString();
    QString s;
    switch (e.kind) {
    case EventKind::Send:
        s = EventProse::tr("%1 sends %2 to %3").arg(actor, detail, peer);
        break;
    case EventKind::Deliver:
        s = (e.flags & FlagDuplicate) ? EventProse::tr("%1 receives a second %2 from %3").arg(actor, detail, peer)
                                      : EventProse::tr("%1 receives %2 from %3").arg(actor, detail, peer);
        break;
    case EventKind::Drop:
        s = EventProse::tr("%1 from %2 to %3 is lost").arg(detail, actor, peer);
        if (droppedAtDownReceiver(t, e))
            s += EventProse::tr(" (the receiver was down)");
        if (e.flags & FlagPinned)
            s += EventProse::tr(" (pinned fault)");
        break;
    case EventKind::Duplicate:
        s = EventProse::tr("the network copies %1 from %2 to %3").arg(detail, actor, peer);
        break;
    case EventKind::StoreGet:
        s = EventProse::tr("%1 reads %2 in %3 (%4)").arg(actor, key, peer, detail);
        break;
    case EventKind::StorePut:
        s = EventProse::tr("%1 writes %2 in %3").arg(actor, key, peer);
        break;
    case EventKind::StoreRemove:
        s = EventProse::tr("%1 removes %2 from %3 (%4)").arg(actor, key, peer, detail);
        break;
    case EventKind::StoreExpire:
        s = EventProse::tr("%1 expires in %2").arg(key, peer);
        break;
    case EventKind::StoreClear:
        s = EventProse::tr("%1 loses its entries").arg(peer);
        break;
    case EventKind::StateChange:
        s = EventProse::tr("%1: %2 becomes %3").arg(actor, key, detail);
        break;
    case EventKind::Crash:
        s = EventProse::tr("%1 crashes").arg(actor);
        break;
    case EventKind::Restart:
        s = EventProse::tr("%1 restarts").arg(actor);
        break;
    case EventKind::Note:
        s = EventProse::tr("a note: \"%1\"").arg(detail.size() > 60 ? detail.left(60) + QStringLiteral("…") : detail);
        break;
    default:
        s = actor + (actor.isEmpty() ? QString() : QStringLiteral(": ")) +
            QString::fromLatin1(eventKindName(e.kind).data(), qsizetype(eventKindName(e.kind).size())) +
            (detail.isEmpty() ? QString() : QStringLiteral(" ") + detail);
        break;
    }
    if (e.correlation && isMessageEvent(e.kind))
        s += EventProse::tr(" (conversation %1)").arg(qs(t.ids().shortForm(e.correlation)));
    return s;
}

} // namespace corrsim
