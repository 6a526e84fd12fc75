#pragma once
// Every store of the run at the cursor, one tab each (per worker where stores are
// local), with the number of entries in the tab's title.

#include <QTabWidget>

#include <memory>
#include <vector>

namespace corrsim {

struct RunRecord;
class StoreTableModel;

class StoresPanel : public QTabWidget
{
    Q_OBJECT
public:
    explicit StoresPanel(QWidget *parent = nullptr);
    void setRun(std::shared_ptr<const RunRecord> run);
    void setCursor(size_t index);
    const std::vector<StoreTableModel *> &models() const { return m_models; }

private:
    std::vector<StoreTableModel *> m_models;
    class PartitionTableModel *m_partitions = nullptr;
};

} // namespace corrsim
