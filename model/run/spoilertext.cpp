#include "run/spoilertext.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <cstring>

namespace corrsim {

namespace {

/// Words a question is made of whatever it asks: no sign of what it is about.
bool isQuestionWord(std::string_view w)
{
    // English, and the Portuguese of the translated lessons (a Chinese question is one
    // word between spaces: it never matches a word of another text).
    static constexpr std::array<std::string_view, 64> Common = {
        "what",     "which",    "whose",    "when",   "where",  "will",  "would",  "does",    "this",  "that",
        "these",    "those",    "with",     "from",   "into",   "have",  "there",  "their",   "they",  "them",
        "then",     "than",     "each",     "after",  "before", "been",  "were",   "your",    "about", "many",
        "much",     "most",     "more",     "here",   "come",   "comes", "happen", "happens", "first", "next",
        "quantas",  "quantos",  "quais",    "quando", "onde",   "como",  "quem",   "este",    "esta",  "esse",
        "essa",     "isso",     "isto",     "depois", "antes",  "cada",  "pelo",   "pela",    "para",  "qual",
        "acontece", "primeiro", "primeira", "agora"};
    return w.size() < 4 || std::find(Common.begin(), Common.end(), w) != Common.end();
}

/// The words of a spoken text, one by one.
std::vector<std::string> split(const std::string &spoken)
{
    std::vector<std::string> out;
    size_t start = 1;
    for (size_t i = 1; i < spoken.size(); ++i)
        if (spoken[i] == ' ') {
            if (i > start)
                out.push_back(spoken.substr(start, i - start));
            start = i + 1;
        }
    return out;
}

/// A text's sentences, each without the spaces before it: cut after one of `cuts` and a
/// space. A reveal's secrets are cut at ":" too ("Nothing: the entry is gone"); a short
/// answer is looked for in sentences cut at ".", ";", "!" and "?" only, since what
/// follows a ":" goes on about what came before it ("Yes: its entry is taken").
std::vector<std::string> sentencesOf(std::string_view text, const char *cuts)
{
    std::vector<std::string> out;
    size_t start = 0;
    for (size_t i = 0; i <= text.size(); ++i) {
        if (i < text.size() &&
            !(std::strchr(cuts, text[i]) && i + 1 < text.size() && std::isspace((unsigned char)text[i + 1])))
            continue;
        while (start < i && std::isspace((unsigned char)text[start]))
            ++start;
        out.emplace_back(text.substr(start, i - start));
        start = i + 1;
    }
    return out;
}

} // namespace

std::string spokenWords(std::string_view text)
{
    std::string w = " ";
    for (const unsigned char c : text) {
        if (std::isalnum(c) || c >= 0x80)
            w += char(std::tolower(c));
        else if (w.back() != ' ')
            w += ' ';
    }
    if (w.back() != ' ')
        w += ' ';
    return w;
}

size_t wordCount(std::string_view text)
{
    const std::string w = spokenWords(text);
    return size_t(std::count(w.begin(), w.end(), ' ')) - 1;
}

std::vector<SecretText> secretsOf(const std::string &answer, const std::string &reveal)
{
    std::vector<SecretText> secrets;
    if (wordCount(answer) >= 3)
        secrets.push_back({answer, {FindingKind::ItsAnswer, {}, {}}});
    secrets.push_back({reveal, {FindingKind::ItsReveal, {}, {}}});
    for (const std::string &sentence : sentencesOf(reveal, ".;:!?"))
        if (wordCount(sentence) >= 4 && sentence.size() < reveal.size())
            secrets.push_back({sentence, {FindingKind::RevealSentence, {}, {}}});
    return secrets;
}

std::optional<SecretText> heldSecret(std::string_view text, const std::vector<SecretText> &secrets)
{
    const std::string seen = spokenWords(text);
    for (const SecretText &s : secrets) {
        const std::string secret = spokenWords(s.text);
        if (secret.size() > 2 && seen.find(secret) != std::string::npos)
            return s;
    }
    return std::nullopt;
}

std::optional<std::string> statesShortAnswer(std::string_view text, const ShortAnswer &step)
{
    const size_t count = wordCount(step.answer);
    if (count == 0 || count >= 3)
        return std::nullopt;
    // "Nothing: the entry is gone" is said by its first word.
    const std::vector<std::string> answerWords = split(spokenWords(step.answer));
    // A name or a number ("B", "404") is what notes talk about all along, and the run
    // shows it anyway: not a word that says the answer.
    const std::string &first = answerWords.front();
    if ((first.size() <= 2 && first != "no") || std::all_of(first.begin(), first.end(), ::isdigit))
        return std::nullopt;
    // Said of what the step asks: the answer and what it is about in one sentence.
    const std::vector<std::string> topic = [&] {
        std::vector<std::string> words;
        for (const std::string &w : split(spokenWords(step.question)))
            if (!isQuestionWord(w) && std::find(answerWords.begin(), answerWords.end(), w) == answerWords.end())
                words.push_back(w);
        return words;
    }();
    const std::string outcome = spokenWords(step.outcome);
    for (const std::string &sentence : sentencesOf(text, ".;!?")) {
        const std::string seen = spokenWords(sentence);
        if (seen.find(" " + answerWords.front() + " ") == std::string::npos)
            continue;
        // The outcome whole ("key not found"), or a word of the question the answer is not.
        if (outcome.size() > 2 && seen.find(outcome) != std::string::npos)
            return outcome.substr(1, outcome.size() - 2);
        for (const std::string &w : topic)
            if (seen.find(" " + w + " ") != std::string::npos)
                return w;
    }
    return std::nullopt;
}

} // namespace corrsim
