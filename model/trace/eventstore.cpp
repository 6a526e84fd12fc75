#include "trace/eventstore.h"

#include <cstdlib>
#include <new>
#include <stdexcept>
#include <type_traits>
#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace corrsim {

static_assert(std::is_trivially_copyable_v<TraceEvent> && std::is_trivially_destructible_v<TraceEvent>,
              "events are copied as plain records");

void EventStore::ChunkFree::operator()(Packed *p) const
{
#if defined(__linux__)
    munmap(p, ChunkBytes);
#else
    std::free(p);
#endif
}

void EventStore::addChunk()
{
#if defined(__linux__)
    // One call maps and faults in the whole chunk: trapping on each 4 KiB page as the
    // trace first touches it cost ~45% of a large run. (Huge pages were slower still:
    // the kernel zeroes and compacts them synchronously; docs/performance.md.) Not the
    // first chunk: a small run touches a page of it, and zeroing 2 MB for that made an
    // exploration's short runs spend three quarters of their time in the kernel.
    const int populate = m_chunks.empty() ? 0 : MAP_POPULATE;
    void *p = mmap(nullptr, ChunkBytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | populate, -1, 0);
    if (p == MAP_FAILED)
        throw std::bad_alloc();
#else
    void *p = std::malloc(ChunkBytes);
    if (!p)
        throw std::bad_alloc();
#endif
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
