#include "whatif/eventwords.h"

namespace corrsim {

std::string eventInWords(const Trace &t, size_t index)
{
    const TraceEvent &e = t[index];
    const std::string actor = t.actorName(e.actor), peer = t.peerName(e), detail = t.names().text(e.word());
    const std::string key = hasKey(e.kind) && e.key() ? t.ids().shortForm(e.key()) : std::string();
    std::string s;
    switch (e.kind) {
    case EventKind::Send:
        s = actor + " sends " + detail + " to " + peer;
        break;
    case EventKind::Deliver:
        s = actor + " receives " + ((e.flags & FlagDuplicate) ? "a second " : "") + detail + " from " + peer;
        break;
    case EventKind::Drop:
        s = detail + " from " + actor + " to " + peer + " is lost" +
            (droppedAtDownReceiver(t, e) ? " (the receiver was down)" : "") +
            ((e.flags & FlagPinned) ? " (pinned fault)" : "");
        break;
    case EventKind::Duplicate:
        s = "the network copies " + detail + " from " + actor + " to " + peer;
        break;
    case EventKind::StoreGet:
        s = actor + " reads " + key + " in " + peer + " (" + detail + ")";
        break;
    case EventKind::StorePut:
        s = actor + " writes " + key + " in " + peer;
        break;
    case EventKind::StoreRemove:
        s = actor + " removes " + key + " from " + peer + " (" + detail + ")";
        break;
    case EventKind::StoreExpire:
        s = key + " expires in " + peer;
        break;
    case EventKind::StoreClear:
        s = peer + " loses its entries";
        break;
    case EventKind::StateChange:
        s = actor + ": " + key + " becomes " + detail;
        break;
    case EventKind::Crash:
        s = actor + " crashes";
        break;
    case EventKind::Restart:
        s = actor + " restarts";
        break;
    case EventKind::Note:
        s = "a note: \"" + detail.substr(0, 60) + (detail.size() > 60 ? "…\"" : "\"");
        break;
    default:
        s = actor + (actor.empty() ? "" : ": ") + std::string(eventKindName(e.kind)) +
            (detail.empty() ? "" : " " + detail);
        break;
    }
    if (e.correlation && isMessageEvent(e.kind))
        s += " (conversation " + t.ids().shortForm(e.correlation) + ")";
    return s;
}

} // namespace corrsim
