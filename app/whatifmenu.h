#pragma once
// The "What if…" menu at an event of a run: each fault whatIfChoices offers there, in the
// window's words, forking the run with that fault under a name of its own beside the
// original. The window says what a choice does (fork), how a delay's length is asked
// for and how a refusal is shown; a test drives the menu without a window.

#include "scenario/pinnedfault.h"

#include <QCoreApplication>
#include <QString>

#include <functional>
#include <optional>

class QMenu;

namespace corrsim {

class Trace;
struct DiagramData;

struct WhatIfMenu
{
    Q_DECLARE_TR_FUNCTIONS(WhatIfMenu)

public:
    /// Runs the fork: the same scenario and seed with `fault` pinned, named `name`.
    std::function<void(const PinnedFault &fault, const QString &name)> fork;
    /// Asks how much later a delayed message arrives ("20ms"); nothing if the user cancels.
    std::function<std::optional<QString>()> askDelay;
    /// Says why a choice was not taken (a delay that is not a duration).
    std::function<void(const QString &why)> refuse;

    /// Adds the "What if…" submenu for trace event `event` to `menu`: disabled, saying
    /// why, where the run cannot run again (`canRun` false: a saved trace). Each action's
    /// data is its WhatIfChoice::Kind. The actions keep copies of the three hooks.
    void addTo(QMenu *menu, const Trace &trace, const DiagramData &diagram, size_t event, bool canRun) const;
};

} // namespace corrsim
