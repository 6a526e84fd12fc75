#pragma once
// Well-formed UTF-8, as RFC 3629 says it: no overlong forms, no surrogates, nothing past
// U+10FFFF. The JSON readers refuse anything else, so every other reader of text that
// ends up in a trace or a scenario checks it the same way.

#include <cstddef>
#include <string_view>

namespace corrsim {

/// The length of the well-formed UTF-8 sequence that starts at text[i] (1 for ASCII),
/// or 0 when the byte there does not start one.
size_t utf8SequenceLength(std::string_view text, size_t i);

/// True when all of `text` is well-formed UTF-8.
bool isUtf8(std::string_view text);

} // namespace corrsim
