#include "anchorwords.h"

#include "qtext.h"

#include <QCoreApplication>

namespace corrsim {

namespace {

QString tr(const char *text, const char *disambiguation = nullptr)
{
    return QCoreApplication::translate("AnchorWords", text, disambiguation);
}

/// What happened, as a noun: "delivery", not the file's "deliver".
QString kindNoun(EventKind kind)
{
    switch (kind) {
    case EventKind::Send:
        return tr("sending");
    case EventKind::Deliver:
        return tr("delivery");
    case EventKind::Drop:
        return tr("loss on the wire");
    case EventKind::Duplicate:
        return tr("duplicate");
    case EventKind::StorePut:
        return tr("write");
    case EventKind::StoreGet:
        return tr("read");
    case EventKind::StoreRemove:
        return tr("removal");
    case EventKind::StoreExpire:
        return tr("expiry");
    case EventKind::StoreClear:
        return tr("emptying");
    case EventKind::ReplyMatched:
        return tr("reply matched");
    case EventKind::ReplyDiscarded:
        return tr("reply discarded");
    case EventKind::ReplyMismatched:
        return tr("reply taken for another request");
    case EventKind::StateChange:
        return tr("state change");
    case EventKind::Effect:
        return tr("effect");
    case EventKind::Log:
        return tr("log line");
    case EventKind::Crash:
        return tr("crash");
    case EventKind::Restart:
        return tr("restart");
    case EventKind::Note:
        return tr("note");
    case EventKind::Expectation:
        return tr("expectation");
    case EventKind::Count_:
        break;
    }
    return QString::fromUtf8(eventKindName(kind).data(), qsizetype(eventKindName(kind).size()));
}

/// 2 -> "2nd": each form its own string, for a translation to give its own.
QString ordinal(uint32_t n)
{
    const uint32_t tens = n % 100 / 10, ones = n % 10;
    if (tens != 1 && ones == 1)
        return tr("%1st", "ordinal").arg(n);
    if (tens != 1 && ones == 2)
        return tr("%1nd", "ordinal").arg(n);
    if (tens != 1 && ones == 3)
        return tr("%1rd", "ordinal").arg(n);
    return tr("%1th", "ordinal").arg(n);
}

} // namespace

QString anchorWords(const NoteAnchor &a)
{
    QString what = kindNoun(a.kind);
    if (!a.type.empty())
        what = tr("%1 of %2", "a delivery of payment.callback").arg(what, qs(a.type));
    else if (!a.detail.empty())
        what = tr("%1 (%2)", "a state change (PAID)").arg(what, qs(a.detail));
    if (!a.key.empty() && a.key != a.correlationId)
        what = tr("%1 for key %2").arg(what, qs(a.key));
    if (!a.actor.empty())
        what = (a.kind == EventKind::Deliver ? tr("%1 to %2", "a delivery to orders")
                                             : tr("%1 by %2", "a sending by provider"))
                   .arg(what, qs(a.actor));
    if (!a.correlationId.empty())
        what = tr("%1 for %2", "... for correlation ID 101").arg(what, qs(a.correlationId));
    else if (!a.conversation.empty())
        what = tr("%1 in %2", "... in conversation PRQ-#2").arg(what, qs(a.conversation));
    return a.occurrence > 1 ? tr("the %1 %2", "the 3rd delivery").arg(ordinal(a.occurrence), what)
                            : tr("the %1").arg(what);
}

} // namespace corrsim
