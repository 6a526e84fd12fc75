#pragma once
// A text file read a large block at a time and handed out a line at a time, for the
// JSON Lines trace reader: one read call per few megabytes, not per line, and a line
// longer than the limit refused as soon as that many bytes have come without a newline
// (a file with no newlines never fills memory). Each line handed out is followed by at
// least LineBlocks::Padding readable bytes, as simdjson's parser needs.

#include <cstdint>
#include <istream>
#include <memory>
#include <string>
#include <string_view>

namespace corrsim {

class LineBlocks
{
public:
    static constexpr size_t MaxLine = size_t(16) << 20;
    static constexpr size_t Padding = 64;

    LineBlocks(std::istream &in, const std::string &file);
    /// The next line without its newline; false at the end of the file. Throws
    /// ScenarioError for a line longer than MaxLine or a file that cannot be read.
    bool next(std::string_view &line);
    /// The number of the line last handed out (1 for the first).
    int number() const { return m_number; }
    /// How many bytes after the last line handed out may be read (its padding and more).
    size_t readableAfter(std::string_view line) const;
    /// How far into the file the lines handed out reach.
    uint64_t bytesTaken() const { return m_taken; }

private:
    bool fill();
    void countLine();
    /// A buffer of `capacity` bytes and the padding, keeping what is not handed out yet.
    void grow(size_t capacity);

    std::istream &m_in;
    const std::string &m_file;
    std::unique_ptr<char[]> m_buf;
    size_t m_capacity = 0; // the bytes blocks may fill, before the padding
    size_t m_pos = 0, m_end = 0;
    bool m_atEnd = false;
    bool m_lastReadFilled = false; // the file is longer than the buffer: grow it
    int m_number = 0;
    uint64_t m_taken = 0;
};

} // namespace corrsim
