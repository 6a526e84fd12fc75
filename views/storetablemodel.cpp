#include "storetablemodel.h"

#include "run/runrecord.h"
#include "trace/storeresult.h"

#include "palette.h"

#include <QBrush>
#include <QColor>

#include <algorithm>

namespace corrsim {

StoreTableModel::StoreTableModel(QObject *parent) : QAbstractTableModel(parent) {}

void StoreTableModel::setRun(std::shared_ptr<const RunRecord> run, int store)
{
    beginResetModel();
    m_run = std::move(run);
    m_store = store;
    m_rows.clear();
    m_changed.clear();
    endResetModel();
}

QString StoreTableModel::storeName() const
{
    return m_run && m_store >= 0 ? QString::fromStdString(m_run->trace().stores()[size_t(m_store)].name) : QString();
}

void StoreTableModel::setCursor(size_t index)
{
    if (!m_run || m_store < 0 || !m_run->stores)
        return;
    const Trace &t = m_run->trace();
    const size_t last = t.size() ? std::min(index, t.size() - 1) : 0;
    // The nearest checkpoint and at most one interval of this store's events: a step
    // costs the same at event 10 and at event 7 million. Rows are formatted when shown.
    std::vector<StoredEntry> entries =
        t.size() ? m_run->stores->contents(size_t(m_store), last + 1) : std::vector<StoredEntry>();
    std::vector<bool> changed(entries.size(), false);
    if (t.size()) {
        // What the cursor's own instant changed.
        const SimTime now = t[last].time;
        for (size_t i = last + 1; i-- > 0 && t[i].time == now;)
            if (isStoreEvent(t[i].kind) && t[i].peer == m_store) {
                const auto it = std::lower_bound(entries.begin(), entries.end(), t[i].key(),
                                                 [](const StoredEntry &e, Id key) { return e.key < key; });
                if (it != entries.end() && it->key == t[i].key())
                    changed[size_t(it - entries.begin())] = true;
            }
        m_nowUs = now.micros();
    }
    beginResetModel();
    m_rows = std::move(entries);
    m_changed = std::move(changed);
    endResetModel();
}

int StoreTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}
int StoreTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant StoreTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= int(m_rows.size()))
        return {};
    const StoredEntry &r = m_rows[size_t(index.row())];
    const bool changed = m_changed[size_t(index.row())];
    if (role == ChangedRole)
        return changed;
    if (role == Qt::BackgroundRole)
        return changed ? QBrush(palette::ChangedCell) : QVariant();
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return {};
    const Trace &t = m_run->trace();
    switch (Columns(index.column())) {
    case KeyColumn: {
        // A long generated key reads short in the table and whole on hover.
        const std::string key = t.ids().format(r.key);
        return QString::fromStdString(role == Qt::DisplayRole ? shortenId(key) : key);
    }
    case ValueColumn: {
        std::string value;
        for (const Field &f : t.records().fields(r.record))
            value +=
                (value.empty() ? "" : ", ") + t.names().text(f.name) + ": " + formatValue(f.value, t.names(), t.ids());
        return QString::fromStdString(value);
    }
    case AgeColumn:
        return QString::fromStdString(formatClock(SimTime::fromMicros(m_nowUs - r.putAt.micros())));
    case TtlColumn:
        if (r.expiresUs < 0)
            return tr("no TTL");
        if (r.expiresUs <= m_nowUs)
            return tr("expired, not yet swept");
        return QString::fromStdString(formatClock(SimTime::fromMicros(r.expiresUs - m_nowUs)));
    case ColumnCount:
        break;
    }
    return {};
}

QVariant StoreTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (Columns(section)) {
    case KeyColumn:
        return tr("Key");
    case ValueColumn:
        return tr("Value");
    case AgeColumn:
        return tr("Age");
    case TtlColumn:
        return tr("TTL left");
    case ColumnCount:
        break;
    }
    return {};
}

} // namespace corrsim
