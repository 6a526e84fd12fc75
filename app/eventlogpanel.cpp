#include "eventlogpanel.h"

#include "eventfiltermodel.h"
#include "run/runrecord.h"
#include "tracetablemodel.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPushButton>
#include <QSignalBlocker>
#include <QTableView>
#include <QVBoxLayout>

namespace corrsim {

EventLogPanel::EventLogPanel(QWidget *parent) : QWidget(parent)
{
    m_model = new TraceTableModel(this);
    m_filter = new EventFilterModel(this);
    m_filter->setSourceModel(m_model);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    // Two rows, so the panel fits beside the details at a projector's 1280 pixels.
    auto *bar = new QHBoxLayout;
    m_participant = new QComboBox(this);
    m_participant->setToolTip(tr("Show the events of one participant"));
    m_kind = new QComboBox(this);
    m_kind->setToolTip(tr("Show one kind of event"));
    m_search = new QLineEdit(this);
    m_search->setAccessibleName(tr("Search any ID"));
    m_search->setPlaceholderText(tr("Search any ID (Ctrl+F)"));
    m_search->setClearButtonEnabled(true);
    auto *next = new QPushButton(tr("Next match"), this);
    next->setToolTip(tr("Play until the next event that the filter above shows (e.g. Event: reply.discarded)"));
    auto *cause = new QPushButton(tr("Jump to cause"), this);
    auto *consequence = new QPushButton(tr("Jump to consequence"), this);
    bar->addWidget(new QLabel(tr("Participant"), this));
    bar->addWidget(m_participant);
    bar->addWidget(new QLabel(tr("Event"), this));
    bar->addWidget(m_kind);
    bar->addWidget(m_search, 1);
    auto *jumps = new QHBoxLayout;
    jumps->addWidget(next);
    jumps->addWidget(cause);
    jumps->addWidget(consequence);
    jumps->addStretch(1);
    layout->addLayout(bar);
    layout->addLayout(jumps);
    m_table = new QTableView(this);
    m_table->setAccessibleName(tr("Event log"));
    m_table->setModel(m_filter);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setAlternatingRowColors(true);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    layout->addWidget(m_table);

    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) {
                if (current.isValid() && !m_quiet)
                    emit eventSelected(long(m_model->eventOf(m_filter->mapToSource(current).row())));
            });
    m_table->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_table, &QWidget::customContextMenuRequested, this, [this](const QPoint &at) {
        const QModelIndex index = m_table->indexAt(at);
        if (!index.isValid())
            return;
        QMenu menu(this);
        emit menuRequested(&menu, long(m_model->eventOf(m_filter->mapToSource(index).row())));
        if (!menu.isEmpty())
            menu.exec(m_table->viewport()->mapToGlobal(at));
    });
    connect(m_participant, &QComboBox::currentTextChanged, this,
            [this](const QString &t) { m_filter->setParticipant(m_participant->currentIndex() == 0 ? QString() : t); });
    connect(m_kind, &QComboBox::currentTextChanged, this,
            [this](const QString &t) { m_filter->setKind(m_kind->currentIndex() == 0 ? QString() : t); });
    connect(m_search, &QLineEdit::textChanged, m_filter, &EventFilterModel::setSearch);
    connect(next, &QPushButton::clicked, this, &EventLogPanel::nextMatchRequested);
    connect(cause, &QPushButton::clicked, this, [this] { emit relatedRequested(true); });
    connect(consequence, &QPushButton::clicked, this, [this] { emit relatedRequested(false); });
}

void EventLogPanel::setRun(std::shared_ptr<const RunRecord> run)
{
    m_run = std::move(run);
    m_model->setRun(m_run);
    m_table->resizeColumnsToContents();
    const int detailWidth = fontMetrics().averageCharWidth() * 32;
    if (m_table->columnWidth(TraceTableModel::DetailColumn) > detailWidth)
        m_table->setColumnWidth(TraceTableModel::DetailColumn, detailWidth);
    const QSignalBlocker a(m_participant), b(m_kind);
    m_participant->clear();
    m_participant->addItem(tr("all"));
    const Trace &t = m_run->trace();
    for (const auto &p : t.participants())
        m_participant->addItem(QString::fromStdString(p.name));
    m_kind->clear();
    m_kind->addItem(tr("all"));
    for (int k = 0; k < EventKindCount; ++k)
        if (t.count(EventKind(k)))
            m_kind->addItem(QString::fromStdString(std::string(eventKindName(EventKind(k)))));
    m_filter->setParticipant({});
    m_filter->setKind({});
}

void EventLogPanel::selectEvent(long i)
{
    if (i < 0)
        return;
    const QModelIndex row = m_filter->mapFromSource(m_model->index(m_model->rowOf(size_t(i)), 0));
    if (!row.isValid())
        return;
    m_quiet = true;
    m_table->selectRow(row.row());
    m_table->scrollTo(row);
    m_quiet = false;
}

void EventLogPanel::scrollToEvent(long i)
{
    const QModelIndex row =
        i < 0 ? QModelIndex() : m_filter->mapFromSource(m_model->index(m_model->rowOf(size_t(i)), 0));
    if (row.isValid())
        m_table->scrollTo(row);
}

std::optional<size_t> EventLogPanel::nextMatch(size_t after) const
{
    for (size_t i = after + 1; m_run && i < m_run->trace().size(); ++i)
        if (m_filter->matches(i))
            return i;
    return std::nullopt;
}

void EventLogPanel::focusSearch()
{
    m_search->setFocus();
}

void EventLogPanel::setSight(const RunSight &sight)
{
    m_filter->setSight(sight);
}

} // namespace corrsim
