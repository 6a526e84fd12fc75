#include "input/jsonsyntax.h"

#include "trace/findingwords.h"

#include <array>
#include <optional>
#include <string>

namespace corrsim {

namespace {

using K = FindingKind;

/// The English of a kind's template between two of its marks ("": its start or end). The
/// templates are nlohmann 3.11's words (detail/input/parser.hpp and lexer.hpp), declared
/// once in trace/inputfindingwords.cpp: what is read is matched against them.
std::string_view between(FindingKind kind, std::string_view from, std::string_view to)
{
    const std::string_view t = findingTemplate(kind).other;
    const size_t start = from.empty() ? 0 : t.find(from) + from.size();
    return t.substr(start, (to.empty() ? t.size() : t.find(to, start)) - start);
}

/// The kind among `kinds` whose words (a template without marks) are these.
template <size_t N> std::optional<Finding> oneOf(std::string_view words, const std::array<FindingKind, N> &kinds)
{
    for (const FindingKind k : kinds)
        if (words == findingTemplate(k).other)
            return Finding{k, {}, {}};
    return std::nullopt;
}

/// What the parser was reading.
constexpr std::array Readings{K::JsonReadingValue, K::JsonReadingKey, K::JsonReadingSeparator, K::JsonReadingArray,
                              K::JsonReadingObject};
/// The tokens it names in words; the marks it shows as they are. (It names no token it
/// cannot meet, as "unknown token".)
constexpr std::array Tokens{K::JsonTrue,   K::JsonFalse, K::JsonNull,      K::JsonString,
                            K::JsonNumber, K::JsonEnd,   K::JsonValueStart};
constexpr std::array<std::string_view, 6> Marks{"'['", "'{'", "']'", "'}'", "':'", "','"};
/// What the lexer found wrong, said without a value (a control character is below).
constexpr std::array LexerErrors{
    K::JsonBadUtf8,           K::JsonNoClosingQuote,  K::JsonBadUnicodeEscape,   K::JsonHighSurrogateAlone,
    K::JsonLowSurrogateAlone, K::JsonBadEscape,       K::JsonCommentNotClosed,   K::JsonCommentStart,
    K::JsonDigitAfterMinus,   K::JsonDigitAfterPoint, K::JsonDigitAfterExponent, K::JsonSignOrDigitAfterExponent,
    K::JsonInvalidLiteral,    K::JsonBadBom};

std::optional<Finding> token(std::string_view words)
{
    if (auto named = oneOf(words, Tokens))
        return named;
    for (const std::string_view mark : Marks)
        if (words == mark)
            return Finding{K::JsonMark, {std::string(mark)}, {}};
    return std::nullopt;
}

/// A control character in a string, which must be escaped: each of the 32, with its
/// short escape where JSON has one (\b, \t, \n, \f, \r).
std::optional<Finding> controlCharacter(std::string_view words)
{
    static constexpr std::array<std::string_view, 32> Names{
        "NUL", "SOH", "STX", "ETX", "EOT", "ENQ", "ACK", "BEL", "BS",  "HT", "LF",  "VT",  "FF", "CR", "SO", "SI",
        "DLE", "DC1", "DC2", "DC3", "DC4", "NAK", "SYN", "ETB", "CAN", "EM", "SUB", "ESC", "FS", "GS", "RS", "US"};
    static constexpr std::string_view Hex = "0123456789ABCDEF", Short = "btn?fr";
    for (size_t c = 0; c < Names.size(); ++c) {
        const std::string code = std::string("00") + Hex[c / 16] + Hex[c % 16];
        const std::string character = "U+" + code + " (" + std::string(Names[c]) + ")", escape = "\\u" + code;
        const bool hasShort = c >= 8 && c <= 13 && Short[c - 8] != '?';
        const Finding f =
            hasShort ? Finding{K::JsonControlCharacterOr, {character, escape, std::string("\\") + Short[c - 8]}, {}}
                     : Finding{K::JsonControlCharacter, {character, escape}, {}};
        if (findingWords(f) == words)
            return f;
    }
    return std::nullopt;
}

std::optional<Finding> lexerError(std::string_view words)
{
    if (auto fixed = oneOf(words, LexerErrors))
        return fixed;
    return controlCharacter(words);
}

Finding mark(std::string_view shown)
{
    return {K::JsonMark, {std::string(shown)}, {}};
}

/// Whether the parser says it expected `token` while reading: after a value, the end of
/// the text or a value; an object key, a string; after one, ':'; in an array, ']'; in an
/// object, '}' (the calls of exception_message in detail/input/parser.hpp).
bool expects(const Finding &reading, const Finding &token)
{
    switch (reading.kind) {
    case K::JsonReadingValue:
        return token.kind == K::JsonEnd || token.kind == K::JsonValueStart;
    case K::JsonReadingKey:
        return token.kind == K::JsonString;
    case K::JsonReadingSeparator:
        return token == mark("':'");
    case K::JsonReadingArray:
        return token == mark("']'");
    case K::JsonReadingObject:
        return token == mark("'}'");
    default:
        return false;
    }
}

/// Only a value may be met with nothing said of what was expected.
bool mustExpect(const Finding &reading)
{
    return reading.kind != K::JsonReadingValue;
}

/// What it met (an unexpected token, or the lexer's error and the text it last read),
/// then what it expected, if it says.
std::optional<Finding> met(std::string_view rest, const Finding &reading)
{
    const std::string_view unexpected = between(K::JsonUnexpected, "", "%1"),
                           expecting = between(K::JsonSyntaxExpected, "%2", "%3"),
                           lastRead = between(K::JsonLastRead, "%1", "%2"), quote = between(K::JsonLastRead, "%2", "");
    auto said = [&](Finding cause, std::optional<Finding> expected) {
        std::vector<FindingArg> args{Finding::nested(reading), Finding::nested(std::move(cause))};
        if (expected)
            args.push_back(Finding::nested(*expected));
        return Finding{expected ? K::JsonSyntaxExpected : K::JsonSyntax, std::move(args), {}};
    };
    if (rest.starts_with(unexpected)) {
        rest.remove_prefix(unexpected.size());
        if (auto alone = token(rest); alone && !mustExpect(reading))
            return said({K::JsonUnexpected, {Finding::nested(*alone)}, {}}, std::nullopt);
        const size_t e = rest.find(expecting);
        const auto found = token(rest.substr(0, e)),
                   expected = token(rest.substr(std::min(e + expecting.size(), rest.size())));
        if (e == std::string_view::npos || !found || !expected || !expects(reading, *expected))
            return std::nullopt;
        return said({K::JsonUnexpected, {Finding::nested(*found)}, {}}, expected);
    }
    // What it expected, if it says, ends the words, after the quote that closes the text
    // last read.
    const size_t l = rest.find(lastRead);
    const auto cause = l == std::string_view::npos ? std::nullopt : lexerError(rest.substr(0, l));
    if (!cause)
        return std::nullopt;
    std::string_view read = rest.substr(l + lastRead.size());
    std::optional<Finding> expected;
    if (const size_t e = read.rfind(std::string(quote) + std::string(expecting)); e != std::string_view::npos)
        // The text read may itself end so: only what this reading expects is taken for it.
        // (After a value that is a word, never a quoted mark, so the two cannot be confused.)
        if (auto t = token(read.substr(e + quote.size() + expecting.size())); t && expects(reading, *t)) {
            expected = t;
            read = read.substr(0, e + quote.size());
        }
    if ((!expected && mustExpect(reading)) || !read.ends_with(quote))
        return std::nullopt;
    read.remove_suffix(quote.size());
    return said({K::JsonLastRead, {Finding::nested(*cause), std::string(read)}, {}}, expected);
}

} // namespace

Finding jsonSyntaxFinding(std::string_view libraryWords)
{
    const Finding asSaid{K::JsonSays, {std::string(libraryWords)}, {}};
    const std::string_view start = between(K::JsonSyntax, "", "%1"), dash = between(K::JsonSyntax, "%1", "%2");
    if (!libraryWords.starts_with(start))
        return asSaid;
    const std::string_view rest = libraryWords.substr(start.size());
    const size_t d = rest.find(dash);
    const auto reading = d == std::string_view::npos ? std::nullopt : oneOf(rest.substr(0, d), Readings);
    const auto taken = reading ? met(rest.substr(d + dash.size()), *reading) : std::nullopt;
    // Taken apart only where the parts say it again word for word.
    return taken && findingWords(*taken) == libraryWords ? *taken : asSaid;
}

} // namespace corrsim
