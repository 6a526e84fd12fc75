#pragma once
// What is wrong with a scenario, and where: FILE:LINE:COL for text that is not JSON,
// FILE: /json/path for a value that is wrong, FILE: byte N in a binary file. What is wrong is a finding, worded at the
// edges: what() in English for the command line, views/findingtext in the window's
// language.

#include "trace/finding.h"

#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>

namespace corrsim {

struct FindingLanguage;

/// Text as it may be shown: well-formed UTF-8 kept, control characters and any byte that
/// is not part of well-formed UTF-8 written as \xNN.
std::string printableText(std::string_view text);

class ScenarioError : public std::runtime_error
{
public:
    ScenarioError(std::string file, std::string jsonPath, Finding what);
    ScenarioError(std::string file, int line, int column, Finding what);
    /// At a place said in words of its own ("byte 5171", "compressed byte 12"): jsonPath()
    /// is those words in English.
    ScenarioError(std::string file, Finding place, Finding what);
    /// Words a model file still makes itself (tests/data/model-sentences.txt lists them),
    /// shown as they are in every language.
    ScenarioError(std::string file, std::string jsonPath, std::string message);
    ScenarioError(std::string file, int line, int column, std::string message);

    const std::string &file() const { return m_file; }
    const std::string &jsonPath() const { return m_path; }
    int line() const { return m_line; }
    int column() const { return m_column; }
    /// What is wrong, as a value.
    const Finding &finding() const { return m_finding; }
    /// What is wrong, in English.
    std::string message() const;
    /// Where, before the words: "FILE:LINE:COL: " or "FILE: /json/path: ".
    const std::string &place() const { return m_place; }
    /// The same in a language: a place in words of its own is said in it.
    std::string placeIn(const FindingLanguage &language) const;
    /// The place in words of its own, if it is one.
    const std::optional<Finding> &placeFinding() const { return m_placeFinding; }
    /// The same error for another file name (errors found before the name was known).
    ScenarioError inFile(const std::string &file) const;

private:
    static std::string placeOf(const std::string &file, const std::string &path, int line, int col);
    std::string m_place;
    std::string m_file;
    std::string m_path;
    int m_line = 0;
    int m_column = 0;
    Finding m_finding;
    std::optional<Finding> m_placeFinding;
};

} // namespace corrsim
