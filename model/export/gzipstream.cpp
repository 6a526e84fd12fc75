#include "export/gzipstream.h"

#include <cstring>
#include <new>
#include <vector>
#include <zlib.h>

namespace corrsim {

namespace {
constexpr int GzipWindowBits = 16 + MAX_WBITS; // zlib's way of asking for the gzip wrapper
constexpr size_t ChunkBytes = 1 << 16;
} // namespace

bool looksGzipped(std::istream &in)
{
    unsigned char head[2] = {};
    in.read(reinterpret_cast<char *>(head), 2);
    const bool yes = in.gcount() == 2 && head[0] == 0x1f && head[1] == 0x8b;
    in.clear();
    in.seekg(0);
    return yes;
}

class GzipWriter::Buffer : public std::streambuf
{
public:
    explicit Buffer(std::ostream &out) : m_out(out), m_input(ChunkBytes), m_output(ChunkBytes)
    {
        if (deflateInit2(&m_z, Z_DEFAULT_COMPRESSION, Z_DEFLATED, GzipWindowBits, 8, Z_DEFAULT_STRATEGY) != Z_OK)
            throw std::bad_alloc();
        setp(m_input.data(), m_input.data() + m_input.size());
    }
    ~Buffer() override { deflateEnd(&m_z); }

    void finish()
    {
        if (!m_finished)
            compress(Z_FINISH);
        m_finished = true;
        m_out.flush();
    }

protected:
    int_type overflow(int_type c) override
    {
        compress(Z_NO_FLUSH);
        if (!traits_type::eq_int_type(c, traits_type::eof())) {
            *pptr() = traits_type::to_char_type(c);
            pbump(1);
        }
        return traits_type::not_eof(c);
    }

private:
    /// Deflates what the put area holds into the output stream, and empties it.
    void compress(int flush)
    {
        m_z.next_in = reinterpret_cast<Bytef *>(pbase());
        m_z.avail_in = uInt(pptr() - pbase());
        int result = Z_OK;
        do {
            m_z.next_out = reinterpret_cast<Bytef *>(m_output.data());
            m_z.avail_out = uInt(m_output.size());
            result = deflate(&m_z, flush);
            m_out.write(m_output.data(), std::streamsize(m_output.size() - m_z.avail_out));
        } while (m_z.avail_out == 0 || (flush == Z_FINISH && result == Z_OK));
        setp(m_input.data(), m_input.data() + m_input.size());
    }

    std::ostream &m_out;
    std::vector<char> m_input, m_output;
    z_stream m_z{};
    bool m_finished = false;
};

GzipWriter::GzipWriter(std::ostream &out)
    : m_buffer(std::make_unique<Buffer>(out)), m_stream(std::make_unique<std::ostream>(m_buffer.get()))
{}

GzipWriter::~GzipWriter() = default;

std::ostream &GzipWriter::stream()
{
    return *m_stream;
}

void GzipWriter::finish()
{
    m_stream->flush();
    m_buffer->finish();
}

class GzipReader::Buffer : public std::streambuf
{
public:
    Buffer(std::istream &in, std::atomic<uint64_t> *progress)
        : m_in(in), m_progress(progress), m_input(ChunkBytes), m_output(4 * ChunkBytes)
    {
        if (inflateInit2(&m_z, GzipWindowBits) != Z_OK)
            throw std::bad_alloc();
        setg(m_output.data(), m_output.data(), m_output.data());
    }
    ~Buffer() override { inflateEnd(&m_z); }

    std::optional<Damage> damage() const { return m_damage; }
    bool ended() const { return m_ended; }
    uint64_t compressedAt() const { return m_compressedAt - m_z.avail_in; }

protected:
    int_type underflow() override
    {
        if (gptr() < egptr())
            return traits_type::to_int_type(*gptr());
        m_passed += uint64_t(egptr() - eback());
        size_t produced = 0;
        while (produced == 0 && !m_ended && !m_damage) {
            if (m_z.avail_in == 0 && !fill()) {
                m_damage = Damage{m_compressedAt, {FindingKind::CompressedEndsEarly, {}, {}}};
                break;
            }
            m_z.next_out = reinterpret_cast<Bytef *>(m_output.data());
            m_z.avail_out = uInt(m_output.size());
            const int result = inflate(&m_z, Z_NO_FLUSH);
            produced = m_output.size() - m_z.avail_out;
            if (result == Z_STREAM_END) {
                // Its CRC and length held. Another member may follow (files joined by cat).
                if (m_z.avail_in == 0 && m_in.peek() == traits_type::eof())
                    m_ended = true;
                else
                    inflateReset(&m_z);
            } else if (result != Z_OK && result != Z_BUF_ERROR) {
                // zlib's own words for what it found, in English as the JSON library's are.
                m_damage =
                    Damage{compressedAt(),
                           {FindingKind::CompressedDamaged, {std::string(m_z.msg ? m_z.msg : zError(result))}, {}}};
            }
        }
        setg(m_output.data(), m_output.data(), m_output.data() + produced);
        return produced ? traits_type::to_int_type(*gptr()) : traits_type::eof();
    }

    pos_type seekoff(off_type off, std::ios_base::seekdir dir, std::ios_base::openmode which) override
    {
        if (dir == std::ios_base::cur && off == 0)
            return pos_type(off_type(m_passed + uint64_t(gptr() - eback())));
        if (dir == std::ios_base::beg)
            return seekpos(pos_type(off), which);
        return pos_type(off_type(-1));
    }

    pos_type seekpos(pos_type pos, std::ios_base::openmode) override
    {
        // Back to the start, while the first block is still here: enough to tell a
        // format by its first bytes.
        if (off_type(pos) != 0 || m_passed != 0)
            return pos_type(off_type(-1));
        setg(eback(), eback(), egptr());
        return pos;
    }

private:
    bool fill()
    {
        m_in.read(m_input.data(), std::streamsize(m_input.size()));
        const auto n = size_t(m_in.gcount());
        m_compressedAt += n;
        if (m_progress)
            m_progress->store(m_compressedAt);
        m_z.next_in = reinterpret_cast<Bytef *>(m_input.data());
        m_z.avail_in = uInt(n);
        return n > 0;
    }

    std::istream &m_in;
    std::atomic<uint64_t> *m_progress;
    std::vector<char> m_input, m_output;
    z_stream m_z{};
    uint64_t m_compressedAt = 0; // compressed bytes taken from m_in
    uint64_t m_passed = 0;       // inflated bytes before the get area
    bool m_ended = false;
    std::optional<Damage> m_damage;
};

GzipReader::GzipReader(std::istream &compressed, std::atomic<uint64_t> *compressedRead)
    : m_buffer(std::make_unique<Buffer>(compressed, compressedRead)),
      m_stream(std::make_unique<std::istream>(m_buffer.get()))
{}

GzipReader::~GzipReader() = default;

std::istream &GzipReader::stream()
{
    return *m_stream;
}

std::optional<GzipReader::Damage> GzipReader::damage() const
{
    return m_buffer->damage();
}

uint64_t GzipReader::compressedAt() const
{
    return m_buffer->compressedAt();
}

bool GzipReader::ended() const
{
    return m_buffer->ended();
}

} // namespace corrsim
