// Lesson variants: named versions of a lesson that a teacher flips to ("atomic-claim",
// "inbox-off"), each a set of parameter changes with its own title line, narrative and
// expectations; and recognising one when a student's own changes arrive at it.

#include "scenario/scenario.h"

#include "input/confignode.h"
#include "scenario/scenariodoc.h"

namespace corrsim {

namespace {
/// The parts of a document that are the lesson rather than its parameters.
Json parametersOf(const Json &doc)
{
    Json p = doc;
    for (const char *key : {"$schema", "title", "summary", "narrative", "expectations", "explore", "variants"})
        p.erase(key);
    return p;
}

ParameterEdit editOf(const std::string &path, const Json &value)
{
    return {path, value.is_string() ? value.get<std::string>() : value.dump()};
}
} // namespace

void Scenario::checkVariants()
{
    m_info.variants.clear();
    const ConfigNode root(m_doc->original, "", &m_info.file);
    const auto variants = root.find("variants");
    if (!variants)
        return;
    for (const ConfigNode &v : variants->items()) {
        v.allowOnly({"name", "title", "set", "narrative", "expectations", "explore"});
        ScenarioInfo::Variant info;
        info.name = v.at("name").text();
        if (info.name.empty())
            v.at("name").fail({FindingKind::VariantNeedsName, {}, {}});
        if (info.name.size() > MaxNameLength)
            v.at("name").fail({FindingKind::NameTooLong, {int64_t(MaxNameLength), int64_t(info.name.size())}, {}});
        for (char c : info.name)
            if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-'))
                v.at("name").fail({FindingKind::VariantNameWord, {}, {}});
        for (const auto &other : m_info.variants)
            if (other.name == info.name)
                v.at("name").fail({FindingKind::VariantNameTaken, {info.name}, {}});
        info.title = v.text("title", info.name);
        const ConfigNode set = v.at("set");
        if (!set.isObject())
            set.fail({FindingKind::SetIsObject, {}, {}});
        for (const auto &[path, value] : set.members())
            if (value.isObject() || value.isArray())
                value.fail({FindingKind::SetsPlainValues, {}, {}});
        m_info.variants.push_back(info);
    }
    // The changes as --set would make them, then each variant loaded once: a broken
    // variant is an error in the file, at its place.
    const Json &list = m_doc->original["variants"];
    for (size_t i = 0; i < list.size(); ++i) {
        m_info.variants[i].changes.clear();
        if (list[i].contains("set"))
            for (const auto &[path, value] : list[i]["set"].items())
                m_info.variants[i].changes.push_back(editOf(path, value));
        try {
            (void)withVariant(m_info.variants[i].name);
        } catch (const ScenarioError &e) {
            // Named at the variant, with what its change broke and where.
            throw ScenarioError(m_info.file, "/variants/" + std::to_string(i),
                                Finding{FindingKind::VariantBroke,
                                        {m_info.variants[i].name, e.jsonPath(), Finding::nested(e.finding())},
                                        {}});
        }
    }
}

Scenario Scenario::withVariant(std::string_view name) const
{
    Scenario s(*this);
    Json doc = m_doc->original;
    s.m_info.variant.clear();
    s.m_info.variantTitle.clear();
    s.m_info.offScript = false;
    if (!name.empty()) {
        const Json *variant = nullptr;
        std::string known;
        for (const Json &v : doc["variants"]) {
            if (v["name"] == name)
                variant = &v;
            known += (known.empty() ? "" : ", ") + v["name"].get<std::string>();
        }
        if (!variant)
            throw ScenarioError(m_info.file, "/variants",
                                known.empty() ? Finding{FindingKind::NoVariantNone, {std::string(name)}, {}}
                                              : Finding{FindingKind::NoVariantKnown, {std::string(name), known}, {}});
        if (variant->contains("set"))
            for (const auto &[path, value] : (*variant)["set"].items())
                assignAt(doc, path, value, path, m_info.file);
        for (const char *key : {"narrative", "expectations", "explore"})
            if (variant->contains(key))
                doc[key] = (*variant)[key];
        s.m_info.variant = std::string(name);
        s.m_info.variantTitle = variant->value("title", std::string(name));
    }
    s.m_doc->json = std::move(doc);
    s.check();
    return s;
}

std::string Scenario::shippedJson() const
{
    return m_doc->original.dump(2, ' ', false, Json::error_handler_t::replace);
}

void Scenario::matchScriptOrGoOffScript()
{
    const Json mine = parametersOf(m_doc->json);
    auto adopt = [&](const Scenario &s) {
        for (const char *key : {"narrative", "expectations", "explore"}) {
            m_doc->json.erase(key);
            if (s.m_doc->json.contains(key))
                m_doc->json[key] = s.m_doc->json[key];
        }
        // The checks read from the document are the adopted ones too: a lesson put back
        // by hand after a variant kept running the variant's expectations.
        m_expectations = s.m_expectations;
        m_info.exploration = s.m_info.exploration;
        m_info.variant = s.m_info.variant;
        m_info.variantTitle = s.m_info.variantTitle;
        m_info.offScript = false;
    };
    if (mine == parametersOf(m_doc->original))
        return adopt(withVariant(""));
    for (const ScenarioInfo::Variant &v : m_info.variants) {
        const Scenario s = withVariant(v.name);
        if (mine == parametersOf(s.m_doc->json))
            return adopt(s);
    }
    m_info.offScript = true; // the expectations were written for other parameters
}

} // namespace corrsim
