#pragma once
// Checks scenario text against the JSON Schema with valijson (a validator someone else
// wrote), so the schema we publish is the schema we enforce.

#include <string>
#include <string_view>
#include <vector>

namespace corrsim {

struct SchemaIssue
{
    std::string path; // JSON pointer, "/participants/1/processing"
    std::string message;
};

/// Problems of already well-formed JSON text against the scenario schema; empty if valid.
std::vector<SchemaIssue> validateAgainstSchema(std::string_view jsonText);

} // namespace corrsim
