#include "eventfiltermodel.h"

#include "tracetablemodel.h"

namespace corrsim {

EventFilterModel::EventFilterModel(QObject *parent) : QSortFilterProxyModel(parent) {}

void EventFilterModel::setParticipant(const QString &name)
{
    m_participant = name;
    invalidateFilter();
}
void EventFilterModel::setKind(const QString &kind)
{
    m_kind = kind;
    invalidateFilter();
}
void EventFilterModel::setSearch(const QString &text)
{
    m_search = text.trimmed();
    invalidateFilter();
}

void EventFilterModel::setSight(const RunSight &sight)
{
    const std::optional<size_t> lastRow = sight.lastShown();
    const size_t cursor = sight.cursor;
    // The source shows the rows up to the limit, so the filter sees only the rows that
    // came or went: a cursor step costs a row, not the run.
    if (auto *events = qobject_cast<TraceTableModel *>(sourceModel()))
        events->setRange(cursor, lastRow ? *lastRow + 1 : size_t(-1));
}

bool EventFilterModel::filterAcceptsRow(int row, const QModelIndex &) const
{
    const auto *events = qobject_cast<const TraceTableModel *>(sourceModel());
    return events && matches(events->eventOf(row));
}

bool EventFilterModel::matches(size_t event) const
{
    if (m_participant.isEmpty() && m_kind.isEmpty() && m_search.isEmpty())
        return true;
    const auto *events = qobject_cast<const TraceTableModel *>(sourceModel());
    auto text = [&](int column) { return events ? events->cellText(event, column) : QString(); };
    if (!m_participant.isEmpty() && text(TraceTableModel::ActorColumn) != m_participant &&
        text(TraceTableModel::PeerColumn) != m_participant)
        return false;
    if (!m_kind.isEmpty() && text(TraceTableModel::KindColumn) != m_kind)
        return false;
    if (!m_search.isEmpty()) {
        for (int c : {TraceTableModel::IdColumn, TraceTableModel::CorrelationColumn, TraceTableModel::RefColumn,
                      TraceTableModel::DetailColumn})
            if (text(c).contains(m_search, Qt::CaseInsensitive))
                return true;
        return false;
    }
    return true;
}

} // namespace corrsim
