#include "storespanel.h"

#include "partitiontablemodel.h"
#include "run/runrecord.h"
#include "storetablemodel.h"

#include <QHeaderView>
#include <QTableView>

namespace corrsim {

StoresPanel::StoresPanel(QWidget *parent) : QTabWidget(parent) { setDocumentMode(true); }

void StoresPanel::setRun(std::shared_ptr<const RunRecord> run)
{
    while (count() > 0) {
        QWidget *w = widget(0);
        removeTab(0);
        delete w;
    }
    for (StoreTableModel *m : m_models)
        m->deleteLater();
    m_models.clear();
    if (m_partitions)
        m_partitions->deleteLater();
    m_partitions = nullptr;
    if (!run)
        return;
    for (size_t s = 0; s < run->trace().stores().size(); ++s) {
        auto *model = new StoreTableModel(this);
        model->setRun(run, int(s));
        auto *view = new QTableView(this);
        view->setModel(model);
        view->verticalHeader()->hide();
        view->horizontalHeader()->setStretchLastSection(false);
        view->horizontalHeader()->setSectionResizeMode(StoreTableModel::ValueColumn, QHeaderView::Stretch);
        view->setAlternatingRowColors(true);
        addTab(view, model->storeName());
        m_models.push_back(model);
    }
    auto *partitions = new PartitionTableModel(this);
    if (partitions->setRun(run)) {
        auto *view = new QTableView(this);
        view->setModel(partitions);
        view->verticalHeader()->hide();
        view->horizontalHeader()->setSectionResizeMode(PartitionTableModel::ConsumersColumn, QHeaderView::Stretch);
        addTab(view, tr("broker partitions"));
        m_partitions = partitions;
    } else {
        delete partitions;
    }
}

void StoresPanel::setCursor(size_t index)
{
    for (size_t s = 0; s < m_models.size(); ++s) {
        m_models[s]->setCursor(index);
        setTabText(int(s), QStringLiteral("%1 (%2)").arg(m_models[s]->storeName()).arg(m_models[s]->rowCount()));
    }
    if (m_partitions)
        m_partitions->setCursor(index);
}

} // namespace corrsim
