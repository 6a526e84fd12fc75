#pragma once
// The scenario's parameters, editable: every value of its participants, links,
// network and faults as a tree, plus the seed. Editors are typed from the format (a
// list of choices is a drop-down, a flag a checkbox, durations and numbers are checked
// as typed); a value that differs from the lesson as shipped is marked, with a reset for
// it and one for all. An edit is applied with the same rules as --set; a value the
// scenario refuses is reported and put back.

#include "scenario/parameters.h"

#include <QWidget>

#include <vector>

class QPushButton;
class QSpinBox;
class QTreeWidget;
class QTreeWidgetItem;

namespace corrsim {

class Scenario;

/// A parameter as a person names it, by its participant's name rather than its place in
/// the file: "replier.processing", "network.latency", not "participants.1.processing".
QString parameterName(const Parameter &p);

class ParameterPanel : public QWidget
{
    Q_OBJECT
public:
    explicit ParameterPanel(QWidget *parent = nullptr);
    /// Shows a scenario's parameters (Scenario::parameters: "changed" is against the
    /// lesson as shipped) and seed; none for a saved trace, which runs nothing.
    void setScenario(const Scenario *scenario, quint64 seed);
    /// Values that differ from the lesson as shipped, as "PATH" lines (tests, status).
    QStringList changedPaths() const;
    /// The same values as "name = value" lines, as a person reads them (replier.processing = 5ms).
    QStringList changedValues() const;

signals:
    /// The user changed a value, or put back the lesson's.
    void parameterEdited(const corrsim::Parameter &parameter, const corrsim::ParameterValue &value);
    /// The user asked for the lesson's own value back.
    void parameterReset(const corrsim::Parameter &parameter);
    void seedChanged(quint64 seed);
    /// A participant's name or kind was double-clicked: its editor is Lesson › Participants.
    void participantAsked(const QString &name);
    /// Back to the lesson as shipped.
    void resetAllRequested();

private:
    /// The item of a path's first `depth` parts, made (with its parents) if new.
    QTreeWidgetItem *branch(const Parameter &p, size_t depth);
    void addLeaf(size_t index);
    QTreeWidget *m_tree = nullptr;
    QSpinBox *m_seed = nullptr;
    QPushButton *m_resetAll = nullptr;
    std::vector<Parameter> m_parameters; // what the tree shows; items hold their index
    bool m_filling = false;
};

} // namespace corrsim
