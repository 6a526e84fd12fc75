#pragma once
// The checks a trace another tool wrote is judged by, as the Lesson panel lists them in
// place of a lesson's expectations: each held, broken (clicking it shows the events that
// decide it), or unknown, with the reason the spans cannot tell.

#include "explore/explorechecks.h"
#include "run/runrecord.h"
#include "runsight.h"

#include <QColor>
#include <QLabel>
#include <QListWidget>

#include <memory>
#include <utility>
#include <vector>

namespace corrsim {

struct CheckColours
{
    QColor held, broken, unknown;
};

class ImportedChecks
{
public:
    /// Adds a row per check to `list` for an imported trace (none for another run), and
    /// titles the list for what it then holds. A verdict is shown once the cursor has
    /// reached the event that decides it (a held or unknown one: the end), as a lesson's
    /// expectations are; the whole run in sight shows them all. The verdicts read the
    /// whole trace: they are judged once for each run, not at every step of the cursor.
    void fill(QListWidget *list, QLabel *title, const RunRecord &run, const CheckColours &colours,
              const RunSight &sight);

private:
    std::weak_ptr<const ImportFacts> m_judged; // the import the verdicts are of
    std::vector<std::pair<const ExploreCheck *, CheckVerdict>> m_verdicts;
};

} // namespace corrsim
