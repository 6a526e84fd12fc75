#include "input/scenarioerror.h"

#include "trace/findingwords.h"
#include "trace/utf8.h"

namespace corrsim {

std::string printableText(std::string_view text)
{
    static const char hex[] = "0123456789abcdef";
    std::string out;
    out.reserve(text.size());
    auto escape = [&](unsigned char b) {
        out += "\\x";
        out += hex[b >> 4];
        out += hex[b & 15];
    };
    for (size_t i = 0; i < text.size();) {
        const unsigned char b = static_cast<unsigned char>(text[i]);
        if (b < 0x80) {
            if (b < 0x20 || b == 0x7f)
                escape(b);
            else
                out += char(b);
            ++i;
            continue;
        }
        // A well-formed UTF-8 sequence is kept; any other byte is shown as \xNN.
        const size_t length = utf8SequenceLength(text, i);
        const bool ok = length > 0;
        if (ok) {
            out.append(text.substr(i, length));
            i += length;
        } else {
            escape(b);
            ++i;
        }
    }
    return out;
}

std::string ScenarioError::placeOf(const std::string &file, const std::string &path, int line, int col)
{
    std::string s = file.empty() ? std::string("<scenario>") : file;
    if (line > 0)
        s += ":" + std::to_string(line) + ":" + std::to_string(col);
    s += ": ";
    if (!path.empty())
        s += path + ": ";
    return s;
}

std::string ScenarioError::message() const
{
    return findingWords(m_finding);
}

// What a file said may be anything: never echo bytes a terminal or dialog would mangle.
ScenarioError::ScenarioError(std::string file, std::string jsonPath, Finding what)
    : std::runtime_error(printableText(placeOf(file, jsonPath, 0, 0) + findingWords(what))),
      m_place(placeOf(file, jsonPath, 0, 0)), m_file(std::move(file)),
      m_path(jsonPath.empty() ? "/" : std::move(jsonPath)), m_finding(std::move(what))
{}

ScenarioError::ScenarioError(std::string file, int line, int column, Finding what)
    : std::runtime_error(printableText(placeOf(file, {}, line, column) + findingWords(what))),
      m_place(placeOf(file, {}, line, column)), m_file(std::move(file)), m_line(line), m_column(column),
      m_finding(std::move(what))
{}

ScenarioError::ScenarioError(std::string file, Finding place, Finding what)
    : ScenarioError(std::move(file), findingWords(place), std::move(what))
{
    m_placeFinding = std::move(place);
}

std::string ScenarioError::placeIn(const FindingLanguage &language) const
{
    return m_placeFinding ? placeOf(m_file, findingWordsIn(*m_placeFinding, language), 0, 0) : m_place;
}

ScenarioError::ScenarioError(std::string file, std::string jsonPath, std::string message)
    : ScenarioError(std::move(file), std::move(jsonPath), Finding{FindingKind::Words, {std::move(message)}, {}})
{}

ScenarioError::ScenarioError(std::string file, int line, int column, std::string message)
    : ScenarioError(std::move(file), line, column, Finding{FindingKind::Words, {std::move(message)}, {}})
{}

ScenarioError ScenarioError::inFile(const std::string &file) const
{
    if (m_line > 0)
        return ScenarioError(file, m_line, m_column, m_finding);
    if (m_placeFinding)
        return ScenarioError(file, *m_placeFinding, m_finding);
    return ScenarioError(file, m_path, m_finding);
}

} // namespace corrsim
