#include "storetablemodel.h"

#include "run/runrecord.h"
#include "trace/storeresult.h"

#include <QBrush>
#include <QColor>

namespace corrsim {

StoreTableModel::StoreTableModel(QObject *parent) : QAbstractTableModel(parent) {}

void StoreTableModel::setRun(std::shared_ptr<const RunRecord> run, int store)
{
    beginResetModel();
    m_run = std::move(run);
    m_store = store;
    m_rows.clear();
    endResetModel();
}

QString StoreTableModel::storeName() const
{
    return m_run && m_store >= 0 ? QString::fromStdString(m_run->trace().stores()[size_t(m_store)].name) : QString();
}

void StoreTableModel::setCursor(size_t index)
{
    if (!m_run || m_store < 0)
        return;
    const Trace &t = m_run->trace();
    std::map<std::string, Row> rows;
    const size_t last = std::min(index, t.size() - 1);
    for (size_t i = 0; i <= last && t.size(); ++i) {
        const TraceEvent &e = t[i];
        if (!isStoreEvent(e.kind) || e.peer != m_store)
            continue;
        if (e.kind == EventKind::StoreClear) {
            rows.clear();
            continue;
        }
        const std::string key = t.ids().format(e.ref);
        if (e.kind == EventKind::StorePut) {
            std::string value;
            for (const Field &f : t.records().fields(e.record))
                value += (value.empty() ? "" : ", ") + t.names().text(f.name) + ": " + formatValue(f.value, t.names(), t.ids());
            rows[key] = {key, value, e.time.micros(), e.value > 0 ? e.value : -1, false};
        } else if (e.kind == EventKind::StoreRemove || e.kind == EventKind::StoreExpire) {
            if (removedAnEntry(storeResult(t, e)))
                rows.erase(key);
        }
    }
    // What the cursor's own instant changed.
    if (t.size()) {
        const SimTime now = t[last].time;
        for (size_t i = last + 1; i-- > 0 && t[i].time == now;)
            if (isStoreEvent(t[i].kind) && t[i].peer == m_store)
                if (auto it = rows.find(t.ids().format(t[i].ref)); it != rows.end())
                    it->second.changed = true;
        m_nowUs = now.micros();
    }
    beginResetModel();
    m_rows.clear();
    for (auto &[k, r] : rows)
        m_rows.push_back(std::move(r));
    endResetModel();
}

int StoreTableModel::rowCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : int(m_rows.size()); }
int StoreTableModel::columnCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant StoreTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= int(m_rows.size()))
        return {};
    const Row &r = m_rows[size_t(index.row())];
    if (role == ChangedRole)
        return r.changed;
    if (role == Qt::BackgroundRole)
        return r.changed ? QBrush(QColor(255, 243, 190)) : QVariant();
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return {};
    switch (Columns(index.column())) {
    case KeyColumn: {
        // A long generated key reads short in the table and whole on hover.
        return QString::fromStdString(role == Qt::DisplayRole ? shortenId(r.key) : r.key);
    }
    case ValueColumn: return QString::fromStdString(r.value);
    case AgeColumn: return QString::fromStdString(formatClock(SimTime::fromMicros(m_nowUs - r.putAtUs)));
    case TtlColumn:
        if (r.expiresAtUs < 0)
            return tr("no TTL");
        if (r.expiresAtUs <= m_nowUs)
            return tr("expired, not yet swept");
        return QString::fromStdString(formatClock(SimTime::fromMicros(r.expiresAtUs - m_nowUs)));
    case ColumnCount: break;
    }
    return {};
}

QVariant StoreTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (Columns(section)) {
    case KeyColumn: return tr("Key");
    case ValueColumn: return tr("Value");
    case AgeColumn: return tr("Age");
    case TtlColumn: return tr("TTL left");
    case ColumnCount: break;
    }
    return {};
}

} // namespace corrsim
