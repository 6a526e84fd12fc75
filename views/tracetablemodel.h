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
    enum Columns {
        TimeColumn,
        KindColumn,
        ActorColumn,
        PeerColumn,
        CorrelationColumn,
        IdColumn,
        DetailColumn,
        RefColumn,
        ColumnCount
    };
    enum Roles {
        TimeMicrosRole = Qt::UserRole + 1,
        KindRole,
        CorrelationRole,
        FullTextRole
    }; // a column's whole text (IDs in full), for search and tooltips

    explicit TraceTableModel(QObject *parent = nullptr);
    /// Shows a finished run; the model keeps it alive while it shows it.
    void setRun(std::shared_ptr<const RunRecord> run);
    /// A table holds at most this many rows: a run of millions of events shows the
    /// ones around the cursor (a view over every row costs seconds per step).
    static constexpr size_t MaxRows = 50'000;
    /// Shows the events before `end` (playback: the log holds no future), at most
    /// MaxRows of them, around `cursor`. Rows come and go at the ends, so a step of the
    /// cursor is a row for the views too.
    void setRange(size_t cursor, size_t end);
    /// The trace event a row shows, and the row that shows an event (-1: not shown).
    size_t eventOf(int row) const { return m_first + size_t(row); }
    int rowOf(size_t event) const { return event >= m_first && event < m_end ? int(event - m_first) : -1; }
    /// A cell's text for any event of the run, shown or not ("next match" looks ahead).
    QString cellText(size_t event, int column, int role = FullTextRole) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::shared_ptr<const RunRecord> m_run;
    size_t m_first = 0, m_end = 0; // the events shown: [m_first, m_end)
};

} // namespace corrsim
