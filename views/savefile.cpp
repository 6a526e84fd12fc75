#include "savefile.h"

#include <QSaveFile>

#include <ostream>
#include <stdexcept>
#include <streambuf>

namespace corrsim {

namespace {

/// A std::streambuf that writes through a QIODevice in 64 KiB pieces and remembers a
/// write that did not go through.
class DeviceBuffer : public std::streambuf
{
public:
    explicit DeviceBuffer(QIODevice &device) : m_device(device) { setp(m_buffer, m_buffer + sizeof m_buffer); }
    bool failed() const { return m_failed; }
    int sync() override { return drain() ? 0 : -1; }

protected:
    int_type overflow(int_type c) override
    {
        if (!drain())
            return traits_type::eof();
        if (!traits_type::eq_int_type(c, traits_type::eof()))
            sputc(traits_type::to_char_type(c));
        return traits_type::not_eof(c);
    }

private:
    bool drain()
    {
        const qint64 n = pptr() - pbase();
        for (qint64 done = 0; !m_failed && done < n;) {
            const qint64 w = m_device.write(pbase() + done, n - done);
            m_failed = w <= 0;
            done += w > 0 ? w : 0;
        }
        setp(m_buffer, m_buffer + sizeof m_buffer);
        return !m_failed;
    }

    QIODevice &m_device;
    char m_buffer[65536];
    bool m_failed = false;
};

[[noreturn]] void cannotWrite(const QString &path, const QString &reason)
{
    throw std::runtime_error("cannot write " + path.toStdString() + ": " + reason.toStdString());
}

} // namespace

void saveFile(const QString &path, const std::function<void(std::ostream &)> &write)
{
    QSaveFile file(path);
    // Unbuffered: a write that cannot complete fails at once, not in a flush that
    // commit() may not report (an SVG written to a full disk once looked written).
    if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
        cannotWrite(path, file.errorString());
    DeviceBuffer buffer(file);
    std::ostream out(&buffer);
    write(out);
    out.flush();
    if (buffer.failed() || !out) {
        const QString reason = file.errorString();
        file.cancelWriting();
        cannotWrite(path, reason.isEmpty() ? QStringLiteral("the write did not complete") : reason);
    }
    if (!file.commit())
        cannotWrite(path, file.errorString());
}

void saveFile(const QString &path, const QByteArray &bytes)
{
    saveFile(path, [&](std::ostream &out) { out.write(bytes.constData(), bytes.size()); });
}

} // namespace corrsim
