#include "export/lineblocks.h"

#include "input/scenarioerror.h"

#include <cstring>

namespace corrsim {

namespace {
/// Bytes read in one call when the buffer is empty: large enough that reading costs
/// nothing beside parsing, small enough that progress moves often.
constexpr size_t Block = size_t(4) << 20;
} // namespace

LineBlocks::LineBlocks(std::istream &in, const std::string &file)
    : m_in(in), m_file(file), m_buf(new char[MaxLine + 1 + Block + Padding]), m_capacity(MaxLine + 1 + Block)
{
    std::memset(m_buf.get() + m_capacity, ' ', Padding);
}

bool LineBlocks::fill()
{
    // Keep the part of a line not yet handed out, then read behind it.
    if (m_pos > 0) {
        std::memmove(m_buf.get(), m_buf.get() + m_pos, m_end - m_pos);
        m_end -= m_pos;
        m_pos = 0;
    }
    if (m_atEnd || m_end == m_capacity)
        return false;
    m_in.read(m_buf.get() + m_end, std::streamsize(m_capacity - m_end));
    const size_t got = size_t(m_in.gcount());
    if (m_in.bad())
        throw ScenarioError(m_file, m_number + 1, 1, "cannot read the file");
    m_end += got;
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
            ++m_number;
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
            ++m_number;
            return true;
        }
        searched = m_pos + already;
    }
    throw ScenarioError(m_file, m_number + 1, 1, "a line of more than 16 MB: this is not a Corrsim trace");
}

size_t LineBlocks::readableAfter(std::string_view line) const
{
    return size_t(m_buf.get() + m_capacity + Padding - (line.data() + line.size()));
}

} // namespace corrsim
