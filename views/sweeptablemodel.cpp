#include "sweeptablemodel.h"

#include "palette.h"

namespace corrsim {

void SweepTableModel::setTable(SweepTable table)
{
    beginResetModel();
    m_table = std::move(table);
    m_header = m_table.columns.header();
    m_cells.clear();
    for (const SweepRow &r : m_table.rows) {
        std::vector<QString> shown;
        for (const std::string &cell : sweepCells(r))
            shown.push_back(QString::fromStdString(cell));
        m_cells.push_back(std::move(shown));
    }
    endResetModel();
}

int SweepTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_table.rows.size());
}

int SweepTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_header.size());
}

QVariant SweepTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= columnCount())
        return {};
    const SweepRow &r = m_table.rows[size_t(index.row())];
    const size_t column = size_t(index.column());
    // passed, then one column per expectation, come after run, seed, values and fingerprint.
    const size_t passedColumn = 2 + m_table.columns.paths.size() + 1;
    const bool outcome = column >= passedColumn && column <= passedColumn + m_table.columns.expectations.size();
    if (role == Qt::DisplayRole)
        return m_cells[size_t(index.row())][column];
    if (role == Qt::ForegroundRole && outcome) {
        const bool held = column == passedColumn ? r.passed : bool(r.expectations[column - passedColumn - 1]);
        return held ? QVariant() : QVariant(palette::ClientError);
    }
    if (role == Qt::TextAlignmentRole && column != 2 + m_table.columns.paths.size()) // all but the fingerprint
        return int(Qt::AlignCenter);
    return {};
}

QVariant SweepTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole || orientation != Qt::Horizontal || section < 0 || size_t(section) >= m_header.size())
        return {};
    return QString::fromStdString(m_header[size_t(section)]);
}

} // namespace corrsim
