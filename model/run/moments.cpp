#include "run/moments.h"

#include "run/lessonnotes.h"
#include "run/messagehops.h"
#include "trace/storeresult.h"
#include "trace/translatable.h"
#include "trace/vocabulary.h"

#include <algorithm>
#include <array>
#include <map>
#include <optional>
#include <set>

namespace corrsim {

namespace {
using namespace vocabulary;

/// A store's key: (store, key bits).
using StoreKey = std::pair<uint16_t, uint64_t>;

/// The participant a log line says a message was going to (its "to" field).
ActorRef towardOf(const Trace &t, const TraceEvent &e)
{
    const Sym to = t.names().find("to");
    const Field *f = to ? t.records().find(e.fields(), to) : nullptr;
    if (!f || f->value.type != Value::Type::Text)
        return NoActor;
    const std::string &name = t.names().text(Sym(f->value.raw));
    for (size_t i = 0; i < t.participants().size(); ++i)
        if (t.participants()[i].name == name)
            return ActorRef(i);
    return NoActor;
}
/// What an event the diagram draws as a bare mark (a store's square, a log line) is,
/// as a moment; none for one with words of its own (an arrow's label, a state, a match,
/// an effect). Without the key: the moment's conversation is selected when it is shown,
/// and a generated key ("PRQ-1fbc57bd-…") is no word for a class.
std::optional<MomentKind> kindOfAMark(const Trace &t, const TraceEvent &e)
{
    switch (e.kind) {
    case EventKind::StorePut:
        return MomentKind::Stored;
    case EventKind::StoreGet:
        return storeResult(t, e) == StoreResult::KeyNotFound ? MomentKind::GetFoundNothing : MomentKind::Found;
    case EventKind::StoreRemove:
        return storeResult(t, e) == StoreResult::KeyNotFound ? MomentKind::RemoveFoundNothing : MomentKind::Removed;
    case EventKind::Log:
        return MomentKind::LogLine;
    case EventKind::Drop:
        return MomentKind::Dropped;
    default:
        return std::nullopt;
    }
}

/// Every event a lesson's question is about says what happened in words, where the
/// diagram would draw only a mark: the class reads the answer at the moment.
void addQuestionMoments(const Trace &t, std::vector<Moment> &moments)
{
    for (const LessonNote &note : lessonNotes(t)) {
        if (!note.isQuestion())
            continue;
        const size_t at = decidingEvent(t, note);
        if (at >= t.size() ||
            std::any_of(moments.begin(), moments.end(), [&](const Moment &m) { return m.event == at; }))
            continue;
        const TraceEvent &e = t[at];
        if (const std::optional<MomentKind> kind = kindOfAMark(t, e))
            moments.push_back({e.time, e.actor, at, *kind,
                               *kind == MomentKind::LogLine ? t.names().text(e.text()) : std::string(), false});
    }
}
} // namespace

std::vector<Moment> teachingMoments(const Trace &t)
{
    std::vector<Moment> moments;
    std::map<StoreKey, std::pair<SimTime, ActorRef>> expiring; // entries with a TTL: when it passes, whose store
    std::map<StoreKey, int64_t> lastStatus;                    // a row's status (or state) as last written
    // Why a key is not in any store (by key, whichever store): what a 404 for it says.
    // A key never seen is unknown; one that left says how it left.
    std::map<uint64_t, MomentKind> gone;
    std::set<StoreKey> live;
    const Sym status = t.names().find("status"), state = t.names().find("state");
    for (size_t i = 0; i < t.size(); ++i) {
        const TraceEvent &e = t[i];
        switch (e.kind) {
        case EventKind::StorePut: {
            const StoreKey key{e.peer, e.key().bits};
            live.insert(key);
            gone.erase(e.key().bits);
            // The same status written over itself: a second update of what was already
            // done (two workers, two callbacks), the write the lesson warns about.
            const Field *f = status ? t.records().find(e.storedValue(), status) : nullptr;
            if (!f && state)
                f = t.records().find(e.storedValue(), state);
            if (f && f->value.type == Value::Type::Text) {
                if (auto it = lastStatus.find(key); it != lastStatus.end() && it->second == f->value.raw)
                    moments.push_back(
                        {e.time, e.actor, i, MomentKind::WrittenAgain, t.names().text(Sym(f->value.raw)), true});
                lastStatus[key] = f->value.raw;
            }
            if (e.expiryMicros() > 0)
                expiring[key] = {SimTime::fromMicros(e.expiryMicros()),
                                 e.peer < t.stores().size() ? t.stores()[e.peer].owner : e.actor};
            else
                expiring.erase(key);
            break;
        }
        case EventKind::StoreRemove:
            if (removedAnEntry(storeResult(t, e))) {
                expiring.erase({e.peer, e.key().bits});
                lastStatus.erase({e.peer, e.key().bits});
                live.erase({e.peer, e.key().bits});
                gone[e.key().bits] = MomentKind::AnsweredAlreadyClaimed;
            } else if (storeResult(t, e) == StoreResult::KeyNotFound && gone.count(e.key().bits)) {
                gone[e.key().bits] = MomentKind::AnsweredClaimLost; // read it, then found it gone
            } else if (storeResult(t, e) == StoreResult::AbsentOk) {
                // The claim race's deciding step: the second remove finds nothing and says OK.
                moments.push_back({e.time, e.actor, i, MomentKind::RemoveFoundNothingOk, {}, true});
            }
            break;
        case EventKind::StoreClear:
            for (auto it = live.lower_bound({e.peer, 0}); it != live.end() && it->first == e.peer;) {
                gone[it->second] = MomentKind::AnsweredLostInRestart;
                it = live.erase(it);
            }
            break;
        case EventKind::StoreExpire: {
            // The TTL passed some time before the sweep found it: both moments matter.
            const StoreKey key{e.peer, e.key().bits};
            if (auto it = expiring.find(key); it != expiring.end()) {
                if (it->second.first < e.time)
                    moments.push_back({it->second.first, e.actor, SIZE_MAX, MomentKind::TtlPassed, {}, false});
                expiring.erase(it);
            }
            moments.push_back({e.time, e.actor, i, MomentKind::Swept, {}, true});
            live.erase(key);
            gone[e.key().bits] = MomentKind::AnsweredExpiredAndSwept;
            break;
        }
        case EventKind::Log: {
            const std::string &text = t.names().text(e.text());
            const std::optional<MomentKind> kind = text == LogInboxSkipped       ? MomentKind::DuplicateIgnoredInbox
                                                   : text == LogInboxRolledBack  ? MomentKind::DuplicateRolledBackInbox
                                                   : text == LogBalanceReplanned ? MomentKind::RolledBackBalanceSpent
                                                   : text == LogNeverPublished   ? MomentKind::NeverPublished
                                                   : text == LogCrashedInWindow  ? MomentKind::CrashBetweenWrites
                                                                                 : std::optional<MomentKind>();
            if (kind)
                moments.push_back({e.time, e.actor, i, *kind, {}, text != LogInboxSkipped, towardOf(t, e)});
            break;
        }
        case EventKind::Send:
            // A 404 answers a message whose correlation ID nobody is waiting for (any more).
            if (const auto status = responseStatus(t, e); status && *status == 404) {
                const auto why = gone.find(e.correlation.bits);
                moments.push_back({e.time,
                                   e.actor,
                                   i,
                                   why != gone.end() ? why->second : MomentKind::AnsweredUnknownCorrelation,
                                   {},
                                   true});
            }
            break;
        case EventKind::Crash:
            moments.push_back({e.time, e.actor, i, MomentKind::Crash, {}, true});
            break;
        case EventKind::Restart:
            moments.push_back({e.time, e.actor, i, MomentKind::Restart, {}, false});
            break;
        default:
            break;
        }
    }
    addQuestionMoments(t, moments);
    std::stable_sort(moments.begin(), moments.end(), [](const Moment &a, const Moment &b) { return a.time < b.time; });
    return moments;
}

const char *momentTemplate(MomentKind kind)
{
    // In MomentKind's order; %1 is the moment's subject.
    static constexpr std::array<const char *, size_t(MomentKind::Restart) + 1> Templates{
        QT_TRANSLATE_NOOP("MomentWords", "stored"),
        QT_TRANSLATE_NOOP("MomentWords", "found"),
        QT_TRANSLATE_NOOP("MomentWords", "get found nothing"),
        QT_TRANSLATE_NOOP("MomentWords", "removed"),
        QT_TRANSLATE_NOOP("MomentWords", "remove found nothing"),
        "%1", // a log line: the participant's own words
        QT_TRANSLATE_NOOP("MomentWords", "dropped"),
        //: PAID written again
        QT_TRANSLATE_NOOP("MomentWords", "%1 written again"),
        QT_TRANSLATE_NOOP("MomentWords", "remove found nothing: OK anyway"),
        QT_TRANSLATE_NOOP("MomentWords", "TTL passed"),
        QT_TRANSLATE_NOOP("MomentWords", "swept"),
        QT_TRANSLATE_NOOP("MomentWords", "duplicate ignored (inbox)"),
        QT_TRANSLATE_NOOP("MomentWords", "duplicate rolled back (inbox)"),
        QT_TRANSLATE_NOOP("MomentWords", "rolled back: balance spent"),
        QT_TRANSLATE_NOOP("MomentWords", "never published"),
        QT_TRANSLATE_NOOP("MomentWords", "crash between the two writes"),
        QT_TRANSLATE_NOOP("MomentWords", "404: already claimed"),
        QT_TRANSLATE_NOOP("MomentWords", "404: claim lost to another copy"),
        QT_TRANSLATE_NOOP("MomentWords", "404: lost in a restart"),
        QT_TRANSLATE_NOOP("MomentWords", "404: expired and swept"),
        QT_TRANSLATE_NOOP("MomentWords", "404: unknown correlation ID"),
        QT_TRANSLATE_NOOP("MomentWords", "crash"),
        QT_TRANSLATE_NOOP("MomentWords", "restart"),
    };
    static_assert(Templates.back() != nullptr, "a template for every kind");
    return Templates.at(size_t(kind));
}

std::string momentWords(const Moment &m)
{
    std::string words = momentTemplate(m.kind);
    if (const size_t at = words.find("%1"); at != std::string::npos)
        words.replace(at, 2, m.subject);
    return words;
}

} // namespace corrsim
