#pragma once
// Writing a user's file: all of it or none of it. The bytes go to a temporary file
// beside the target, which replaces the target only once every byte is on disk, so a
// full disk or a crash never leaves a half-written file where a good one was. The one
// way the program writes a file (the CLI's outputs and the app's exports alike).

#include <QByteArray>
#include <QString>

#include <functional>
#include <iosfwd>

namespace corrsim {

/// Writes bytes to path; throws std::runtime_error "cannot write PATH: reason".
void saveFile(const QString &path, const QByteArray &bytes);
/// Streams what write() puts out to path, the same way (a large trace is never held in
/// memory whole).
void saveFile(const QString &path, const std::function<void(std::ostream &)> &write);

} // namespace corrsim
