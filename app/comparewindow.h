#pragma once
// Two runs side by side: a lesson and its "what if" fork, two variants, or any two runs
// or traces. Both diagrams scroll together and stop at the first event where the runs
// differ, marked and said in a sentence above them; a table below lists what differs
// at the end (store entries, expectations, saga outcomes). "Show what happens next"
// plays both to their end.

#include "whatif/rundiff.h"

#include <QWidget>

#include <functional>
#include <memory>

class QCheckBox;
class QHBoxLayout;
class QPushButton;
class QLabel;
class QTableWidget;

namespace corrsim {

struct DiagramData;
class SequenceDiagram;

class CompareWindow : public QWidget
{
    Q_OBJECT
public:
    /// `comparison` is compareRuns(*a, *b) and `pictures` the two diagrams' data, made
    /// beforehand off the GUI thread (either may be null: made here then).
    CompareWindow(std::shared_ptr<const RunRecord> a, const QString &labelA, std::shared_ptr<const RunRecord> b,
                  const QString &labelB, RunComparison comparison,
                  std::pair<std::shared_ptr<DiagramData>, std::shared_ptr<DiagramData>> pictures = {},
                  QWidget *parent = nullptr);

    const RunComparison &comparison() const { return m_comparison; }
    /// The sentence above the diagrams.
    QString headline() const;
    SequenceDiagram *diagramA() const { return m_a; }
    SequenceDiagram *diagramB() const { return m_b; }
    /// Both runs whole, or (off) each up to the moment they part.
    void showWhole(bool on);
    /// Both runs on one clock up to virtual time t (each its events at or before t).
    void showUpTo(SimTime t);
    /// One event further (or back) in whichever run has the next one.
    void step(bool forward);
    SimTime shownUpTo() const { return m_at; }
    /// A button that keeps B's change (`what`: "this payment.callback came twice") in the
    /// lesson being edited; `keep` makes the edit.
    QPushButton *offerToKeep(const QString &what, const std::function<void()> &keep);

private:
    QString headlineWithoutWarnings() const;
    void fillDifferences();
    std::shared_ptr<const RunRecord> m_runA, m_runB;
    RunComparison m_comparison;
    SequenceDiagram *m_a = nullptr, *m_b = nullptr;
    QLabel *m_headline = nullptr;
    QCheckBox *m_whole = nullptr;
    SimTime m_at = SimTime::max(), m_parting = SimTime::max();
    QTableWidget *m_table = nullptr;
    QHBoxLayout *m_controls = nullptr;
};

} // namespace corrsim
