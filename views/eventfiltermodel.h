#pragma once
// The event log's filter: by participant, by event kind, and by any ID (message,
// correlation, causation or key) containing the search text.

#include <QSortFilterProxyModel>

namespace corrsim {

class EventFilterModel : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    explicit EventFilterModel(QObject *parent = nullptr);
    void setParticipant(const QString &name); // "" for all
    void setKind(const QString &kind);        // "" for all
    void setSearch(const QString &text);      // matches any ID column

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    QString m_participant, m_kind, m_search;
};

} // namespace corrsim
