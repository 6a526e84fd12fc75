#pragma once
// The trace as a table: one row per event. It is also the accessible view of what the
// diagram draws (a QGraphicsView exposes nothing to screen readers).

#include <QAbstractTableModel>

#include <memory>

namespace corrsim {

struct RunRecord;

class TraceTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    // The correlation ID comes early: it is what every lesson is about.
    enum Columns { TimeColumn, KindColumn, ActorColumn, PeerColumn, CorrelationColumn, IdColumn, DetailColumn,
                   RefColumn, ColumnCount };
    enum Roles { TimeMicrosRole = Qt::UserRole + 1, KindRole, CorrelationRole,
                 FullTextRole }; // a column's whole text (IDs in full), for search and tooltips

    explicit TraceTableModel(QObject *parent = nullptr);
    /// Shows a finished run; the model keeps it alive while it shows it.
    void setRun(std::shared_ptr<const RunRecord> run);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::shared_ptr<const RunRecord> m_run;
};

} // namespace corrsim
