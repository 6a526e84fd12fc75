#pragma once
// gzip-compressed traces (RFC 1952, with zlib): a stream that deflates into another
// stream as it is written, and one that inflates another stream as it is read. A .jsonl
// trace is about ten times smaller gzipped; both native formats are read gzipped,
// whatever the file is called, and written gzipped when its name ends in ".gz".

#include "trace/finding.h"

#include <atomic>
#include <cstdint>
#include <istream>
#include <memory>
#include <optional>
#include <ostream>
#include <string>

namespace corrsim {

/// True when the stream starts with gzip's two magic bytes (the stream is rewound).
bool looksGzipped(std::istream &in);

/// An ostream whose bytes go to `out` gzip-compressed. finish() writes the end of the
/// compressed stream (its CRC and length); without it the file is cut short.
class GzipWriter
{
public:
    explicit GzipWriter(std::ostream &out);
    ~GzipWriter();
    std::ostream &stream();
    void finish();

private:
    class Buffer;
    std::unique_ptr<Buffer> m_buffer;
    std::unique_ptr<std::ostream> m_stream;
};

/// An istream of what `compressed` holds, inflated. It ends early where the compressed
/// data is damaged or cut short: damage() then says what and where, for the reader's
/// error. Seeking goes back to byte 0 only while the first block is still held (enough
/// to tell a format by its first bytes); a length cannot be asked for.
class GzipReader
{
public:
    /// `compressedRead`, when given, follows how far into `compressed` it has got.
    explicit GzipReader(std::istream &compressed, std::atomic<uint64_t> *compressedRead = nullptr);
    ~GzipReader();
    std::istream &stream();
    /// What stopped it early, and the compressed byte where it did; none while it has
    /// read well so far.
    struct Damage
    {
        uint64_t at = 0;
        Finding what;
    };
    std::optional<Damage> damage() const;
    /// True once the compressed data has ended, whole, with its CRC and length checked.
    bool ended() const;
    /// How far into the compressed data inflating has got.
    uint64_t compressedAt() const;

private:
    class Buffer;
    std::unique_ptr<Buffer> m_buffer;
    std::unique_ptr<std::istream> m_stream;
};

} // namespace corrsim
