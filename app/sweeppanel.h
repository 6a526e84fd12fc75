#pragma once
// The sweep panel: the lesson run over seeds and the values of one parameter, off the
// GUI thread with progress; a chart of how often each outcome held for each value; the
// table of runs (double-click one to open it in the main window); and Save as the CSV
// and JSON that `corrsim sweep` writes.

#include "backgroundjob.h"
#include "whatif/sweep.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTableView;

namespace corrsim {

class SweepChart;
class SweepTableModel;

class SweepPanel : public QWidget
{
    Q_OBJECT
public:
    explicit SweepPanel(const Scenario &scenario, QWidget *parent = nullptr);
    ~SweepPanel() override;

    /// Sets the grid (the form's fields) and starts the sweep.
    void start(const QString &path, const QString &values, uint64_t firstSeed, uint64_t lastSeed);
    bool running() const { return m_job.running(); }
    /// The table of the last sweep that finished (its columns and rows).
    const SweepTable &table() const;
    /// The scenario it sweeps, as the window had it when the panel opened.
    const Scenario &scenario() const { return m_scenario; }

signals:
    /// Open this run in the main window: the swept scenario with the row's values, and its seed.
    void runRequested(const corrsim::Scenario &scenario, quint64 seed);

private:
    void startFromForm();
    void finished();
    void showResults();
    void save();

    Scenario m_scenario;
    SweepPlan m_plan;                 // the grid of the rows shown
    SweepPlan m_running;              // the grid of the sweep under way
    Job<std::vector<SweepRow>> m_job; // its progress is runs done
    QComboBox *m_path = nullptr;
    QLineEdit *m_values = nullptr;
    QSpinBox *m_from = nullptr, *m_to = nullptr;
    QPushButton *m_run = nullptr, *m_save = nullptr;
    QProgressBar *m_progress = nullptr;
    QLabel *m_summary = nullptr;
    SweepChart *m_chart = nullptr;
    QComboBox *m_plot = nullptr; // what the chart shows: every expectation, or one of them
    SweepTableModel *m_model = nullptr;
    QTableView *m_table = nullptr;
};

} // namespace corrsim
