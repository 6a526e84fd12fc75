#pragma once
// The saga timeline: one lane per saga instance, its states as coloured segments over
// virtual time, compensations outlined (dashed, dark), and the playback cursor.

#include "run/sagametrics.h"
#include "timeaxis.h"

#include <QWidget>

#include <optional>

namespace corrsim {

class SagaTimeline : public QWidget
{
    Q_OBJECT
public:
    explicit SagaTimeline(QWidget *parent = nullptr);
    /// Shows these sagas; an empty report shows a hint that the lesson has none.
    void setReport(const SagaReport &report, SimTime endTime);
    /// The playback cursor. Sagas are drawn as far as it: one that starts later is not
    /// drawn, and none shows a state it has not reached yet (unless showing all).
    void setCursorTime(SimTime t);
    /// Analysis: every saga's whole history, whatever the cursor.
    void setShowAll(bool on);
    QSize sizeHint() const override;
    int laneCount() const { return int(m_order.size()); }
    /// Only the sagas that ended in this state ("" for all). Their outcome is the
    /// future: it applies once the cursor is at the end, or when showing all.
    void setFinalStateFilter(const std::string &state);
    /// The saga drawn on lane i, for tests.
    const SagaInstance &sagaOnLane(int i) const { return m_report.instances[m_order[size_t(i)]]; }

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void rebuildAxis();
    /// Which sagas, in which order: by start while the run plays; at its end (or when
    /// showing all) the unusual first (stuck, compensation failed, compensated, failed
    /// or rejected), then the completed ones.
    void rebuildOrder();
    bool outcomesKnown() const;

    SagaReport m_report;
    std::vector<std::string> m_states; // the states that occur, in order of appearance (the legend)
    SimTime m_end;
    std::optional<SimTime> m_cursor;
    bool m_showAll = false;
    std::vector<size_t> m_order;
    std::string m_filter;
    TimeAxis m_axis;
};

} // namespace corrsim
