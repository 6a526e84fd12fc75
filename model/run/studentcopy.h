#pragma once
// What a student copy would still tell: it leaves out every answer and reveal, but the
// title, the summary, the notes (later ones too: the file is the student's to read) and
// the expectations' names stay, and one of them may state what a predict step asks ("The
// copy is answered 404 ... Nothing is paid twice"). Each such text is found as
// `validate --lesson` finds one read before a step (run/spoilertext.h), wherever it
// stands, so that File › Export student copy can offer to hold it back or rephrase it
// (scenario/studentcopychange.h).

#include <string>
#include <vector>

namespace corrsim {

class Scenario;

struct StudentCopySpoiler
{
    enum class Place {
        Title,
        Summary,
        Note,       // entry `index` of "narrative"
        Expectation // entry `index` of "expectations"
    };
    Place place = Place::Title;
    size_t index = 0;
    std::string where; // its JSON path in the lesson as it plays: "/narrative/5/text", "/expectations/2/name"
    std::string text;
    size_t step = 0;          // the predict step whose answer it states: its entry of "narrative"
    std::string ask;          // that step's question
    std::string clue;         // what of the answer it holds: a secret's words, or the word beside a short answer
    bool canHoldBack = false; // a note, an expectation, the summary; not a title or a step's own text
};

/// Every text of the lesson as it plays (what File › Save lesson writes) that states a
/// predict step's answer, in the file's order; one entry a text.
std::vector<StudentCopySpoiler> studentCopySpoilers(const Scenario &lesson);

} // namespace corrsim
