#pragma once
// The event log's filter: by participant, by event kind, and by any ID (message,
// correlation, causation or key) containing the search text.

#include "runsight.h"

#include <QSortFilterProxyModel>

#include <optional>

namespace corrsim {

class EventFilterModel : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    explicit EventFilterModel(QObject *parent = nullptr);
    void setParticipant(const QString &name); // "" for all
    void setKind(const QString &kind);        // "" for all
    void setSearch(const QString &text);      // matches any ID column
    /// Shows no row after this trace event (playback: the log holds no future); nothing
    /// shows every row. A long run shows the rows around `cursor`.
    void setSight(const RunSight &sight);
    /// Whether the participant, kind and search filters take this trace event, shown
    /// or not ("next match" looks ahead with it).
    bool matches(size_t event) const;

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    QString m_participant, m_kind, m_search;
};

} // namespace corrsim
