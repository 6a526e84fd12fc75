#pragma once
// Writing a user's file: all of it or none of it. The bytes go to a temporary file
// beside the target, which replaces the target only once every byte is on disk, so a
// full disk or a crash never leaves a half-written file where a good one was.

#include <QByteArray>
#include <QString>

namespace corrsim {

/// Writes bytes to path; throws std::runtime_error "cannot write PATH: reason".
void saveFile(const QString &path, const QByteArray &bytes);

} // namespace corrsim
