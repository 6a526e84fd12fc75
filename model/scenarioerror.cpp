#include "scenarioerror.h"

namespace corrsim {

std::string ScenarioError::compose(const std::string &file, const std::string &path, int line, int col,
                                   const std::string &message)
{
    std::string s = file.empty() ? std::string("<scenario>") : file;
    if (line > 0)
        s += ":" + std::to_string(line) + ":" + std::to_string(col);
    s += ": ";
    if (!path.empty())
        s += path + ": ";
    return s + message;
}

ScenarioError::ScenarioError(std::string file, std::string jsonPath, std::string message)
    : std::runtime_error(compose(file, jsonPath, 0, 0, message)), m_file(std::move(file)),
      m_path(jsonPath.empty() ? "/" : std::move(jsonPath)), m_message(std::move(message))
{
}

ScenarioError::ScenarioError(std::string file, int line, int column, std::string message)
    : std::runtime_error(compose(file, {}, line, column, message)), m_file(std::move(file)), m_line(line),
      m_column(column), m_message(std::move(message))
{
}

ScenarioError ScenarioError::inFile(const std::string &file) const
{
    if (m_line > 0)
        return ScenarioError(file, m_line, m_column, m_message);
    return ScenarioError(file, m_path, m_message);
}

} // namespace corrsim
