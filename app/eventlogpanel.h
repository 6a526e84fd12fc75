#pragma once
// The event log: every trace event up to the cursor in a table, filtered by participant,
// kind and any ID, with "next match" (play to the next event the filter shows) and jumps
// to an event's cause or consequence. The accessible view of what the diagram draws.

#include "runsight.h"

#include <QWidget>

#include <memory>
#include <optional>

class QComboBox;
class QLineEdit;
class QMenu;
class QTableView;

namespace corrsim {

class EventFilterModel;
class TraceTableModel;
struct RunRecord;

class EventLogPanel : public QWidget
{
    Q_OBJECT
public:
    explicit EventLogPanel(QWidget *parent = nullptr);

    void setRun(std::shared_ptr<const RunRecord> run);
    /// Selects trace event i's row, if the filter shows it, without a signal back.
    void selectEvent(long i);
    /// Scrolls the table to event i's row, if the filter shows it.
    void scrollToEvent(long i);
    /// The first event after `after` that the filter shows.
    std::optional<size_t> nextMatch(size_t after) const;
    void focusSearch();
    /// The rows the sight allows: up to its cursor, or the whole run.
    void setSight(const RunSight &sight);

    TraceTableModel *traceModel() const { return m_model; }
    EventFilterModel *filter() const { return m_filter; }

signals:
    /// The user selected trace event i in the table.
    void eventSelected(long i);
    void nextMatchRequested();
    void relatedRequested(bool toCause);
    /// A row's context menu is about to open for trace event i; add to it.
    void menuRequested(QMenu *menu, long i);

private:
    std::shared_ptr<const RunRecord> m_run;
    TraceTableModel *m_model = nullptr;
    EventFilterModel *m_filter = nullptr;
    QTableView *m_table = nullptr;
    QComboBox *m_participant = nullptr;
    QComboBox *m_kind = nullptr;
    QLineEdit *m_search = nullptr;
    bool m_quiet = false; // selecting from outside: no signal back
};

} // namespace corrsim
