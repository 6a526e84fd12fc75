#include "tracetablemodel.h"

#include "detailwords.h"
#include "palette.h"
#include "qtext.h"
#include "run/runrecord.h"
#include "trace/vocabulary.h"

#include <QBrush>

#include <QColor>
#include <QCoreApplication>
#include <algorithm>

namespace corrsim {

TraceTableModel::TraceTableModel(QObject *parent) : QAbstractTableModel(parent) {}

void TraceTableModel::setRun(std::shared_ptr<const RunRecord> run)
{
    beginResetModel();
    m_run = std::move(run);
    m_first = 0;
    m_end = m_run ? std::min(m_run->trace().size(), MaxRows) : 0;
    endResetModel();
}

void TraceTableModel::setRange(size_t cursor, size_t end)
{
    const size_t size = m_run ? m_run->trace().size() : 0;
    end = std::min(end, size);
    const size_t first = end > MaxRows ? std::min(cursor > MaxRows / 2 ? cursor - MaxRows / 2 : 0, end - MaxRows) : 0;
    end = std::min(end, first + MaxRows);
    if (first == m_first && end == m_end)
        return;
    if (first >= m_end || end <= m_first || first == end || m_first == m_end) {
        beginResetModel(); // a jump: nothing shown before is shown after
        m_first = first;
        m_end = end;
        endResetModel();
        return;
    }
    // A step: rows leave and arrive at the ends.
    if (first > m_first) {
        beginRemoveRows({}, 0, int(first - m_first) - 1);
        m_first = first;
        endRemoveRows();
    }
    if (end < m_end) {
        beginRemoveRows({}, int(end - m_first), int(m_end - m_first) - 1);
        m_end = end;
        endRemoveRows();
    }
    if (first < m_first) {
        beginInsertRows({}, 0, int(m_first - first) - 1);
        m_first = first;
        endInsertRows();
    }
    if (end > m_end) {
        beginInsertRows({}, int(m_end - m_first), int(end - m_first) - 1);
        m_end = end;
        endInsertRows();
    }
}

int TraceTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || !m_run ? 0 : int(m_end - m_first);
}

int TraceTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant TraceTableModel::data(const QModelIndex &index, int role) const
{
    if (!m_run || !index.isValid() || index.row() >= rowCount())
        return {};
    const Trace &t = m_run->trace();
    const TraceEvent &e = t[eventOf(index.row())];
    if (role == TimeMicrosRole)
        return qlonglong(e.time.micros());
    if (role == KindRole)
        return int(e.kind);
    if (role == CorrelationRole)
        return qs(t.ids().format(e.correlation));
    if (role == Qt::ForegroundRole && index.column() == KindColumn) {
        if (e.kind == EventKind::ReplyDiscarded || e.kind == EventKind::Drop)
            return QBrush(palette::ProblemBadge);
        if (e.kind == EventKind::ReplyMatched)
            return QBrush(palette::forText(palette::Green));
        return {};
    }
    if (role == Qt::TextAlignmentRole && index.column() == TimeColumn)
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole && role != FullTextRole)
        return {};
    return cellText(eventOf(index.row()), index.column(), role);
}

QString TraceTableModel::cellText(size_t event, int column, int role) const
{
    if (!m_run || event >= m_run->trace().size())
        return {};
    const Trace &t = m_run->trace();
    const TraceEvent &e = t[event];
    // IDs read short in the table and whole on hover, in the details pane and in search.
    auto id = [&](Id v) { return qs(role == Qt::DisplayRole ? t.ids().shortForm(v) : t.ids().format(v)); };
    switch (Columns(column)) {
    case TimeColumn:
        return QString::fromStdString(formatClock(e.time));
    case KindColumn:
        return qs(std::string(eventKindName(e.kind)));
    case ActorColumn:
        return qs(t.actorName(e.actor));
    case PeerColumn:
        return qs(t.peerName(e));
    case DetailColumn:
        if (e.receiverWasDown()) // (an old trace's type says it already)
            return qs(t.names().text(e.messageType())) + QStringLiteral(" (") +
                   QCoreApplication::translate("DetailWords", vocabulary::ReceiverDown.data()) + QLatin1Char(')');
        return detailWords(t, e);
    case IdColumn:
        return id(e.message);
    case CorrelationColumn:
        return id(e.correlation);
    case RefColumn:
        return id(e.reference()); // the column is headed "causation / key"
    case ColumnCount:
        break;
    }
    return {};
}

QVariant TraceTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (Columns(section)) {
    case TimeColumn:
        return tr("Time");
    case KindColumn:
        return tr("Event");
    case ActorColumn:
        return tr("Participant");
    case PeerColumn:
        return tr("Other end");
    case DetailColumn:
        return tr("Type / detail");
    case IdColumn:
        return tr("Message ID");
    case CorrelationColumn:
        return tr("Correlation ID");
    case RefColumn:
        return tr("Causation ID / key");
    case ColumnCount:
        break;
    }
    return {};
}

} // namespace corrsim
