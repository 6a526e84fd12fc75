#pragma once
// The scenario's parameters, editable: every value of its participants, links and
// network as a tree (delays, probabilities, TTL, sweep interval, claim mode, workers,
// faults, ...), plus the seed. An edit is applied with the same rules as --set; a value
// the scenario refuses is reported and put back.

#include <QWidget>

class QSpinBox;
class QTreeWidget;
class QTreeWidgetItem;

namespace corrsim {

class ParameterPanel : public QWidget
{
    Q_OBJECT
public:
    explicit ParameterPanel(QWidget *parent = nullptr);
    /// Shows a scenario's document (its JSON text) and seed.
    void setScenario(const QString &json, quint64 seed);

signals:
    /// The user changed a value: "PATH=VALUE" as --set takes it.
    void assignmentRequested(const QString &assignment);
    void seedChanged(quint64 seed);

private:
    void fill(QTreeWidgetItem *parent, const QString &path, const QString &label, const QJsonValue &value);
    QTreeWidget *m_tree = nullptr;
    QSpinBox *m_seed = nullptr;
    bool m_filling = false;
};

} // namespace corrsim
