#pragma once
// A parameter's documentation in the window's language: a participant kind's field docs
// and the store, network and fault settings' (scenario/parameterspec.h), as the
// Parameters tab's tooltips and the Participants editor show them.

#include <QString>

#include <string>

namespace corrsim {

/// `doc` translated, as plain words: the Markdown backticks left out.
QString parameterDocText(const std::string &doc);

} // namespace corrsim
