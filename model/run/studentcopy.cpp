#include "run/studentcopy.h"

#include "input/json.h"
#include "run/spoilertext.h"
#include "scenario/scenario.h"

namespace corrsim {

namespace {

struct Step
{
    size_t entry;
    std::string ask;
    std::vector<SecretText> secrets;
    ShortAnswer shortAnswer;
};

std::string textAt(const Json &j, const char *key)
{
    const auto it = j.find(key);
    return it != j.end() && it->is_string() ? it->get<std::string>() : std::string();
}

/// A step's answer in words: a choice named by its number (1 for the first) is that choice.
std::string answerOf(const Json &step)
{
    const auto it = step.find("answer");
    if (it != step.end() && it->is_number_integer() && step.contains("choices") && step["choices"].is_array()) {
        const int64_t n = it->get<int64_t>();
        return n >= 1 && size_t(n) <= step["choices"].size() && step["choices"][size_t(n - 1)].is_string()
                   ? step["choices"][size_t(n - 1)].get<std::string>()
                   : std::string();
    }
    return textAt(step, "answer");
}

} // namespace

std::vector<StudentCopySpoiler> studentCopySpoilers(const Scenario &lesson)
{
    const Json doc = Json::parse(lesson.toJson());
    const Json narrative = doc.contains("narrative") && doc["narrative"].is_array() ? doc["narrative"] : Json::array();
    std::vector<Step> steps;
    for (size_t n = 0; n < narrative.size(); ++n) {
        const Json &e = narrative[n];
        if (!e.is_object() || !e.contains("ask"))
            continue;
        const std::string answer = answerOf(e), reveal = textAt(e, "reveal");
        const std::string outcome =
            e.contains("decides") && e["decides"].is_object() ? textAt(e["decides"], "detail") : "";
        steps.push_back({n, textAt(e, "ask"), secretsOf(answer, reveal), {answer, textAt(e, "ask"), outcome}});
    }

    using Place = StudentCopySpoiler::Place;
    struct Candidate
    {
        Place place;
        size_t index;
        std::string where, text;
        bool canHoldBack;
        std::optional<size_t> ownStep; // a step's own text: said before its question, checked by validate --lesson
    };
    std::vector<Candidate> texts{{Place::Title, 0, "/title", textAt(doc, "title"), false, {}},
                                 {Place::Summary, 0, "/summary", textAt(doc, "summary"), true, {}}};
    for (size_t n = 0; n < narrative.size(); ++n)
        if (narrative[n].is_object()) {
            const bool step = narrative[n].contains("ask");
            texts.push_back({Place::Note, n, "/narrative/" + std::to_string(n) + "/text", textAt(narrative[n], "text"),
                             !step, step ? std::optional<size_t>(n) : std::nullopt});
        }
    if (doc.contains("expectations") && doc["expectations"].is_array())
        for (size_t k = 0; k < doc["expectations"].size(); ++k)
            if (doc["expectations"][k].is_object())
                texts.push_back({Place::Expectation,
                                 k,
                                 "/expectations/" + std::to_string(k) + "/name",
                                 textAt(doc["expectations"][k], "name"),
                                 true,
                                 {}});

    std::vector<StudentCopySpoiler> found;
    for (const Candidate &c : texts) {
        if (c.text.empty())
            continue;
        for (const Step &s : steps) {
            if (c.ownStep == s.entry)
                continue;
            std::string clue;
            if (const std::optional<SecretText> held = heldSecret(c.text, s.secrets))
                clue = held->text;
            else if (const std::optional<std::string> word = statesShortAnswer(c.text, s.shortAnswer))
                clue = s.shortAnswer.answer + " (" + *word + ")";
            if (clue.empty())
                continue;
            found.push_back({c.place, c.index, c.where, c.text, s.entry, s.ask, clue, c.canHoldBack});
            break;
        }
    }
    return found;
}

} // namespace corrsim
