#pragma once
// One store's contents at the cursor, from the run's store history: key, value, age,
// and TTL left. Rows the cursor's event touched are marked, so a step
// shows what changed.

#include <QAbstractTableModel>

#include "run/storehistory.h"

#include <memory>
#include <string>

namespace corrsim {

struct RunRecord;

class StoreTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Columns { KeyColumn, ValueColumn, AgeColumn, TtlColumn, ColumnCount };
    enum Roles { ChangedRole = Qt::UserRole + 1 };

    explicit StoreTableModel(QObject *parent = nullptr);
    void setRun(std::shared_ptr<const RunRecord> run, int store);
    /// Shows the store as it was just after trace event `index`.
    void setCursor(size_t index);
    QString storeName() const;
    /// The run's number for the store shown (StoreHistory's), -1 for none.
    int store() const { return m_store; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::shared_ptr<const RunRecord> m_run;
    int m_store = -1;
    int64_t m_nowUs = 0;
    std::vector<StoredEntry> m_rows; // in key order
    std::vector<bool> m_changed;     // by row: touched at the cursor's instant
};

} // namespace corrsim
