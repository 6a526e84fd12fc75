#include "import/spanjson.h"

#include <algorithm>
#include <array>
#include <cctype>

namespace corrsim {

std::optional<SpanJson> SpanJson::field(std::string_view key) const
{
    if (!isObject())
        fail("expected an object");
    simdjson::dom::element v;
    if (m_e.get_object().at_key(key).get(v) != simdjson::SUCCESS || v.is_null())
        return std::nullopt;
    return at(v, m_path + "/" + std::string(key));
}

std::vector<SpanJson> SpanJson::items() const
{
    if (!isArray())
        fail("expected a list");
    std::vector<SpanJson> out;
    size_t i = 0;
    const simdjson::dom::array array = m_e.get_array().value_unsafe();
    for (simdjson::dom::element item : array)
        out.push_back(at(item, m_path + "/" + std::to_string(i++)));
    return out;
}

std::vector<std::pair<std::string_view, SpanJson>> SpanJson::members() const
{
    if (!isObject())
        fail("expected an object");
    std::vector<std::pair<std::string_view, SpanJson>> out;
    const simdjson::dom::object object = m_e.get_object().value_unsafe();
    for (const auto member : object)
        out.emplace_back(member.key, at(member.value, m_path + "/" + std::string(member.key)));
    return out;
}

std::string_view SpanJson::text() const
{
    std::string_view s;
    if (m_e.get_string().get(s) != simdjson::SUCCESS)
        fail("expected text");
    return s;
}

int64_t SpanJson::whole() const
{
    int64_t n = 0;
    if (m_e.get_int64().get(n) == simdjson::SUCCESS && n >= 0)
        return n;
    uint64_t u = 0;
    if (m_e.get_uint64().get(u) == simdjson::SUCCESS && u <= uint64_t(INT64_MAX))
        return int64_t(u);
    if (isText()) {
        const std::string_view s = text();
        int64_t value = 0;
        bool digits = !s.empty();
        for (const char c : s) {
            if (c < '0' || c > '9' || value > (INT64_MAX - (c - '0')) / 10) {
                digits = false;
                break;
            }
            value = value * 10 + (c - '0');
        }
        if (digits)
            return value;
    }
    fail("expected a whole number (as a number or as text) from 0 to 2^63-1");
}

int64_t SpanJson::nanosOfMicros() const
{
    const int64_t us = whole();
    if (us > INT64_MAX / 1000)
        fail("expected a time in microseconds, up to the year 2262");
    return us * 1000;
}

AttributeValue SpanJson::value() const
{
    using T = simdjson::dom::element_type;
    switch (m_e.type()) {
    case T::STRING:
        return std::string(text());
    case T::INT64:
        return m_e.get_int64().value_unsafe();
    case T::UINT64:
        return double(m_e.get_uint64().value_unsafe());
    case T::DOUBLE:
        return m_e.get_double().value_unsafe();
    case T::BOOL:
        return m_e.get_bool().value_unsafe();
    default:
        return simdjson::minify(m_e);
    }
}

namespace {

int base64Digit(char c)
{
    if (c >= 'A' && c <= 'Z')
        return c - 'A';
    if (c >= 'a' && c <= 'z')
        return c - 'a' + 26;
    if (c >= '0' && c <= '9')
        return c - '0' + 52;
    if (c == '+' || c == '-')
        return 62;
    if (c == '/' || c == '_')
        return 63;
    return -1;
}

std::optional<std::string> hexOfBase64(std::string_view s, size_t bytes)
{
    while (!s.empty() && s.back() == '=')
        s.remove_suffix(1);
    if (s.size() != (bytes * 8 + 5) / 6)
        return std::nullopt;
    std::string hex;
    uint32_t bits = 0;
    int held = 0;
    static constexpr char Digits[] = "0123456789abcdef";
    for (const char c : s) {
        const int d = base64Digit(c);
        if (d < 0)
            return std::nullopt;
        bits = (bits << 6) | uint32_t(d);
        held += 6;
        if (held >= 8) {
            held -= 8;
            const uint8_t byte = uint8_t(bits >> held);
            hex += Digits[byte >> 4];
            hex += Digits[byte & 15];
        }
    }
    return hex.size() == bytes * 2 ? std::optional(hex) : std::nullopt;
}

} // namespace

std::string SpanJson::id(size_t bytes) const
{
    const std::string_view s = text();
    if (s.empty())
        return {};
    const bool hex =
        s.size() <= bytes * 2 && std::all_of(s.begin(), s.end(), [](char c) { return std::isxdigit(uint8_t(c)); });
    if (hex) {
        std::string out(bytes * 2 - s.size(), '0');
        for (const char c : s)
            out += char(std::tolower(uint8_t(c)));
        if (out.find_first_not_of('0') == std::string::npos)
            fail("an all-zero ID names nothing");
        return out;
    }
    if (auto decoded = hexOfBase64(s, bytes))
        return *decoded;
    fail("expected a " + std::to_string(bytes) + "-byte ID, as hex or base64");
}

void SpanJson::fail(const std::string &message) const
{
    throw ScenarioError(*m_file, m_path.empty() ? "/" : m_path,
                        (m_line ? "on line " + std::to_string(m_line) + ": " : std::string()) + message);
}

SpanKind spanKindOfOtlp(const SpanJson &v)
{
    if (v.isText()) {
        std::string_view word = v.text();
        if (word.starts_with("SPAN_KIND_"))
            word.remove_prefix(10);
        return spanKindOfWord(word);
    }
    const int64_t n = v.whole();
    if (n > 5)
        v.fail("expected a span kind, 0 to 5 or its name");
    return SpanKind(n);
}

SpanKind spanKindOfWord(std::string_view word)
{
    static constexpr std::array<std::pair<std::string_view, SpanKind>, 5> Words = {{{"internal", SpanKind::Internal},
                                                                                    {"server", SpanKind::Server},
                                                                                    {"client", SpanKind::Client},
                                                                                    {"producer", SpanKind::Producer},
                                                                                    {"consumer", SpanKind::Consumer}}};
    for (const auto &[w, kind] : Words)
        if (std::equal(word.begin(), word.end(), w.begin(), w.end(),
                       [](char a, char b) { return std::tolower(uint8_t(a)) == b; }))
            return kind;
    return SpanKind::Unspecified;
}

} // namespace corrsim
