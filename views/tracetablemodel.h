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
    /// Shows only the first n events (playback: the log holds no future). Rows come and
    /// go at the end, so a step of the cursor is a step for the views too.
    void setShownRows(size_t n);
    /// A cell's text for any event of the run, shown or not ("next match" looks ahead).
    QString cellText(size_t row, int column, int role = FullTextRole) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::shared_ptr<const RunRecord> m_run;
    size_t m_shown = 0;
};

} // namespace corrsim
