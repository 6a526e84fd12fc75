#include "run/moments.h"

#include "run/lessonnotes.h"
#include "run/messagehops.h"
#include "trace/storeresult.h"
#include "trace/vocabulary.h"

#include <algorithm>
#include <map>
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
/// The words of an event the diagram draws as a bare mark (a store's square, a log line);
/// empty for one with words of its own (an arrow's label, a state, a match, an effect).
std::string wordsOfAMark(const Trace &t, const TraceEvent &e)
{
    // Without the key: the moment's conversation is selected when it is shown, and a
    // generated key ("PRQ-1fbc57bd-…") is no word for a class.
    switch (e.kind) {
    case EventKind::StorePut:
        return "stored";
    case EventKind::StoreGet:
        return storeResult(t, e) == StoreResult::KeyNotFound ? "get found nothing" : "found";
    case EventKind::StoreRemove:
        return storeResult(t, e) == StoreResult::KeyNotFound ? "remove found nothing" : "removed";
    case EventKind::Log:
        return t.names().text(e.text());
    case EventKind::Drop:
        return "dropped";
    default:
        return {};
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
        if (std::string words = wordsOfAMark(t, e); !words.empty())
            moments.push_back({e.time, e.actor, at, std::move(words), false});
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
    std::map<uint64_t, const char *> gone;
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
                    moments.push_back({e.time, e.actor, i, t.names().text(Sym(f->value.raw)) + " written again", true});
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
                gone[e.key().bits] = "404: already claimed";
            } else if (storeResult(t, e) == StoreResult::KeyNotFound && gone.count(e.key().bits)) {
                gone[e.key().bits] = "404: claim lost to another copy"; // read it, then found it gone
            } else if (storeResult(t, e) == StoreResult::AbsentOk) {
                // The claim race's deciding step: the second remove finds nothing and says OK.
                moments.push_back({e.time, e.actor, i, "remove found nothing: OK anyway", true});
            }
            break;
        case EventKind::StoreClear:
            for (auto it = live.lower_bound({e.peer, 0}); it != live.end() && it->first == e.peer;) {
                gone[it->second] = "404: lost in a restart";
                it = live.erase(it);
            }
            break;
        case EventKind::StoreExpire: {
            // The TTL passed some time before the sweep found it: both moments matter.
            const StoreKey key{e.peer, e.key().bits};
            if (auto it = expiring.find(key); it != expiring.end()) {
                if (it->second.first < e.time)
                    moments.push_back({it->second.first, e.actor, SIZE_MAX, "TTL passed", false});
                expiring.erase(it);
            }
            moments.push_back({e.time, e.actor, i, "swept", true});
            live.erase(key);
            gone[e.key().bits] = "404: expired and swept";
            break;
        }
        case EventKind::Log: {
            const std::string &text = t.names().text(e.text());
            const char *label = text == LogInboxSkipped       ? "duplicate ignored (inbox)"
                                : text == LogInboxRolledBack  ? "duplicate rolled back (inbox)"
                                : text == LogBalanceReplanned ? "rolled back: balance spent"
                                : text == LogNeverPublished   ? "never published"
                                : text == LogCrashedInWindow  ? "crash between the two writes"
                                                              : nullptr;
            if (label)
                moments.push_back({e.time, e.actor, i, label, text != LogInboxSkipped, towardOf(t, e)});
            break;
        }
        case EventKind::Send:
            // A 404 answers a message whose correlation ID nobody is waiting for (any more).
            if (const auto status = responseStatus(t, e); status && *status == 404) {
                const auto why = gone.find(e.correlation.bits);
                moments.push_back(
                    {e.time, e.actor, i, why != gone.end() ? why->second : "404: unknown correlation ID", true});
            }
            break;
        case EventKind::Crash:
            moments.push_back({e.time, e.actor, i, "crash", true});
            break;
        case EventKind::Restart:
            moments.push_back({e.time, e.actor, i, "restart", false});
            break;
        default:
            break;
        }
    }
    addQuestionMoments(t, moments);
    std::stable_sort(moments.begin(), moments.end(), [](const Moment &a, const Moment &b) { return a.time < b.time; });
    return moments;
}

} // namespace corrsim
