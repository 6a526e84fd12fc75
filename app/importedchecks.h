#pragma once
// The checks a trace another tool wrote is judged by, as the Lesson panel lists them in
// place of a lesson's expectations: each held, broken (clicking it shows the events that
// decide it), or unknown, with the reason the spans cannot tell.

#include "run/runrecord.h"

#include <QColor>
#include <QLabel>
#include <QListWidget>

namespace corrsim {

struct CheckColours
{
    QColor held, broken, unknown;
};

/// Adds a row per check to `list` for an imported trace (none for another run), and
/// titles the list for what it then holds.
void addImportedChecks(QListWidget *list, QLabel *title, const RunRecord &run, const CheckColours &colours);

} // namespace corrsim
