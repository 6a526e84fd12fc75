#pragma once
// The broker's partitions at the cursor: per topic and partition, how many messages
// were appended, and how far each consumer group has got (its next offset), all
// derived from the trace's append and delivery events.

#include <QAbstractTableModel>

#include <map>
#include <memory>
#include <string>
#include <vector>

namespace corrsim {

struct RunRecord;

class PartitionTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Columns { TopicColumn, PartitionColumn, AppendedColumn, ConsumersColumn, ColumnCount };
    explicit PartitionTableModel(QObject *parent = nullptr);
    /// False when the run has no broker (nothing to show).
    bool setRun(std::shared_ptr<const RunRecord> run);
    void setCursor(size_t index);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Row
    {
        std::string topic;
        int64_t partition = 0;
        int64_t appended = 0;
        std::map<std::string, int64_t> consumed; // group -> offsets delivered
    };
    std::shared_ptr<const RunRecord> m_run;
    std::vector<Row> m_rows;
};

} // namespace corrsim
