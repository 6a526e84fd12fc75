#include "trace/eventstore.h"

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <new>
#include <stdexcept>
#include <type_traits>
#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace corrsim {

static_assert(std::is_trivially_copyable_v<TraceEvent> && std::is_trivially_destructible_v<TraceEvent>,
              "events are copied as plain records");

namespace {

void releaseChunk(void *p, size_t bytes)
{
#if defined(__linux__)
    munmap(p, bytes);
#else
    (void)bytes;
    std::free(p);
#endif
}

/// The last chunks the traces of this thread let go, kept for the next traces the thread
/// makes: an exploration makes thousands of short runs in a row on each thread, and
/// mapping and unmapping 2 MB for each (page tables built and torn down, every page
/// faulted in again) was a third of their time. A thread that runs schedules from
/// checkpoints holds two or three traces at once (the run it copies, its copy, the one
/// it runs next): with one spare, every block of schedules still mapped and unmapped a
/// chunk. Four bound what a thread keeps, 8 MB.
struct SpareChunks
{
    static constexpr int Most = 4;
    void *p[Most] = {};
    int count = 0;
    size_t bytes = 0; // every chunk's
    ~SpareChunks()
    {
        while (count > 0)
            releaseChunk(p[--count], bytes);
    }
};
thread_local SpareChunks spare;

} // namespace

void EventStore::ChunkFree::operator()(Packed *p) const
{
    if (spare.count < SpareChunks::Most) {
        spare.p[spare.count++] = p;
        spare.bytes = ChunkBytes;
        return;
    }
    releaseChunk(p, ChunkBytes);
}

void *EventStore::mapChunk(bool populate)
{
#if defined(__linux__)
    // One call maps and faults in the whole chunk: trapping on each 4 KiB page as the
    // trace first touches it cost ~45% of a large run. (Huge pages were slower still:
    // the kernel zeroes and compacts them synchronously; docs/performance.md.) Not the
    // first chunk: a small run touches a page of it, and zeroing 2 MB for that made an
    // exploration's short runs spend three quarters of their time in the kernel.
    void *p = mmap(nullptr, ChunkBytes, PROT_READ | PROT_WRITE,
                   MAP_PRIVATE | MAP_ANONYMOUS | (populate ? MAP_POPULATE : 0), -1, 0);
    if (p == MAP_FAILED)
        throw std::bad_alloc();
#else
    (void)populate;
    void *p = std::malloc(ChunkBytes);
    if (!p)
        throw std::bad_alloc();
#endif
    return p;
}

EventStore::EventStore(const EventStore &other) : m_wideIds(other.m_wideIds), m_wideValues(other.m_wideValues)
{
    for (size_t i = 0; i < other.m_chunks.size(); ++i) {
        addChunk();
        const size_t used = std::min(ChunkSize, other.m_size - i * ChunkSize);
        std::memcpy(static_cast<void *>(m_tail), other.m_chunks[i].get(), used * sizeof(Packed));
        m_tail += used;
        m_tailFree -= used;
        m_size += used;
    }
}

void EventStore::addChunk()
{
    void *p = spare.count > 0 ? spare.p[--spare.count] : mapChunk(!m_chunks.empty());
    m_tail = static_cast<Packed *>(p);
    m_tailFree = ChunkSize;
    m_chunks.emplace_back(m_tail);
}

uint32_t EventStore::wideIndex(size_t index) const
{
    if (index >= WideId) [[unlikely]]
        throw std::length_error("the trace holds more than 2^31 IDs or values that need 64 bits");
    return uint32_t(index);
}

size_t EventStore::memoryBytes() const
{
    return m_chunks.size() * ChunkBytes + m_wideIds.capacity() * sizeof(Id) + m_wideValues.capacity() * sizeof(int64_t);
}

} // namespace corrsim
