#pragma once
// What the user tells the import about a span file that its spans do not say (which
// spans apply effects, which attribute carries the correlation ID, how long a request
// may wait for its reply): asked in a dialog,
// remembered per file, used each time the file is opened again.

#include "import/importtrace.h"

#include <QString>

class QWidget;

namespace corrsim {

/// The options last given for this file (none given: the defaults).
ImportOptions savedImportOptions(const QString &path);
void saveImportOptions(const QString &path, const ImportOptions &options);

/// Asks for the options, starting from `options`; true and `options` changed on OK.
bool editImportOptions(QWidget *parent, const QString &path, ImportOptions &options);

} // namespace corrsim
