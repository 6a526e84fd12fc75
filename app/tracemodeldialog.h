#pragma once
// File > Make a scenario from this trace: the scenario corrsim model writes
// (import/scenariofromtrace.h), saved where the user says, its assumptions told.

#include <QString>

#include <optional>

class QWidget;

namespace corrsim {

struct RunRecord;

/// Asks where to save the scenario of an imported run and saves it; the path written,
/// or none (cancelled, or what cannot be modelled, said in a message box).
std::optional<QString> saveScenarioOfTrace(QWidget *parent, const RunRecord &run);

} // namespace corrsim
