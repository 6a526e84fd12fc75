#include "anchorwords.h"

#include "qtext.h"
#include "trace/trace.h"

#include <QCoreApplication>

namespace corrsim {

namespace {

/// The words' translation context (lupdate reads AnchorWords::tr).
struct AnchorWords
{
    Q_DECLARE_TR_FUNCTIONS(AnchorWords)
};

} // namespace

QString eventNoun(EventKind kind)
{
    switch (kind) {
    case EventKind::Send:
        return AnchorWords::tr("sending");
    case EventKind::Deliver:
        return AnchorWords::tr("delivery");
    case EventKind::Drop:
        return AnchorWords::tr("loss on the wire");
    case EventKind::Duplicate:
        return AnchorWords::tr("duplicate");
    case EventKind::StorePut:
        return AnchorWords::tr("store write");
    case EventKind::StoreGet:
        return AnchorWords::tr("store read");
    case EventKind::StoreRemove:
        return AnchorWords::tr("store removal");
    case EventKind::StoreExpire:
        return AnchorWords::tr("store expiry");
    case EventKind::StoreClear:
        return AnchorWords::tr("store emptying");
    case EventKind::ReplyMatched:
        return AnchorWords::tr("reply matched");
    case EventKind::ReplyDiscarded:
        return AnchorWords::tr("reply discarded");
    case EventKind::ReplyMismatched:
        return AnchorWords::tr("reply taken for another request");
    case EventKind::StateChange:
        return AnchorWords::tr("state change");
    case EventKind::Effect:
        return AnchorWords::tr("effect");
    case EventKind::Log:
        return AnchorWords::tr("log line");
    case EventKind::Crash:
        return AnchorWords::tr("crash");
    case EventKind::Restart:
        return AnchorWords::tr("restart");
    case EventKind::Note:
        return AnchorWords::tr("note");
    case EventKind::Expectation:
        return AnchorWords::tr("expectation");
    case EventKind::Count_:
        break;
    }
    return QString::fromUtf8(eventKindName(kind).data(), qsizetype(eventKindName(kind).size()));
}

namespace {

/// 2 -> "2nd": each form its own string, for a translation to give its own.
QString ordinal(uint32_t n)
{
    const uint32_t tens = n % 100 / 10, ones = n % 10;
    if (tens != 1 && ones == 1)
        return AnchorWords::tr("%1st", "ordinal").arg(n);
    if (tens != 1 && ones == 2)
        return AnchorWords::tr("%1nd", "ordinal").arg(n);
    if (tens != 1 && ones == 3)
        return AnchorWords::tr("%1rd", "ordinal").arg(n);
    return AnchorWords::tr("%1th", "ordinal").arg(n);
}

} // namespace

std::optional<QString> eventWords(const Trace &trace, size_t i)
{
    const std::optional<NoteAnchor> anchor = NoteAnchor::of(trace, i);
    if (!anchor)
        return std::nullopt;
    return AnchorWords::tr("%1, at %2 (event %3)")
        .arg(anchorWords(*anchor), QString::fromStdString(formatClock(trace[i].time)))
        .arg(i);
}

QString anchorWords(const NoteAnchor &a)
{
    QString what = eventNoun(a.kind);
    if (!a.type.empty())
        what = AnchorWords::tr("%1 of %2", "a delivery of payment.callback").arg(what, qs(a.type));
    else if (!a.detail.empty())
        what = AnchorWords::tr("%1 (%2)", "a state change (PAID)").arg(what, qs(a.detail));
    if (!a.key.empty() && a.key != a.correlationId)
        what = AnchorWords::tr("%1 for key %2").arg(what, qs(a.key));
    if (!a.actor.empty())
        what = (a.kind == EventKind::Deliver ? AnchorWords::tr("%1 to %2", "a delivery to orders")
                                             : AnchorWords::tr("%1 by %2", "a sending by provider"))
                   .arg(what, qs(a.actor));
    if (!a.correlationId.empty())
        what = AnchorWords::tr("%1 for %2", "... for correlation ID 101").arg(what, qs(a.correlationId));
    else if (!a.conversation.empty())
        what = AnchorWords::tr("%1 in %2", "... in conversation PRQ-#2").arg(what, qs(a.conversation));
    return a.occurrence > 1 ? AnchorWords::tr("the %1 %2", "the 3rd delivery").arg(ordinal(a.occurrence), what)
                            : AnchorWords::tr("the %1").arg(what);
}

QString shiftWords(const NoteShift &shift)
{
    if (!shift.now)
        return AnchorWords::tr("gone: its event no longer happens");
    const NoteSubject &was = shift.was, &now = *shift.now;
    const auto name = [](const std::string &c) { return c.empty() ? AnchorWords::tr("none") : qs(c); };
    if (was.conversation == now.conversation)
        return now.copy ? AnchorWords::tr("moved onto the network's copy")
                        : AnchorWords::tr("moved off the network's copy onto the original");
    if (was.copy == now.copy)
        return AnchorWords::tr("moved from conversation %1 to %2").arg(name(was.conversation), name(now.conversation));
    return now.copy ? AnchorWords::tr("moved from conversation %1 onto the network's copy in %2")
                          .arg(name(was.conversation), name(now.conversation))
                    : AnchorWords::tr("moved from the network's copy in %1 onto the original in %2")
                          .arg(name(was.conversation), name(now.conversation));
}

} // namespace corrsim
