#pragma once
// Every store of the run at the cursor (per worker where stores are local), one at a
// time: a picker you can type into ("acc" finds ledger.accounts) with each store's
// number of entries, and its table below. Runs with a broker add its partitions.

#include <QWidget>

#include <memory>
#include <vector>

class QAbstractItemModel;
class QComboBox;
class QMenu;
class QTableView;

namespace corrsim {

struct RunRecord;
class PartitionTableModel;
class StoreTableModel;

class StoresPanel : public QWidget
{
    Q_OBJECT
public:
    explicit StoresPanel(QWidget *parent = nullptr);
    void setRun(std::shared_ptr<const RunRecord> run);
    void setCursor(size_t index);
    /// One model per store, in the trace's order (then the partitions, if any).
    const std::vector<StoreTableModel *> &models() const { return m_models; }
    /// Shows the store of this name (tests; "broker partitions" for the broker).
    bool showStore(const QString &name);
    QString currentStore() const;
    /// What the table shows (tests).
    const QAbstractItemModel *shownModel() const;

signals:
    /// The context menu of an entry: its store (the run's store number and name) and its key.
    void menuRequested(QMenu *menu, int store, const QString &storeName, const QString &key);

protected:
    void showEvent(QShowEvent *event) override;

private:
    void showCurrent();
    /// The picker's entry counts at the cursor: one replay of the trace, so only while
    /// the panel is on screen.
    void updateCounts();
    std::shared_ptr<const RunRecord> m_run;
    std::vector<StoreTableModel *> m_models;
    PartitionTableModel *m_partitions = nullptr;
    QComboBox *m_picker = nullptr;
    QTableView *m_table = nullptr;
    size_t m_cursor = 0;
    bool m_countsStale = true;
};

} // namespace corrsim
