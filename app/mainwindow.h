#pragma once
// The desktop window: lessons on the left, the run's events in the middle, the lesson's
// story and its expectations on the right. The full diagram and store views come with
// their own issue; this window already shows every event a run produced.

#include <QMainWindow>

#include <memory>
#include <optional>

class QLabel;
class QListWidget;
class QTableView;
class QTreeWidget;

namespace corrsim {

class Scenario;
class Simulation;
class TraceTableModel;

class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    /// Opens a scenario file or built-in name and runs it. On a bad file it shows the
    /// error and keeps the scenario that was open; returns false then.
    bool openScenario(const QString &fileOrName);
    /// The error of the last failed open, for tests ("" after a success).
    QString lastError() const { return m_lastError; }
    QString currentScenarioName() const;
    TraceTableModel *traceModel() const { return m_traceModel; }

private:
    void buildLessonBrowser();
    void showRun();
    void openFileDialog();

    QTreeWidget *m_lessons = nullptr;
    QTableView *m_table = nullptr;
    TraceTableModel *m_traceModel = nullptr;
    QLabel *m_title = nullptr;
    QLabel *m_summary = nullptr;
    QListWidget *m_expectations = nullptr;
    QListWidget *m_notes = nullptr;
    std::unique_ptr<Scenario> m_scenario;
    std::shared_ptr<const Simulation> m_run;
    QString m_lastError;
};

} // namespace corrsim
