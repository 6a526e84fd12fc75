#pragma once
// Reading a file a user named, bounded: a scenario, a sweep table, a trace's header.

#include <cstddef>
#include <string>

namespace corrsim {

/// The text of a file, refused with a located error if it is not a readable regular
/// file or is larger than maxBytes (read up to one byte past it, never more: a device
/// such as /dev/zero or a mistaken 10 GB file does not fill memory first).
std::string readTextFile(const std::string &path, size_t maxBytes);

} // namespace corrsim
