#pragma once
// Whether a text gives a predict step's answer away, read as the class would read it:
// whole words, any case. A step's secrets are its answer (where it is three words or
// more), its reveal and each sentence of it; a text that holds one gives it away. A short
// answer ("Yes", "Nothing: the entry is gone" by its first word) is a word any text may
// hold, so it gives the answer away only in a sentence that also says what the step is
// about: the outcome of the event that decides it ("paid" for a state PAID, "key not found"), or a word of the
// question ("Will B be paid twice?": "paid"). "Spoiler: yes, it will be paid" is found;
// "yes" in a note about something else is not. A name or a number ("B", "404") is not
// checked so: the notes name it all along. Used by `validate --lesson`
// (run/lessoncheck.h) and by the student copy's check (run/studentcopy.h).

#include "trace/finding.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace corrsim {

/// Lower-case words between single spaces, with a space at each end, so that one text
/// is found in another as whole words: " hats request 102 ".
std::string spokenWords(std::string_view text);
size_t wordCount(std::string_view text);

struct SecretText
{
    std::string text;
    Finding what; // which secret it is, or where the class reads it ("its reveal", "the summary")
};

/// Its answer (three words or more), its reveal, and each sentence of the reveal of four
/// words or more.
std::vector<SecretText> secretsOf(const std::string &answer, const std::string &reveal);

/// The secret of `secrets` that `text` holds whole; none.
std::optional<SecretText> heldSecret(std::string_view text, const std::vector<SecretText> &secrets);

/// What a short answer is about: the question, and the deciding event's outcome (its
/// detail: a state, a store result, an effect; "" where none is named).
struct ShortAnswer
{
    std::string answer, question, outcome;
};

/// The word that, beside the answer's first word, makes `text` state it ("paid"); none
/// when the answer is three words or more (secretsOf holds it) or the text does not.
std::optional<std::string> statesShortAnswer(std::string_view text, const ShortAnswer &step);

} // namespace corrsim
