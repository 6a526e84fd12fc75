#include "trace/trace.h"

#include "trace/hash.h"
#include "trace/vocabulary.h"

#include <cstdio>

namespace corrsim {

Trace::Trace(uint64_t seed) : m_seed(seed), m_ids(m_names, seed) {}

Trace::Trace(const Trace &other)
    : m_seed(other.m_seed), m_recording(other.m_recording), m_runStart(other.m_runStart), m_events(other.m_events),
      m_counts(other.m_counts), m_names(other.m_names), m_sharedNameHashes(other.m_sharedNameHashes),
      m_sharedNameHashSpaces(other.m_sharedNameHashSpaces), m_fingerprintSoFar(other.m_fingerprintSoFar),
      m_ids(other.m_ids, m_names), m_records(other.m_records), m_participants(other.m_participants),
      m_stores(other.m_stores)
{}

void Trace::appendWatched(const TraceEvent &e)
{
    TraceWatcher *watcher = m_watcher;
    watcher->appending(e, m_events.size());
    m_events.append(e);
    ++m_counts[size_t(e.kind)];
    watcher->appended(e, m_events.size() - 1);
}

ActorRef Trace::addParticipant(ParticipantInfo p)
{
    m_participants.push_back(std::move(p));
    return ActorRef(m_participants.size() - 1);
}

uint16_t Trace::addStore(StoreInfo s)
{
    m_stores.push_back(std::move(s));
    return uint16_t(m_stores.size() - 1);
}

std::vector<uint16_t> Trace::storesNamed(std::string_view name) const
{
    std::vector<uint16_t> out;
    for (size_t i = 0; i < m_stores.size(); ++i)
        if (m_stores[i].name == name)
            return {uint16_t(i)};
    auto digits = [](std::string_view s) {
        return !s.empty() && s.find_first_not_of("0123456789") == std::string_view::npos;
    };
    const size_t dot = name.find('.');
    for (size_t i = 0; i < m_stores.size(); ++i) {
        const std::string_view s = m_stores[i].name;
        // "<name>@N"
        if (s.size() > name.size() + 1 && s.starts_with(name) && s[name.size()] == '@' &&
            digits(s.substr(name.size() + 1))) {
            out.push_back(uint16_t(i));
            continue;
        }
        // "<app>/N.<role>" for "<app>.<role>"
        if (dot == std::string_view::npos)
            continue;
        const std::string_view app = name.substr(0, dot), role = name.substr(dot);
        if (s.size() > name.size() + 1 && s.starts_with(app) && s[app.size()] == '/' && s.ends_with(role) &&
            digits(s.substr(app.size() + 1, s.size() - app.size() - 1 - role.size())))
            out.push_back(uint16_t(i));
    }
    return out;
}

std::string Trace::peerName(const TraceEvent &e) const
{
    if (e.peer == NoActor)
        return {};
    if (isStoreEvent(e.kind))
        return m_stores[e.peer].name;
    return m_participants[e.peer].name;
}

/// Mixes 64-bit words: a word at a time, not a byte.
struct Trace::WordHash
{
    uint64_t h = 0x243f6a8885a308d3ULL;
    void add(uint64_t w)
    {
        h = (h ^ w) * 0x9e3779b97f4a7c15ULL;
        h ^= h >> 29;
    }
};

std::vector<uint64_t> Trace::nameHashes() const
{
    // Every name once, by what its text says (a name that prints one of this run's
    // generated IDs hashes as that ID), so a trace read back from a file, whose names
    // are numbered otherwise and whose IDs in bodies come back as text, hashes alike.
    // A name's hash depends on the ID spaces (which prefixes print generated IDs): the
    // shared ones' stand while no space was added.
    std::vector<uint64_t> names;
    names.reserve(m_names.size());
    if (m_sharedNameHashes && m_sharedNameHashSpaces == m_ids.spaceCount())
        names.assign(m_sharedNameHashes->begin(), m_sharedNameHashes->end());
    else
        names.push_back(0); // the empty name
    for (size_t s = names.size(); s < m_names.size(); ++s)
        names.push_back(m_ids.canonicalTextHash(m_names.text(Sym(s))));
    return names;
}

void Trace::shareNames()
{
    m_names.share();
    m_sharedNameHashes.reset();
    m_sharedNameHashes = std::make_shared<const std::vector<uint64_t>>(nameHashes());
    m_sharedNameHashSpaces = m_ids.spaceCount();
}

void Trace::hashRecord(WordHash &h, RecordRef r, const std::vector<uint64_t> &names) const
{
    auto value = [&](const Value &v) -> uint64_t {
        switch (v.type) {
        case Value::Type::Text:
            return names[size_t(v.raw)];
        case Value::Type::IdRef:
            return m_ids.canonicalHash(v.asId(), names);
        default:
            return (uint64_t(v.type) << 56) ^ uint64_t(v.raw);
        }
    };
    // Body fields, then headers: the order a trace file gives them back in.
    for (Section section : {Section::Body, Section::Header})
        for (const Field &f : m_records.fields(r))
            if (f.section == section) {
                h.add(names[f.name] ^ uint64_t(section));
                h.add(value(f.value));
            }
}

Trace::EventWords Trace::eventWords() const
{
    EventWords w{nameHashes(), {}, {}};
    for (const ParticipantInfo &p : m_participants)
        w.participants.push_back(hashName(p.name));
    for (const StoreInfo &s : m_stores)
        w.stores.push_back(hashName(s.name) ^ 0x5354u); // "ST": a store is not the participant of its name
    return w;
}

void Trace::hashEvent(WordHash &h, size_t i, const EventWords &words) const
{
    const std::vector<uint64_t> &names = words.names;
    const TraceEvent e = m_events[i];
    h.add(uint64_t(e.time.micros()));
    h.add(uint64_t(e.kind) | uint64_t(e.flags) << 8 | uint64_t(e.attempt) << 16);
    // Who, by name: the participants' and stores' numbers follow their order in the file.
    h.add(e.actor == NoActor ? 0 : words.participants[e.actor]);
    h.add(e.peer == NoActor ? 0 : isStoreEvent(e.kind) ? words.stores[e.peer] : words.participants[e.peer]);
    h.add(m_ids.canonicalHash(e.message, names));
    h.add(m_ids.canonicalHash(e.correlation, names));
    // Every kind alike: its slots as kept, a name hashed by its text.
    const TraceEvent::Slots &s = e.slotValues();
    h.add(m_ids.canonicalHash(s.ref, names));
    h.add(valueIsSymbol(e.kind) ? names[size_t(s.value)] : uint64_t(s.value));
    h.add(names[s.detail]);
    hashRecord(h, s.record, names);
}

uint64_t Trace::eventHash(size_t i, const EventWords &words) const
{
    WordHash h;
    hashEvent(h, i, words);
    return h.h;
}

uint64_t Trace::recordHash(RecordRef r, const std::vector<uint64_t> &names) const
{
    WordHash h;
    hashRecord(h, r, names);
    return h.h;
}

uint64_t Trace::fingerprintHash() const
{
    const EventWords words = eventWords();
    WordHash h;
    h.add(FingerprintVersion);
    size_t from = 0;
    if (const FingerprintSoFar &kept = m_fingerprintSoFar;
        kept.events > 0 && kept.events <= m_events.size() && kept.idSpaces == m_ids.spaceCount()) {
        h.h = kept.hash;
        from = kept.events;
    }
    for (size_t i = from; i < m_events.size(); ++i)
        hashEvent(h, i, words);
    return h.h;
}

std::string Trace::fingerprint() const
{
    char buf[17];
    std::snprintf(buf, sizeof buf, "%016llx", (unsigned long long)fingerprintHash());
    return buf;
}

void Trace::keepFingerprintSoFar()
{
    const FingerprintSoFar &kept = m_fingerprintSoFar;
    if (kept.events == m_events.size() && kept.idSpaces == m_ids.spaceCount())
        return; // kept already: every copy made at one checkpoint asks
    m_fingerprintSoFar = {m_events.size(), m_ids.spaceCount(), fingerprintHash()};
}

size_t Trace::memoryBytes() const
{
    return m_events.memoryBytes() + m_records.bytes() + m_names.bytes();
}

bool droppedAtDownReceiver(const Trace &t, const TraceEvent &e)
{
    return e.kind == EventKind::Drop &&
           (e.receiverWasDown() || (e.messageType() && t.names().text(e.messageType()) == vocabulary::ReceiverDown));
}

Id Trace::idOf(const Value &v)
{
    if (v.type == Value::Type::IdRef)
        return v.asId();
    return m_ids.literal(formatValue(v, m_names, m_ids));
}

} // namespace corrsim
