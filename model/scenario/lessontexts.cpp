#include "scenario/lessontexts.h"

#include "input/jsonreader.h"

#include <algorithm>
#include <array>

namespace corrsim {

namespace {

/// A key as one token of a JSON pointer: "~" and "/" escaped.
std::string pointerToken(std::string_view key)
{
    std::string token;
    for (const char c : key)
        token += c == '~' ? std::string("~0") : c == '/' ? std::string("~1") : std::string(1, c);
    return token;
}

/// Whether `pointer` names a text the class reads: a title, a summary, a note's text, a
/// question's words (its ask, a choice, its reveal, a short answer), an expectation's name.
bool isReadText(const Json::json_pointer &pointer)
{
    const std::string last = pointer.back();
    const Json::json_pointer parent = pointer.parent_pointer();
    static constexpr std::array<std::string_view, 6> Words = {"title", "summary", "text", "ask", "reveal", "answer"};
    if (std::find(Words.begin(), Words.end(), last) != Words.end())
        return true;
    if (!parent.empty() && parent.back() == "choices")
        return true;
    // An expectation's name (not a participant's: a name there is an address).
    return last == "name" && !parent.empty() && !parent.parent_pointer().empty() &&
           parent.parent_pointer().back() == "expectations";
}

/// A question's answer given in words, as its choice's number: the translated choices
/// keep it.
void numberAnswers(OrderedJson &owner)
{
    const auto number = [](OrderedJson &q) {
        if (!q.is_object() || !q.contains("answer") || !q["answer"].is_string() || !q.contains("choices") ||
            !q["choices"].is_array())
            return;
        const OrderedJson &choices = q["choices"];
        for (size_t i = 0; i < choices.size(); ++i)
            if (choices[i] == q["answer"])
                q["answer"] = i + 1;
    };
    if (owner.contains("narrative") && owner["narrative"].is_array())
        for (OrderedJson &note : owner["narrative"])
            number(note);
    if (owner.contains("explore"))
        number(owner["explore"]);
}

void collectReadTexts(const OrderedJson &node, const std::string &at, std::vector<std::string> &out)
{
    if (node.is_string()) {
        const Json::json_pointer pointer(at);
        if (!at.empty() && isReadText(pointer))
            out.push_back(at);
        return;
    }
    if (node.is_array())
        for (size_t i = 0; i < node.size(); ++i)
            collectReadTexts(node[i], at + "/" + std::to_string(i), out);
    if (node.is_object())
        for (const auto &[key, value] : node.items())
            if (!(key == "answer" && node.contains("choices"))) // a choice's words are the choice's
                collectReadTexts(value, at + "/" + pointerToken(key), out);
}

} // namespace

std::vector<std::string> readTextPointers(std::string_view lesson, const std::string &lessonFile)
{
    std::vector<std::string> out;
    collectReadTexts(readOrderedJson(lesson, lessonFile), "", out);
    return out;
}

std::string withLessonTexts(std::string_view lessonText, const std::string &lessonFile, std::string_view textsText,
                            const std::string &textsFile)
{
    OrderedJson lesson = readOrderedJson(lessonText, lessonFile);
    const Json texts = readJson(textsText, textsFile);
    if (!texts.is_object())
        throw ScenarioError(textsFile, "", Finding{FindingKind::TextsShape, {}, {}});
    for (const auto &[key, value] : texts.items())
        if (key != "$schema" && key != "textsOf" && key != "language" && key != "texts")
            throw ScenarioError(
                textsFile, "/" + key,
                Finding{FindingKind::UnknownField, {key, std::string("$schema, textsOf, language, texts")}, {}});
    const auto name = lesson.find("name");
    if (!texts.contains("textsOf") || !texts["textsOf"].is_string() || name == lesson.end() ||
        *name != texts["textsOf"])
        throw ScenarioError(
            textsFile, "/textsOf",
            Finding{FindingKind::TextsOfAnother,
                    {name != lesson.end() && name->is_string() ? name->get<std::string>() : std::string()},
                    {}});
    if (!texts.contains("language") || !texts["language"].is_string() || texts["language"].get<std::string>().empty())
        throw ScenarioError(textsFile, "/language", Finding{FindingKind::TextsLanguage, {}, {}});
    if (!texts.contains("texts") || !texts["texts"].is_object())
        throw ScenarioError(textsFile, "/texts", Finding{FindingKind::TextsByPointer, {}, {}});

    numberAnswers(lesson);
    if (lesson.contains("variants") && lesson["variants"].is_array())
        for (OrderedJson &variant : lesson["variants"])
            numberAnswers(variant);
    for (const auto &[where, text] : texts["texts"].items()) {
        const std::string at = "/texts/" + pointerToken(where);
        Json::json_pointer pointer;
        try {
            pointer = Json::json_pointer(where);
        } catch (const nlohmann::json::exception &) {
            throw ScenarioError(textsFile, at, Finding{FindingKind::NotAJsonPointer, {where}, {}});
        }
        const OrderedJson::json_pointer inLesson(where);
        if (pointer.empty() || !lesson.contains(inLesson) || !lesson[inLesson].is_string() || !isReadText(pointer))
            throw ScenarioError(textsFile, at, Finding{FindingKind::NamesNoReadText, {lessonFile}, {}});
        if (!text.is_string() || text.get<std::string>().empty())
            throw ScenarioError(textsFile, at, Finding{FindingKind::TextNotEmpty, {}, {}});
        lesson[inLesson] = text.get<std::string>();
    }
    return lesson.dump(2, ' ', false, OrderedJson::error_handler_t::strict) + "\n";
}

} // namespace corrsim
