#include "momentwords.h"

#include <QCoreApplication>

namespace corrsim {

namespace {

/// The words' translation context (lupdate reads MomentWords::tr).
struct MomentWords
{
    Q_DECLARE_TR_FUNCTIONS(MomentWords)
};

} // namespace

QString momentText(const Moment &m)
{
    const QString subject = QString::fromStdString(m.subject);
    switch (m.kind) {
    case MomentKind::Stored:
        return MomentWords::tr("stored");
    case MomentKind::Found:
        return MomentWords::tr("found");
    case MomentKind::GetFoundNothing:
        return MomentWords::tr("get found nothing");
    case MomentKind::Removed:
        return MomentWords::tr("removed");
    case MomentKind::RemoveFoundNothing:
        return MomentWords::tr("remove found nothing");
    case MomentKind::LogLine:
        return subject; // the participant's own words
    case MomentKind::Dropped:
        return MomentWords::tr("dropped");
    case MomentKind::WrittenAgain:
        return MomentWords::tr("%1 written again", "PAID written again").arg(subject);
    case MomentKind::RemoveFoundNothingOk:
        return MomentWords::tr("remove found nothing: OK anyway");
    case MomentKind::TtlPassed:
        return MomentWords::tr("TTL passed");
    case MomentKind::Swept:
        return MomentWords::tr("swept");
    case MomentKind::DuplicateIgnoredInbox:
        return MomentWords::tr("duplicate ignored (inbox)");
    case MomentKind::DuplicateRolledBackInbox:
        return MomentWords::tr("duplicate rolled back (inbox)");
    case MomentKind::RolledBackBalanceSpent:
        return MomentWords::tr("rolled back: balance spent");
    case MomentKind::NeverPublished:
        return MomentWords::tr("never published");
    case MomentKind::CrashBetweenWrites:
        return MomentWords::tr("crash between the two writes");
    case MomentKind::AnsweredAlreadyClaimed:
        return MomentWords::tr("404: already claimed");
    case MomentKind::AnsweredClaimLost:
        return MomentWords::tr("404: claim lost to another copy");
    case MomentKind::AnsweredLostInRestart:
        return MomentWords::tr("404: lost in a restart");
    case MomentKind::AnsweredExpiredAndSwept:
        return MomentWords::tr("404: expired and swept");
    case MomentKind::AnsweredUnknownCorrelation:
        return MomentWords::tr("404: unknown correlation ID");
    case MomentKind::Crash:
        return MomentWords::tr("crash");
    case MomentKind::Restart:
        return MomentWords::tr("restart");
    }
    return {};
}

} // namespace corrsim
