#include "export/lineblocks.h"

#include "input/scenarioerror.h"

#include <algorithm>
#include <climits>
#include <cstring>

namespace corrsim {

namespace {
/// The buffer: small at first (a lesson's trace is a few kilobytes, and a fuzzer reads
/// thousands a second), doubled while reads fill it, up to a block of 4 MB (large enough
/// that reading costs nothing beside parsing) and to a whole line of MaxLine.
constexpr size_t FirstCapacity = size_t(64) << 10;
constexpr size_t Block = size_t(4) << 20;
} // namespace

LineBlocks::LineBlocks(std::istream &in, const std::string &file) : m_in(in), m_file(file)
{
    grow(FirstCapacity);
}

void LineBlocks::grow(size_t capacity)
{
    std::unique_ptr<char[]> bigger(new char[capacity + Padding]);
    if (m_end > m_pos)
        std::memcpy(bigger.get(), m_buf.get() + m_pos, m_end - m_pos);
    std::memset(bigger.get() + capacity, ' ', Padding);
    m_end -= m_pos;
    m_pos = 0;
    m_buf = std::move(bigger);
    m_capacity = capacity;
}

bool LineBlocks::fill()
{
    // Keep the part of a line not yet handed out, then read behind it.
    if (m_pos > 0) {
        std::memmove(m_buf.get(), m_buf.get() + m_pos, m_end - m_pos);
        m_end -= m_pos;
        m_pos = 0;
    }
    if (m_atEnd)
        return false;
    // Room for a line as long as MaxLine, and big reads once the file proves big.
    const bool lineDoesNotFit = m_end == m_capacity;
    if ((lineDoesNotFit || (m_lastReadFilled && m_capacity < Block)) && m_capacity < MaxLine + 1 + Block)
        grow(std::min(2 * m_capacity, MaxLine + 1 + Block));
    if (m_end == m_capacity)
        return false;
    const size_t wanted = m_capacity - m_end;
    m_in.read(m_buf.get() + m_end, std::streamsize(wanted));
    const size_t got = size_t(m_in.gcount());
    m_lastReadFilled = got == wanted;
    if (m_in.bad())
        throw ScenarioError(m_file, m_number + 1, 1, Finding{FindingKind::CannotReadFile, {}, {}});
    m_end += got;
    std::memset(m_buf.get() + m_end, ' ', Padding); // what a parser may look at past the last line
    if (got == 0 || m_in.eof())
        m_atEnd = true;
    return got > 0;
}

bool LineBlocks::next(std::string_view &line)
{
    size_t searched = m_pos; // where the search for this line's end goes on from
    for (;;) {
        if (const void *nl = std::memchr(m_buf.get() + searched, '\n', m_end - searched)) {
            const size_t end = size_t(static_cast<const char *>(nl) - m_buf.get());
            if (end - m_pos > MaxLine)
                break;
            line = std::string_view(m_buf.get() + m_pos, end - m_pos);
            m_taken += end + 1 - m_pos;
            m_pos = end + 1;
            countLine();
            return true;
        }
        // No newline yet: refuse a line that is already too long before taking more.
        if (m_end - m_pos > MaxLine)
            break;
        const size_t already = m_end - m_pos;
        if (!fill()) {
            if (m_pos == m_end)
                return false;
            line = std::string_view(m_buf.get() + m_pos, m_end - m_pos); // the last line has no newline
            m_taken += m_end - m_pos;
            m_pos = m_end;
            countLine();
            return true;
        }
        searched = m_pos + already;
    }
    throw ScenarioError(m_file, m_number + 1, 1, Finding{FindingKind::LineTooLong, {int64_t(MaxLine >> 20)}, {}});
}

void LineBlocks::countLine()
{
    if (m_number == INT_MAX) // a file of blank lines: errors name lines by an int
        throw ScenarioError(m_file, m_number, 1, Finding{FindingKind::TooManyLines, {}, {}});
    ++m_number;
}

size_t LineBlocks::readableAfter(std::string_view line) const
{
    return size_t(m_buf.get() + m_capacity + Padding - (line.data() + line.size()));
}

} // namespace corrsim
