#include "input/jsonreader.h"

#include "input/jsonsyntax.h"

#include <filesystem>
#include <fstream>
#include <vector>

namespace corrsim {

std::pair<int, int> lineColumnAt(std::string_view text, size_t offset)
{
    offset = std::min(offset, text.size());
    int line = 1;
    size_t lineStart = 0;
    for (size_t i = 0; i < offset; ++i)
        if (text[i] == '\n') {
            ++line;
            lineStart = i + 1;
        }
    return {line, int(offset - lineStart) + 1};
}

namespace {

/// nlohmann's text without its "[json.exception.parse_error.101] parse error at line
/// 3, column 5: " prefix (we say where ourselves). The rest is the library's own words
/// ("syntax error while parsing value - invalid literal; last read: 'x'"), taken apart.
Finding cleanMessage(const std::string &what, int id)
{
    if (id == 406) // out_of_range: a number no double can hold
        return {FindingKind::NumberTooLargeForJson, {what.substr(what.find("parsing ") + 8)}, {}};
    std::string m = what;
    if (const size_t col = m.find("column "); col != std::string::npos)
        if (const size_t colon = m.find(": ", col); colon != std::string::npos)
            m = m.substr(colon + 2);
    if (m.starts_with("["))
        if (const size_t end = m.find("] "); end != std::string::npos)
            m = m.substr(end + 2);
    if (m.empty())
        return {FindingKind::NotJson, {}, {}};
    return jsonSyntaxFinding(m);
}

/// Builds the document from nlohmann's SAX events. The library's own builders either
/// rescan each array at every element's end when given a callback (quadratic: a
/// 50,000-note narrative took seconds) or lose the error's position; this one keeps
/// the path for duplicate keys and the byte offset for everything else.
template <typename J> class Builder
{
public:
    using number_integer_t = typename J::number_integer_t;
    using number_unsigned_t = typename J::number_unsigned_t;
    using number_float_t = typename J::number_float_t;
    using string_t = typename J::string_t;
    using binary_t = typename J::binary_t;

    explicit Builder(size_t maxDepth) : m_maxDepth(maxDepth) {}

    bool null() { return add(J(nullptr)); }
    bool boolean(bool v) { return add(J(v)); }
    bool number_integer(number_integer_t v) { return add(J(v)); }
    bool number_unsigned(number_unsigned_t v) { return add(J(v)); }
    bool number_float(number_float_t v, const string_t &) { return add(J(v)); }
    bool string(string_t &v) { return add(J(std::move(v))); }
    bool binary(binary_t &) { return fail({FindingKind::NotJson, {}, {}}); } // never from JSON text
    bool start_object(std::size_t) { return open(J::object()); }
    bool start_array(std::size_t) { return open(J::array()); }
    bool end_object() { return close(); }
    bool end_array() { return close(); }
    bool key(string_t &k)
    {
        Frame &f = m_frames.back();
        if (f.value->contains(k)) {
            m_duplicatePath = path() + "/" + pointerToken(k);
            return false;
        }
        f.key = std::move(k);
        return true;
    }
    template <typename Exception> bool parse_error(std::size_t position, const std::string &, const Exception &ex)
    {
        m_errorOffset = position;
        m_error = cleanMessage(ex.what(), ex.id);
        return false;
    }

    J root;
    std::optional<Finding> m_error;
    std::string m_duplicatePath;
    size_t m_errorOffset = 0;
    bool m_tooDeep = false;

private:
    struct Frame
    {
        J *value;
        string_t key;
        size_t index = 0;
    };

    static std::string pointerToken(const std::string &key)
    {
        std::string s;
        for (char c : key)
            s += c == '~' ? "~0" : c == '/' ? "~1" : std::string(1, c);
        return s;
    }
    std::string path() const
    {
        std::string p;
        for (size_t i = 0; i < m_frames.size(); ++i) {
            if (i == 0)
                continue;
            const Frame &parent = m_frames[i - 1];
            p += "/" + (parent.value->is_array() ? std::to_string(parent.index - 1) : pointerToken(parent.key));
        }
        return p;
    }
    J *place(J &&v)
    {
        if (m_frames.empty()) {
            root = std::move(v);
            return &root;
        }
        Frame &f = m_frames.back();
        if (f.value->is_array()) {
            f.value->push_back(std::move(v));
            ++f.index;
            return &f.value->back();
        }
        J &slot = (*f.value)[f.key];
        slot = std::move(v);
        return &slot;
    }
    bool add(J &&v)
    {
        place(std::move(v));
        return true;
    }
    bool open(J &&v)
    {
        if (m_frames.size() >= m_maxDepth) {
            m_tooDeep = true;
            return false;
        }
        // Pointers into a parent stay valid: a parent only grows after its child is closed.
        m_frames.push_back({place(std::move(v)), {}, 0});
        return true;
    }
    bool close()
    {
        m_frames.pop_back();
        return true;
    }
    bool fail(Finding message)
    {
        m_error = std::move(message);
        return false;
    }

    size_t m_maxDepth;
    std::vector<Frame> m_frames;
};

/// Where nesting first goes deeper than maxDepth, skipping strings and comments.
size_t tooDeepAt(std::string_view text, size_t maxDepth)
{
    size_t depth = 0;
    for (size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '"') {
            for (++i; i < text.size() && text[i] != '"'; ++i)
                if (text[i] == '\\')
                    ++i;
        } else if (c == '/' && i + 1 < text.size() && text[i + 1] == '/') {
            i = std::min(text.find('\n', i), text.size());
        } else if (c == '/' && i + 1 < text.size() && text[i + 1] == '*') {
            i = std::min(text.find("*/", i + 2), text.size());
        } else if (c == '{' || c == '[') {
            if (++depth > maxDepth)
                return i;
        } else if (c == '}' || c == ']') {
            depth -= depth > 0 ? 1 : 0;
        }
    }
    return 0;
}

template <typename J> J read(std::string_view text, const std::string &file, const JsonReadOptions &o)
{
    auto at = [&](size_t offset, Finding message) {
        auto [line, column] = lineColumnAt(text, offset);
        return ScenarioError(file, line + o.firstLine - 1, column, std::move(message));
    };
    // The parser stops at a NUL byte as if the text ended there: what follows would be
    // ignored without a word.
    if (const size_t nul = text.find('\0'); nul != std::string_view::npos)
        throw at(nul, {FindingKind::NulByte, {}, {}});
    Builder<J> b(o.maxDepth);
    bool ok = false;
    try {
        ok = J::sax_parse(text.begin(), text.end(), &b, nlohmann::json::input_format_t::json, true, o.comments);
    } catch (const nlohmann::json::exception &e) {
        throw at(text.size(), cleanMessage(e.what(), e.id)); // not expected from sax_parse; said anyway
    }
    if (ok)
        return std::move(b.root);
    if (!b.m_duplicatePath.empty())
        throw ScenarioError(file, b.m_duplicatePath, Finding{FindingKind::KeyTwice, {}, {}});
    if (b.m_tooDeep)
        throw at(tooDeepAt(text, o.maxDepth), {FindingKind::NestedTooDeep, {int64_t(o.maxDepth)}, {}});
    // nlohmann counts the offending character as read: point at it, not after it.
    throw at(b.m_errorOffset > 0 ? b.m_errorOffset - 1 : 0, b.m_error.value_or(Finding{FindingKind::NotJson, {}, {}}));
}

} // namespace

Json readJson(std::string_view text, const std::string &file, const JsonReadOptions &options)
{
    return read<Json>(text, file, options);
}

OrderedJson readOrderedJson(std::string_view text, const std::string &file, const JsonReadOptions &options)
{
    return read<OrderedJson>(text, file, options);
}

} // namespace corrsim
