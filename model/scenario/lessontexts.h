#pragma once
// A lesson's words in another language, kept beside it (docs/scenario-format.md#lesson-texts):
// a lesson-texts file names the lesson and the language, and gives each text it
// translates by its JSON pointer in the lesson ("/narrative/1/ask": "…"). Everything else
// (the participants, the faults, the anchors, the expectations' checks) is the lesson's
// own, so a translation cannot change what runs. A predict step's answer given in words
// is turned into its choice's number first, so translated choices keep it. A text the
// file leaves out stays in the lesson's language.

#include <string>
#include <string_view>
#include <vector>

namespace corrsim {

/// `lesson` (a scenario file's text, read from `lessonFile`) with the texts of `texts` (a
/// lesson-texts file's text, read from `textsFile`) in place, as scenario text keeping the
/// lesson's key order. Throws ScenarioError naming the texts file and the JSON pointer of
/// what does not fit: another lesson's name, a pointer to nothing or to what is not a
/// text a class reads, an empty text.
std::string withLessonTexts(std::string_view lesson, const std::string &lessonFile, std::string_view texts,
                            const std::string &textsFile);

/// The JSON pointers of every text a class reads in `lesson` (a scenario file's text), in
/// the file's order: what a complete lesson-texts file translates. A predict step's answer
/// is one only where the step has no choices (a choice's words are the choice's).
std::vector<std::string> readTextPointers(std::string_view lesson, const std::string &lessonFile);

} // namespace corrsim
