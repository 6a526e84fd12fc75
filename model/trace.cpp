#include "trace.h"

#include <cstdio>
#include <cstdlib>
#include <type_traits>
#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace corrsim {

Trace::Trace(uint64_t seed) : m_seed(seed), m_ids(m_names, seed) {}

static_assert(std::is_trivially_copyable_v<TraceEvent> && std::is_trivially_destructible_v<TraceEvent>,
              "trace chunks are raw memory: events must need no destructor");

void Trace::ChunkFree::operator()(TraceEvent *p) const
{
#if defined(__linux__)
    munmap(p, ChunkBytes);
#else
    std::free(p);
#endif
}

void Trace::addChunk()
{
#if defined(__linux__)
    // One call maps and faults in the whole chunk: trapping on each 4 KiB page as the
    // trace first touches it cost ~45% of a large run. (Huge pages were slower still:
    // the kernel zeroes and compacts them synchronously; docs/performance.md.)
    void *p = mmap(nullptr, ChunkBytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_POPULATE, -1, 0);
    if (p == MAP_FAILED)
        throw std::bad_alloc();
#else
    void *p = std::malloc(ChunkBytes);
    if (!p)
        throw std::bad_alloc();
#endif
    m_tail = static_cast<TraceEvent *>(p);
    m_tailFree = ChunkSize;
    m_chunks.emplace_back(m_tail);
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
        if (s.size() > name.size() + 1 && s.starts_with(name) && s[name.size()] == '@' && digits(s.substr(name.size() + 1))) {
            out.push_back(uint16_t(i));
            continue;
        }
        // "<app>/N.<role>" for "<app>.<role>"
        if (dot == std::string_view::npos)
            continue;
        const std::string_view app = name.substr(0, dot), role = name.substr(dot);
        if (s.size() > name.size() + 1 && s.starts_with(app) && s[app.size()] == '/' && s.ends_with(role)
            && digits(s.substr(app.size() + 1, s.size() - app.size() - 1 - role.size())))
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

namespace {
struct Fnv
{
    uint64_t h = 0xcbf29ce484222325ULL;
    void bytes(const void *p, size_t n)
    {
        auto *c = static_cast<const unsigned char *>(p);
        for (size_t i = 0; i < n; ++i) {
            h ^= c[i];
            h *= 0x100000001b3ULL;
        }
    }
    void text(const std::string &s)
    {
        bytes(s.data(), s.size());
        bytes("\0", 1);
    }
    void number(int64_t v)
    {
        unsigned char b[8];
        for (int i = 0; i < 8; ++i)
            b[i] = (unsigned char)(uint64_t(v) >> (8 * i)); // little-endian on every host
        bytes(b, 8);
    }
};
} // namespace

std::string Trace::fingerprint() const
{
    Fnv f;
    std::string scratch;
    auto id = [&](Id v) {
        scratch.clear();
        m_ids.formatTo(v, scratch);
        f.text(scratch);
    };
    for (size_t i = 0; i < m_size; ++i) {
        const TraceEvent &e = (*this)[i];
        f.number(e.time.micros());
        f.text(std::string(eventKindName(e.kind)));
        f.text(actorName(e.actor));
        f.text(peerName(e));
        id(e.message);
        id(e.correlation);
        id(e.ref);
        // A state change's value is the state it left: hash its name, not its symbol number.
        if (valueIsSymbol(e.kind))
            f.text(m_names.text(Sym(e.value)));
        else
            f.number(e.value);
        f.text(m_names.text(e.detail));
        f.number(e.attempt);
        f.number(e.flags);
        for (const Field &fl : m_records.fields(e.record)) {
            f.text(m_names.text(fl.name));
            f.number(int64_t(fl.section));
            f.text(formatValue(fl.value, m_names, m_ids));
        }
    }
    char buf[17];
    std::snprintf(buf, sizeof buf, "%016llx", (unsigned long long)f.h);
    return buf;
}

size_t Trace::memoryBytes() const
{
    return m_chunks.size() * ChunkSize * sizeof(TraceEvent) + m_records.bytes() + m_names.bytes();
}

} // namespace corrsim
