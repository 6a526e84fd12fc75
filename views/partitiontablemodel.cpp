#include "partitiontablemodel.h"

#include "run/runrecord.h"

namespace corrsim {

PartitionTableModel::PartitionTableModel(QObject *parent) : QAbstractTableModel(parent) {}

bool PartitionTableModel::setRun(std::shared_ptr<const RunRecord> run)
{
    beginResetModel();
    m_run = std::move(run);
    m_rows.clear();
    endResetModel();
    if (!m_run)
        return false;
    for (const auto &p : m_run->trace().participants())
        if (p.kind == "broker")
            return true;
    return false;
}

void PartitionTableModel::setCursor(size_t index)
{
    if (!m_run)
        return;
    const Trace &t = m_run->trace();
    const Sym topic = t.names().find("topic"), partition = t.names().find("partition"),
              offset = t.names().find("offset"), appended = t.names().find("appended");
    std::map<std::pair<std::string, int64_t>, Row> rows;
    for (size_t i = 0; i <= index && i < t.size(); ++i) {
        const TraceEvent &e = t[i];
        if (e.kind == EventKind::Log && appended && e.text() == appended) {
            const Field *tf = t.records().find(e.fields(), topic), *pf = t.records().find(e.fields(), partition),
                        *of = t.records().find(e.fields(), offset);
            if (!tf || !pf || !of)
                continue; // not one of the broker's own appends (a hand-edited trace)
            const std::string name = formatValue(tf->value, t.names(), t.ids());
            const int64_t p = pf->value.raw;
            Row &r = rows[{name, p}];
            r.topic = name;
            r.partition = p;
            r.appended = of->value.raw + 1;
        } else if (e.kind == EventKind::Deliver && e.peer != NoActor && t.participants()[e.peer].kind == "broker") {
            const Field *p = t.records().find(e.body(), partition, Section::Header);
            const Field *o = t.records().find(e.body(), offset, Section::Header);
            if (!p || !o)
                continue;
            Row &r = rows[{t.names().text(e.messageType()), p->value.raw}];
            int64_t &got = r.consumed[t.participants()[e.actor].application()];
            got = std::max(got, o->value.raw + 1);
        }
    }
    beginResetModel();
    m_rows.clear();
    for (auto &[k, r] : rows)
        m_rows.push_back(std::move(r));
    endResetModel();
}

int PartitionTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}
int PartitionTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant PartitionTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || role != Qt::DisplayRole || index.row() >= int(m_rows.size()))
        return {};
    const Row &r = m_rows[size_t(index.row())];
    switch (Columns(index.column())) {
    case TopicColumn:
        return QString::fromStdString(r.topic);
    case PartitionColumn:
        return qlonglong(r.partition);
    case AppendedColumn:
        return qlonglong(r.appended);
    case ConsumersColumn: {
        QStringList parts;
        for (const auto &[group, n] : r.consumed)
            parts << QStringLiteral("%1: %2 of %3").arg(QString::fromStdString(group)).arg(n).arg(r.appended);
        return parts.join(QStringLiteral(", "));
    }
    case ColumnCount:
        break;
    }
    return {};
}

QVariant PartitionTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (Columns(section)) {
    case TopicColumn:
        return tr("Topic");
    case PartitionColumn:
        return tr("Partition");
    case AppendedColumn:
        return tr("Messages");
    case ConsumersColumn:
        return tr("Delivered to each consumer group");
    case ColumnCount:
        break;
    }
    return {};
}

} // namespace corrsim
