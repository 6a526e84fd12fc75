#include "scenario/schemavalidator.h"

#include "input/json.h"
#include "input/jsonreader.h"
#include "input/scenariolimits.h"
#include "schema.h"

#include <valijson/adapters/nlohmann_json_adapter.hpp>
#include <valijson/schema.hpp>
#include <valijson/schema_parser.hpp>
#include <valijson/validation_results.hpp>
#include <valijson/validator.hpp>

#include <algorithm>
#include <memory>
#include <set>

namespace corrsim {

namespace {

const valijson::Schema &compiledSchema()
{
    // Parsed once; valijson's Schema cannot be copied or moved.
    static const std::unique_ptr<valijson::Schema> schema = [] {
        auto s = std::make_unique<valijson::Schema>();
        const std::string_view text = scenarioSchemaText();
        const nlohmann::json doc = nlohmann::json::parse(text.begin(), text.end());
        valijson::SchemaParser parser(valijson::SchemaParser::kDraft7);
        valijson::adapters::NlohmannJsonAdapter adapter(doc);
        parser.populateSchema(adapter, *s);
        return s;
    }();
    return *schema;
}

/// valijson matches patterns with std::regex, which recurses once per character: a name
/// of 26,000 characters overflowed the stack. Every text the schema matches a pattern
/// against has a maxLength of at most MaxNameLength, so a longer text is cut to a length
/// still over that (at a character's first byte) before validating: the verdict is the
/// same, and no match runs deep.
///
/// The loader takes a whole float (1.0) where it wants an integer, as JSON Schema since
/// draft 6 does; valijson's strong types would call 1.0 "not an integer". So a whole float
/// the loader would take becomes that integer here, and both give one verdict.
void prepareForValidation(Json &j)
{
    if (j.is_number_float()) {
        if (const auto n = wholeNumber(j))
            j = *n;
        return;
    }
    constexpr size_t Kept = 4 * MaxNameLength + 4; // more than MaxNameLength characters of up to 4 bytes
    if (j.is_string()) {
        std::string &s = j.get_ref<std::string &>();
        if (s.size() > Kept) {
            size_t n = Kept;
            while (n > 0 && (static_cast<unsigned char>(s[n]) & 0xC0) == 0x80)
                --n;
            s.resize(n);
        }
    } else if (j.is_structured()) {
        for (Json &element : j) // an object's values; its keys meet no pattern that recurses
            prepareForValidation(element);
    }
}

/// valijson's context ["<root>", "[participants]", "[0]"] as a JSON pointer.
std::string pointerOf(const std::vector<std::string> &context)
{
    std::string p;
    for (const std::string &c : context) {
        if (c.size() >= 2 && c.front() == '[' && c.back() == ']') {
            std::string token = c.substr(1, c.size() - 2);
            if (token.size() >= 2 && token.front() == '"' && token.back() == '"')
                token = token.substr(1, token.size() - 2);
            p += "/" + token;
        }
    }
    return p.empty() ? "/" : p;
}

} // namespace

std::vector<SchemaIssue> validateAgainstSchema(std::string_view jsonText)
{
    Json doc;
    try {
        doc = readJson(jsonText, "scenario");
    } catch (const ScenarioError &e) {
        return {{e.jsonPath().empty() ? "/" : e.jsonPath(), e.message()}};
    }
    prepareForValidation(doc);
    valijson::Validator validator(valijson::Validator::kStrongTypes);
    valijson::ValidationResults results;
    valijson::adapters::NlohmannJsonAdapter adapter(doc);
    std::vector<SchemaIssue> issues;
    if (validator.validate(compiledSchema(), adapter, &results))
        return issues;
    // valijson reports each failing branch of oneOf/anyOf too; keep the deepest
    // message per path and drop exact repeats, so the user reads the real cause first.
    std::set<std::pair<std::string, std::string>> seen;
    valijson::ValidationResults::Error error;
    while (results.popError(error)) {
        SchemaIssue issue{pointerOf(error.context), error.description};
        if (seen.insert({issue.path, issue.message}).second)
            issues.push_back(std::move(issue));
    }
    std::stable_sort(issues.begin(), issues.end(),
                     [](const SchemaIssue &a, const SchemaIssue &b) { return a.path.size() > b.path.size(); });
    return issues;
}

} // namespace corrsim
