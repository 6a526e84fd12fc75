#pragma once
// A predict step's question: what the class is asked, the choices it picks from, the
// correct one and the explanation shown once it has predicted. A narrative note carries
// one (docs/scenario-format.md, Narrative), and so does a lesson's exploration (its
// "explore" block), where running the exploration is the reveal.

#include <optional>
#include <string>
#include <vector>

namespace corrsim {

class ConfigNode;

struct LessonQuestion
{
    std::string ask;
    std::vector<std::string> choices; // 2 to 6, or none for a short answer
    std::string answer;               // the correct choice word for word; "" where the lesson names none
    std::string reveal;               // "" in a student copy
};

/// The question at `n` ("ask", "choices", "answer", "reveal"); none when `n` has no
/// "ask". Throws ScenarioError at the field that breaks a rule: a choice without a
/// question, an empty question, no reveal, 2 to 6 choices, an answer not among them.
/// A student copy (`studentCopy`) leaves the reveal and the answer out: its teacher has them.
std::optional<LessonQuestion> readLessonQuestion(const ConfigNode &n, bool studentCopy = false);

} // namespace corrsim
