#pragma once
// A JSON object written straight into a text buffer, for writers that emit millions of
// lines (the JSON Lines trace): no document tree, no allocation per value. Strings that
// are plain ASCII are copied as they are; any other goes through nlohmann's dump, so the
// bytes are the ones a json.dump(-1, ' ', false, replace) of the same object would give.

#include <cstdint>
#include <string>
#include <string_view>

namespace corrsim {

/// Appends `text` as a JSON string, quotes included.
void appendJsonString(std::string &out, std::string_view text);

class JsonLine
{
public:
    explicit JsonLine(std::string &out) : m_out(out) {}
    void open()
    {
        m_out += '{';
        m_first = true;
    }
    void close() { m_out += '}'; }
    /// A key known to need no escaping (the writers' own field names).
    void key(std::string_view k)
    {
        if (!m_first)
            m_out += ',';
        m_first = false;
        m_out += '"';
        m_out += k;
        m_out += "\":";
    }
    void string(std::string_view k, std::string_view v)
    {
        key(k);
        appendJsonString(m_out, v);
    }
    void number(std::string_view k, int64_t v)
    {
        key(k);
        appendInt(v);
    }
    void boolean(std::string_view k, bool v)
    {
        key(k);
        m_out += v ? "true" : "false";
    }
    /// Text already in JSON form (a quoted name, a number nlohmann formatted).
    void raw(std::string_view k, std::string_view json)
    {
        key(k);
        m_out += json;
    }
    void appendInt(int64_t v);

private:
    std::string &m_out;
    bool m_first = true;
};

} // namespace corrsim
