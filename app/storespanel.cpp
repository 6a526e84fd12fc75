#include "storespanel.h"

#include "partitiontablemodel.h"
#include "run/runrecord.h"
#include "storetablemodel.h"

#include <QComboBox>
#include <QCompleter>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QMenu>
#include <QSignalBlocker>
#include <QTableView>
#include <QVBoxLayout>

namespace corrsim {

namespace {
/// QAbstractItemView::setModel makes a new selection model, parented to the view, and
/// leaves the old one to its caller; a table's headers each make one too, then share the
/// table's and keep theirs. A view that changes models at every run kept every one it had
/// ever made (8 kB a lesson over a class: make soak found it).
void showModel(QTableView *view, QAbstractItemModel *model)
{
    QItemSelectionModel *old = view->selectionModel();
    view->setModel(model);
    if (old && old != view->selectionModel())
        old->deleteLater();
    for (QHeaderView *header : {view->horizontalHeader(), view->verticalHeader()})
        for (QItemSelectionModel *own : header->findChildren<QItemSelectionModel *>(Qt::FindDirectChildrenOnly))
            if (own != header->selectionModel())
                own->deleteLater();
}
} // namespace

StoresPanel::StoresPanel(QWidget *parent) : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    auto *bar = new QHBoxLayout;
    bar->addWidget(new QLabel(tr("Store"), this));
    m_picker = new QComboBox(this);
    m_picker->setEditable(true);
    m_picker->setInsertPolicy(QComboBox::NoInsert);
    m_picker->setMinimumContentsLength(28);
    m_picker->setToolTip(tr("Pick a store, or type part of its name"));
    m_picker->completer()->setFilterMode(Qt::MatchContains);
    m_picker->completer()->setCompletionMode(QCompleter::PopupCompletion);
    bar->addWidget(m_picker, 1);
    layout->addLayout(bar);
    m_table = new QTableView(this);
    m_table->setAccessibleName(tr("Store entries"));
    m_table->verticalHeader()->hide();
    m_table->setAlternatingRowColors(true);
    layout->addWidget(m_table, 1);
    connect(m_picker, &QComboBox::currentIndexChanged, this, [this] { showCurrent(); });
    // An entry's menu: the window adds what can be done with it (Expect this).
    m_table->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_table, &QWidget::customContextMenuRequested, this, [this](const QPoint &at) {
        auto *model = qobject_cast<StoreTableModel *>(m_table->model());
        const QModelIndex index = m_table->indexAt(at);
        if (!model || !index.isValid())
            return;
        const QString key =
            model->data(model->index(index.row(), StoreTableModel::KeyColumn), Qt::ToolTipRole).toString();
        QMenu menu(this);
        emit menuRequested(&menu, model->store(), model->storeName(), key);
        if (!menu.isEmpty())
            menu.exec(m_table->viewport()->mapToGlobal(at));
    });
}

void StoresPanel::setRun(std::shared_ptr<const RunRecord> run)
{
    const QString keep = currentStore(); // the same store again after a parameter change
    showModel(m_table, nullptr);
    for (StoreTableModel *m : m_models)
        m->deleteLater();
    m_models.clear();
    if (m_partitions)
        m_partitions->deleteLater();
    m_partitions = nullptr;
    const QSignalBlocker block(m_picker);
    m_picker->clear();
    m_run = std::move(run);
    if (!m_run)
        return;
    for (size_t s = 0; s < m_run->trace().stores().size(); ++s) {
        auto *model = new StoreTableModel(this);
        model->setRun(m_run, int(s));
        m_models.push_back(model);
        m_picker->addItem(model->storeName(), int(s));
    }
    auto *partitions = new PartitionTableModel(this);
    if (partitions->setRun(m_run)) {
        m_partitions = partitions;
        m_picker->addItem(tr("broker partitions"), -1);
    } else {
        delete partitions;
    }
    m_picker->setCurrentIndex(0);
    // The picker's signals are blocked here, so the table is set up by hand: a store kept
    // across a run again once showed an empty table.
    if (!keep.isEmpty())
        showStore(keep);
    showCurrent();
}

const QAbstractItemModel *StoresPanel::shownModel() const
{
    return m_table->model();
}

QString StoresPanel::currentStore() const
{
    const int i = m_picker->currentIndex();
    if (i < 0)
        return {};
    const int s = m_picker->itemData(i).toInt();
    return s < 0 ? tr("broker partitions")
                 : (size_t(s) < m_models.size() ? m_models[size_t(s)]->storeName() : QString());
}

bool StoresPanel::showStore(const QString &name)
{
    for (int i = 0; i < m_picker->count(); ++i) {
        const int s = m_picker->itemData(i).toInt();
        const QString n = s < 0 ? tr("broker partitions") : m_models[size_t(s)]->storeName();
        if (n == name) {
            m_picker->setCurrentIndex(i);
            return true;
        }
    }
    return false;
}

void StoresPanel::showCurrent()
{
    const int i = m_picker->currentIndex();
    if (i < 0)
        return;
    const int s = m_picker->itemData(i).toInt();
    if (s < 0 && m_partitions) {
        m_partitions->setCursor(m_cursor);
        showModel(m_table, m_partitions);
        m_table->horizontalHeader()->setSectionResizeMode(PartitionTableModel::ConsumersColumn, QHeaderView::Stretch);
    } else if (s >= 0 && size_t(s) < m_models.size()) {
        m_models[size_t(s)]->setCursor(m_cursor);
        showModel(m_table, m_models[size_t(s)]);
        // Every column as wide as its words ("expired, not yet swept" whole); the value takes the rest.
        m_table->horizontalHeader()->setStretchLastSection(false);
        m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
        m_table->horizontalHeader()->setSectionResizeMode(StoreTableModel::ValueColumn, QHeaderView::Stretch);
    }
}

void StoresPanel::setCursor(size_t index)
{
    m_cursor = index;
    if (!m_run)
        return;
    // The table on screen follows the cursor; the picker says how full every store is,
    // from one replay of the trace rather than one per store.
    const int i = m_picker->currentIndex();
    const int shown = i >= 0 ? m_picker->itemData(i).toInt() : -2;
    if (shown >= 0 && size_t(shown) < m_models.size())
        m_models[size_t(shown)]->setCursor(index);
    if (shown == -1 && m_partitions)
        m_partitions->setCursor(index);
    m_countsStale = true;
    if (isVisible())
        updateCounts();
}

void StoresPanel::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_countsStale)
        updateCounts();
}

void StoresPanel::updateCounts()
{
    if (!m_run)
        return;
    m_countsStale = false;
    if (!m_run->stores)
        return;
    for (int k = 0; k < m_picker->count(); ++k) {
        const int s = m_picker->itemData(k).toInt();
        if (s >= 0 && size_t(s) < m_run->stores->storeCount())
            m_picker->setItemText(k, QStringLiteral("%1 (%2)")
                                         .arg(m_models[size_t(s)]->storeName())
                                         .arg(m_run->stores->size(size_t(s), m_cursor + 1)));
    }
}

} // namespace corrsim
