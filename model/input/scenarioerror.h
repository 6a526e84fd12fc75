#pragma once
// What is wrong with a scenario, and where: FILE:LINE:COL for text that is not JSON,
// FILE: /json/path for a value that is wrong.

#include <stdexcept>
#include <string>
#include <string_view>

namespace corrsim {

/// Text as it may be shown: well-formed UTF-8 kept, control characters and any byte that
/// is not part of well-formed UTF-8 written as \xNN.
std::string printableText(std::string_view text);

class ScenarioError : public std::runtime_error
{
public:
    ScenarioError(std::string file, std::string jsonPath, std::string message);
    ScenarioError(std::string file, int line, int column, std::string message);

    const std::string &file() const { return m_file; }
    const std::string &jsonPath() const { return m_path; }
    int line() const { return m_line; }
    int column() const { return m_column; }
    const std::string &message() const { return m_message; }
    /// The same error for another file name (errors found before the name was known).
    ScenarioError inFile(const std::string &file) const;

private:
    static std::string compose(const std::string &file, const std::string &path, int line, int col,
                               const std::string &message);
    std::string m_file;
    std::string m_path;
    int m_line = 0;
    int m_column = 0;
    std::string m_message;
};

} // namespace corrsim
