#pragma once
// Writes a file so that readers see either the old content or the whole new content:
// the data goes to a temporary file beside the target, is flushed, and is renamed over
// it. A failure leaves the old file untouched and throws with the reason.

#include <functional>
#include <ostream>
#include <string>

namespace corrsim {

void writeFileAtomically(const std::string &path, const std::function<void(std::ostream &)> &write);

} // namespace corrsim
