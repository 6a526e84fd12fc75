#pragma once
// What an operation refuses and why, as a finding, where no file and no place in one is
// to blame (a file's are ScenarioError's): shards that are not of one exploration.
// what() is its English for the command line; the finding is for the window's words.

#include "trace/finding.h"
#include "trace/findingwords.h"

#include <stdexcept>

namespace corrsim {

class FindingError : public std::invalid_argument
{
public:
    explicit FindingError(Finding what) : std::invalid_argument(findingWords(what)), m_finding(std::move(what)) {}
    const Finding &finding() const { return m_finding; }

private:
    Finding m_finding;
};

} // namespace corrsim
