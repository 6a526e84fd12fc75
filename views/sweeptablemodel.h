#pragma once
// A sweep's table for a view: one row a run, its columns those `corrsim sweep` writes
// (run, seed, the swept values, fingerprint, passed, each expectation, each metric,
// sweep). Cells are shown as the CSV writes them (sweepCells); a failed outcome is
// coloured, and a row's typed SweepRow is there for what a click does with it.

#include "whatif/sweep.h"

#include <QAbstractTableModel>
#include <QString>

#include <vector>

namespace corrsim {

class SweepTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    using QAbstractTableModel::QAbstractTableModel;

    void setTable(SweepTable table);
    const SweepTable &table() const { return m_table; }
    const SweepRow &row(int r) const { return m_table.rows[size_t(r)]; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    SweepTable m_table;
    std::vector<std::string> m_header;
    std::vector<std::vector<QString>> m_cells; // each row's cells as shown, made once per table
};

} // namespace corrsim
