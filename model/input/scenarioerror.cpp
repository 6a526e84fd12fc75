#include "input/scenarioerror.h"

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

std::string ScenarioError::compose(const std::string &file, const std::string &path, int line, int col,
                                   const std::string &message)
{
    std::string s = file.empty() ? std::string("<scenario>") : file;
    if (line > 0)
        s += ":" + std::to_string(line) + ":" + std::to_string(col);
    s += ": ";
    if (!path.empty())
        s += path + ": ";
    // What a file said may be anything: never echo bytes a terminal or dialog would mangle.
    return printableText(s + message);
}

ScenarioError::ScenarioError(std::string file, std::string jsonPath, std::string message)
    : std::runtime_error(compose(file, jsonPath, 0, 0, message)), m_file(std::move(file)),
      m_path(jsonPath.empty() ? "/" : std::move(jsonPath)), m_message(std::move(message))
{}

ScenarioError::ScenarioError(std::string file, int line, int column, std::string message)
    : std::runtime_error(compose(file, {}, line, column, message)), m_file(std::move(file)), m_line(line),
      m_column(column), m_message(std::move(message))
{}

ScenarioError ScenarioError::inFile(const std::string &file) const
{
    if (m_line > 0)
        return ScenarioError(file, m_line, m_column, m_message);
    return ScenarioError(file, m_path, m_message);
}

} // namespace corrsim
