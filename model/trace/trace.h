#pragma once
// The run's trace: an append-only list of every event, plus the tables its events refer
// to (participants, stores, names, IDs, records). Views and exports read only this.
// Events are kept 40 bytes each in an EventStore; reading one gives back the TraceEvent
// that was appended.

#include "trace/eventkind.h"
#include "trace/eventstore.h"
#include "trace/ids.h"
#include "trace/names.h"
#include "trace/records.h"
#include "trace/simtime.h"

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace corrsim {

/// How fingerprints are computed (summary and trace header carry it): 1 hashed the
/// printed texts; 2 hashed words, participants and stores by their numbers; 3 hashes
/// them by their names, so declaring them in another order, or adding one that does
/// nothing, leaves a run's fingerprint as it was.
constexpr int FingerprintVersion = 3;

/// What the checks need to know of a participant that its events do not say: written
/// into the trace (and its file's header) once the run has ended, so a trace read back
/// is judged as the run was.
struct ParticipantFacts
{
    bool declaresStates = false;
    std::vector<std::string> states; // the states it may write, where it declares them
    bool consumesMessages = false;   // it applies the effects of the messages it handles
    bool inbox = false;              // ... and an inbox remembers each message first
};

/// A participant as the views see it.
struct ParticipantInfo
{
    std::string name;
    std::string kind;  // requester, replier, ...
    std::string group; // workers of one application share a group
    /// None where the trace does not say (a file an older Corrsim wrote): a check that
    /// needs them says "unknown" rather than a verdict.
    std::optional<ParticipantFacts> facts = std::nullopt;
    /// The application it belongs to: its group, or itself when it stands alone.
    const std::string &application() const { return group.empty() ? name : group; }
};

struct StoreInfo
{
    std::string name;
    ActorRef owner = NoActor;
};

/// Told of every recorded event as it is appended (pinned faults watch for theirs), and
/// just before (a note anchored to an event goes in right before it).
class TraceWatcher
{
public:
    virtual void appending(const TraceEvent &, uint64_t) {}
    virtual void appended(const TraceEvent &e, uint64_t seq) = 0;

protected:
    ~TraceWatcher() = default;
};

class Trace
{
public:
    explicit Trace(uint64_t seed = 1);
    /// A copy of every event and table, watched by no one (a checkpoint of a run).
    Trace(const Trace &other);
    Trace &operator=(const Trace &) = delete;

    /// Recording can be switched off (benchmarks); counts are kept either way.
    void setRecording(bool on) { m_recording = on; }
    uint64_t seed() const { return m_seed; }
    bool recording() const { return m_recording; }

    void append(const TraceEvent &e)
    {
        if (m_recording && m_watcher) [[unlikely]] {
            appendWatched(e);
            return;
        }
        if (m_recording)
            m_events.append(e); // before counting it, so the counts stay true if this throws
        ++m_counts[size_t(e.kind)];
    }
    /// One watcher at most; nullptr stops watching.
    void setWatcher(TraceWatcher *w) { m_watcher = w; }
    TraceWatcher *watcher() const { return m_watcher; }
    /// The events before this were traced while the scenario was built (a starting row),
    /// before the run began; 0 for a trace read from a file.
    void markRunStart() { m_runStart = m_events.size(); }
    size_t runStart() const { return m_runStart; }

    size_t size() const { return m_events.size(); }
    TraceEvent operator[](size_t i) const { return m_events[i]; }
    EventKind kindAt(size_t i) const { return m_events.kindAt(i); }
    uint64_t count(EventKind k) const { return m_counts[size_t(k)]; }

    Names &names() { return m_names; }
    const Names &names() const { return m_names; }
    IdRegistry &ids() { return m_ids; }
    /// The ID a value names: an ID as it is; text or a number (a header or body field a
    /// scenario wrote, "ACC-B", 101) as the literal ID of that text. Reading the bits of
    /// a text value as an ID named an entity "12" that a trace read back could not find.
    Id idOf(const Value &v);
    const IdRegistry &ids() const { return m_ids; }
    Records &records() { return m_records; }
    const Records &records() const { return m_records; }

    ActorRef addParticipant(ParticipantInfo p);
    void setFacts(ActorRef a, ParticipantFacts facts) { m_participants[a].facts = std::move(facts); }
    const std::vector<ParticipantInfo> &participants() const { return m_participants; }
    uint16_t addStore(StoreInfo s);
    const std::vector<StoreInfo> &stores() const { return m_stores; }
    /// Name of the actor or store at the peer end of an event ("" for none).
    std::string peerName(const TraceEvent &e) const;
    std::string actorName(ActorRef a) const { return a == NoActor ? std::string() : m_participants[a].name; }
    /// The stores a name in a scenario means: the store of that name; or, when the
    /// application runs as workers with stores of their own, each worker's store
    /// ("orders.status" means "orders/1.status", "orders/2.status", ...; a store given
    /// its own name, "status", means "status@1", "status@2", ...).
    std::vector<uint16_t> storesNamed(std::string_view name) const;

    /// Stable hash of everything the trace says, as 16 hex digits: each event's fields
    /// a 64-bit word at a time, with names and IDs hashed by what their text says (not
    /// by symbol numbers or layout), so the same run gives the same fingerprint on every
    /// machine and when read back from a trace file. FingerprintVersion says which way.
    std::string fingerprint() const;
    /// Hashes the events so far into the fingerprint and keeps that, so that
    /// fingerprint() of this trace and of every copy made from now on hashes only the
    /// events after them: an exploration fingerprints thousands of runs copied at a
    /// checkpoint, each sharing everything before it.
    void keepFingerprintSoFar();
    /// Each name's hash by what its text says, for eventHash and recordHash.
    std::vector<uint64_t> nameHashes() const;
    /// What eventHash hashes names, participants and stores by: each by its text.
    struct EventWords
    {
        std::vector<uint64_t> names, participants, stores;
    };
    EventWords eventWords() const;
    /// The names so far are shared with every copy made from now on (Names::share), their
    /// hashes computed once for all of them. Not while another thread copies this trace.
    void shareNames();
    /// What event i says, hashed as the fingerprint sees it (IDs and names by what their
    /// text means): equal for two runs whose seeds only print generated IDs otherwise.
    uint64_t eventHash(size_t i, const EventWords &words) const;
    /// The same for a record (a body, headers, a stored value).
    uint64_t recordHash(RecordRef r, const std::vector<uint64_t> &names) const;
    /// Memory held by events, records and names, in bytes.
    size_t memoryBytes() const;

private:
    /// append with a watcher: told before (it may append notes first) and after.
    void appendWatched(const TraceEvent &e);
    struct WordHash;
    void hashEvent(WordHash &h, size_t i, const EventWords &words) const;
    void hashRecord(WordHash &h, RecordRef r, const std::vector<uint64_t> &names) const;
    /// The fingerprint's hash of every event, from the kept one where it stands.
    uint64_t fingerprintHash() const;

    uint64_t m_seed;
    bool m_recording = true;
    TraceWatcher *m_watcher = nullptr;
    size_t m_runStart = 0;
    EventStore m_events;
    std::array<uint64_t, EventKindCount> m_counts{};
    Names m_names;
    // nameHashes() of the shared names, while the ID spaces they were hashed with stand.
    std::shared_ptr<const std::vector<uint64_t>> m_sharedNameHashes;
    size_t m_sharedNameHashSpaces = 0;
    // The fingerprint's hash over the first `events` events (keepFingerprintSoFar), while
    // the ID spaces it was made with stand: a new one may change how a name hashes.
    struct FingerprintSoFar
    {
        size_t events = 0, idSpaces = 0;
        uint64_t hash = 0;
    } m_fingerprintSoFar;
    IdRegistry m_ids;
    Records m_records;
    std::vector<ParticipantInfo> m_participants;
    std::vector<StoreInfo> m_stores;
};

/// True for a drop at a destination that was down: its value says so, or, in a trace
/// saved before drops kept their message's type, its type reads "receiver down".
bool droppedAtDownReceiver(const Trace &t, const TraceEvent &e);

} // namespace corrsim
