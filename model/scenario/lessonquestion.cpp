#include "scenario/lessonquestion.h"

#include "input/confignode.h"

#include <algorithm>

namespace corrsim {

std::optional<LessonQuestion> readLessonQuestion(const ConfigNode &n, bool studentCopy)
{
    if (!n.has("ask")) {
        for (const char *key : {"choices", "reveal", "answer"})
            if (n.has(key))
                n.at(key).fail({FindingKind::BelongsToQuestion, {std::string(key)}, {}});
        return std::nullopt;
    }
    LessonQuestion q;
    q.ask = n.at("ask").text();
    if (q.ask.empty())
        n.at("ask").fail({FindingKind::QuestionEmpty, {}, {}});
    if (n.has("reveal") ? n.at("reveal").text().empty() : !studentCopy)
        n.fail({FindingKind::QuestionNeedsReveal, {}, {}});
    q.reveal = n.has("reveal") ? n.at("reveal").text() : std::string();
    if (auto choices = n.find("choices")) {
        const auto items = choices->items();
        if (items.size() < 2 || items.size() > 6)
            choices->fail({FindingKind::ChoicesCount, {}, {}});
        for (const ConfigNode &c : items)
            q.choices.push_back(c.text());
    }
    // The correct choice, so that the app (and its tests) know which words are the secret:
    // by its number (1 for the first), which a translation of the choices leaves right,
    // or word for word.
    if (auto answer = n.find("answer")) {
        if (answer->isNumber()) {
            const int64_t number = answer->integer();
            if (q.choices.empty())
                answer->fail({FindingKind::AnswerNumberNoChoices, {}, {}});
            if (number < 1 || size_t(number) > q.choices.size())
                answer->fail({FindingKind::AnswerChoiceOutOf, {number, int64_t(q.choices.size())}, {}});
            q.answer = q.choices[size_t(number - 1)];
        } else {
            q.answer = answer->text();
        }
        if (q.answer.empty())
            answer->fail({FindingKind::AnswerEmpty, {}, {}});
        if (!q.choices.empty() && std::find(q.choices.begin(), q.choices.end(), q.answer) == q.choices.end())
            answer->fail({FindingKind::AnswerNotAChoice, {}, {}});
    }
    return q;
}

} // namespace corrsim
