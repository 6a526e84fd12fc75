#pragma once
// The scenario's parameters, editable: every value of its participants, links,
// network and faults as a tree, plus the seed. Editors are typed from the format (a
// list of choices is a drop-down, a flag a checkbox, durations and numbers are checked
// as typed); a value that differs from the lesson as shipped is marked, with a reset for
// it and one for all. An edit is applied with the same rules as --set; a value the
// scenario refuses is reported and put back.

#include <QJsonObject>
#include <QWidget>

class QPushButton;
class QSpinBox;
class QTreeWidget;
class QTreeWidgetItem;

namespace corrsim {

class ParameterPanel : public QWidget
{
    Q_OBJECT
public:
    explicit ParameterPanel(QWidget *parent = nullptr);
    /// Shows a scenario's document and seed; `shipped` is the lesson as shipped, the
    /// reference for "changed".
    void setScenario(const QString &json, const QString &shipped, quint64 seed);
    /// Values that differ from the lesson as shipped, as "PATH" lines (tests, status).
    QStringList changedPaths() const;
    /// The same values as "path = value" lines, as a person reads them (links.0.latency = 5ms).
    QStringList changedValues() const;

signals:
    /// The user changed a value: "PATH=VALUE" as --set takes it.
    void assignmentRequested(const QString &assignment);
    void seedChanged(quint64 seed);
    /// Back to the lesson as shipped.
    void resetAllRequested();

private:
    void fill(QTreeWidgetItem *parent, const QStringList &path, const QString &label, const QJsonValue &value,
              const QString &kind);
    QTreeWidget *m_tree = nullptr;
    QSpinBox *m_seed = nullptr;
    QPushButton *m_resetAll = nullptr;
    QJsonObject m_shipped;
    bool m_filling = false;
};

} // namespace corrsim
