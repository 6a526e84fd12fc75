#pragma once
// A conversation named so that it stays itself when the run changes: a generated
// correlation ID's text changes with the seed ("PRQ-1fbc57bd-…"), but its space's prefix
// and its number in that space do not ("PRQ-#2": the second ID the PRQ- space handed
// out). A note, a predict step or a kept fault anchored on a conversation follows it
// when a parameter reorders the run; an ordinal ("the 1st callback") would move onto
// whichever conversation comes first.

#include "trace/ids.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace corrsim {

/// "PRQ-#2" for the generated ID PRQ-<uuid> numbered 2; none for a literal ID, a null one,
/// or one whose prefix another space shares (its name would not say which space).
std::optional<std::string> conversationName(const IdRegistry &ids, Id id);

/// The IDs a conversation name stands for: the number in every space with that prefix;
/// none when the text is not PREFIX#NUMBER (NUMBER from 1) or no space has the prefix.
std::vector<Id> conversationIds(const IdRegistry &ids, std::string_view name);

/// Whether the text has the form PREFIX#NUMBER at all (for a loader's error).
bool looksLikeConversationName(std::string_view name);

} // namespace corrsim
