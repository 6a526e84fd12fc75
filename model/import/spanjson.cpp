#include "import/spanjson.h"

#include <algorithm>
#include <array>
#include <cctype>

namespace corrsim {

std::optional<SpanJson> SpanJson::field(std::string_view key) const
{
    if (!isObject())
        fail(FindingKind::ExpectedObjectAlone);
    simdjson::dom::element v;
    if (m_e.get_object().at_key(key).get(v) != simdjson::SUCCESS || v.is_null())
        return std::nullopt;
    return SpanJson(v, this, key, 0);
}

std::vector<SpanJson> SpanJson::items() const
{
    if (!isArray())
        fail(FindingKind::ExpectedListAlone);
    std::vector<SpanJson> out;
    const simdjson::dom::array array = m_e.get_array().value_unsafe();
    out.reserve(array.size());
    size_t i = 0;
    for (simdjson::dom::element item : array)
        out.push_back(SpanJson(item, this, {}, i++));
    return out;
}

std::vector<std::pair<std::string_view, SpanJson>> SpanJson::members() const
{
    if (!isObject())
        fail(FindingKind::ExpectedObjectAlone);
    std::vector<std::pair<std::string_view, SpanJson>> out;
    const simdjson::dom::object object = m_e.get_object().value_unsafe();
    for (const auto member : object)
        out.emplace_back(member.key, SpanJson(member.value, this, member.key, 0));
    return out;
}

std::string_view SpanJson::text() const
{
    std::string_view s;
    if (m_e.get_string().get(s) != simdjson::SUCCESS)
        fail(FindingKind::ExpectedTextAlone);
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
    fail(FindingKind::WholeOrTextFromZero);
}

int64_t SpanJson::nanosOfMicros() const
{
    const int64_t us = whole();
    if (us > INT64_MAX / 1000)
        fail(FindingKind::MicrosUpTo2262);
    return us * 1000;
}

Value SpanJson::value(SpanSet &set) const
{
    using T = simdjson::dom::element_type;
    switch (m_e.type()) {
    case T::STRING:
        return Value::text(set.texts().intern(text()));
    case T::INT64:
        return Value::integer(m_e.get_int64().value_unsafe());
    case T::UINT64:
        return Value::number(double(m_e.get_uint64().value_unsafe()));
    case T::DOUBLE:
        return Value::number(m_e.get_double().value_unsafe());
    case T::BOOL:
        return Value::boolean(m_e.get_bool().value_unsafe());
    default:
        return Value::text(set.texts().intern(simdjson::minify(m_e)));
    }
}

namespace {

/// Each byte's value as a hex digit, -1 if it is none: IDs are a tenth of an import's bytes.
constexpr std::array<int8_t, 256> HexDigits = [] {
    std::array<int8_t, 256> t{};
    t.fill(-1);
    for (int c = 0; c < 10; ++c)
        t['0' + c] = int8_t(c);
    for (int c = 0; c < 6; ++c)
        t['a' + c] = t['A' + c] = int8_t(10 + c);
    return t;
}();

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

uint64_t wordOf(const std::array<uint8_t, 16> &bytes, size_t from)
{
    uint64_t w = 0;
    for (size_t i = from; i < from + 8; ++i)
        w = w << 8 | bytes[i];
    return w;
}

} // namespace

std::optional<std::array<uint8_t, 16>> SpanJson::idBytes(size_t bytes) const
{
    std::string_view s = text();
    if (s.empty())
        return std::nullopt;
    std::array<uint8_t, 16> out{};
    bool hex = s.size() <= bytes * 2;
    // Hex, right-aligned: Jaeger drops leading zeros.
    for (size_t i = 0; hex && i < s.size(); ++i) {
        const int d = HexDigits[uint8_t(s[i])];
        hex = d >= 0;
        const size_t nibble = bytes * 2 - s.size() + i;
        if (hex)
            out[nibble / 2] |= uint8_t(d << (nibble % 2 ? 0 : 4));
    }
    if (!hex) {
        out = {};
        while (!s.empty() && s.back() == '=')
            s.remove_suffix(1);
        if (s.size() != (bytes * 8 + 5) / 6)
            fail(FindingKind::IdOfBytes, {int64_t(bytes)});
        uint32_t bits = 0;
        int held = 0;
        size_t at = 0;
        for (const char c : s) {
            const int d = base64Digit(c);
            if (d < 0)
                fail(FindingKind::IdOfBytes, {int64_t(bytes)});
            bits = (bits << 6) | uint32_t(d);
            held += 6;
            if (held >= 8) {
                held -= 8;
                if (at < bytes)
                    out[at++] = uint8_t(bits >> held);
            }
        }
    }
    if (std::all_of(out.begin(), out.begin() + ptrdiff_t(bytes), [](uint8_t b) { return b == 0; }))
        fail(FindingKind::AllZeroId);
    return out;
}

TraceId SpanJson::traceId() const
{
    const auto bytes = idBytes(16);
    return bytes ? TraceId{wordOf(*bytes, 0), wordOf(*bytes, 8)} : TraceId{};
}

SpanId SpanJson::spanId() const
{
    const auto bytes = idBytes(8);
    return bytes ? wordOf(*bytes, 0) : 0;
}

std::string SpanJson::path() const
{
    std::vector<const SpanJson *> chain;
    for (const SpanJson *j = this; j->m_parent; j = j->m_parent)
        chain.push_back(j);
    std::string out;
    for (auto it = chain.rbegin(); it != chain.rend(); ++it)
        out += "/" + ((*it)->m_key.empty() ? std::to_string((*it)->m_index) : std::string((*it)->m_key));
    return out.empty() ? "/" : out;
}

void SpanJson::fail(Finding what) const
{
    throw ScenarioError(*m_file, path(),
                        m_line ? Finding{FindingKind::OnLine, {int64_t(m_line), Finding::nested(std::move(what))}, {}}
                               : std::move(what));
}

void readMicrosTimes(const SpanJson &span, std::string_view startKey, ImportedSpan &out)
{
    const auto start = span.field(startKey);
    if (!start)
        span.fail(FindingKind::SpanHasKey, {std::string(startKey)});
    out.startNanos = start->nanosOfMicros();
    const auto duration = span.field("duration");
    const int64_t length = duration ? duration->nanosOfMicros() : 0;
    out.endNanos = length > INT64_MAX - out.startNanos ? INT64_MAX : out.startNanos + length;
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
        v.fail(FindingKind::SpanKindRange);
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
