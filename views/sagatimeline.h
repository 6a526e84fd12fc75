#pragma once
// The saga timeline: one lane per saga instance, its states as coloured segments over
// virtual time, compensations outlined (dashed, dark), and the playback cursor.

#include "painteditems.h"
#include "run/sagametrics.h"
#include "runsight.h"
#include "timeaxis.h"

#include <QString>
#include <QWidget>

#include <optional>
#include <string>
#include <vector>

class QMenu;

namespace corrsim {

class SagaTimeline : public QWidget, public PaintedItems
{
    Q_OBJECT
public:
    explicit SagaTimeline(QWidget *parent = nullptr);
    /// Shows these sagas; an empty report shows a hint that the lesson has none.
    void setReport(const SagaReport &report, SimTime endTime);
    /// Sagas are drawn as far as the sight's cursor: one that starts later is not drawn,
    /// and none shows a state it has not reached yet. In analysis (the whole run in
    /// sight), every saga's whole history is drawn, whatever the cursor.
    void setSight(const RunSight &sight);
    QSize sizeHint() const override;
    /// For a screen reader: each saga drawn, its states so far in words ("saga ORD-7
    /// (orders): STARTED at 0 ms, PAID at 31 ms").
    int paintedItemCount() const override;
    QString paintedItemWords(int i) const override;
    QRect paintedItemRect(int i) const override;
    int laneCount() const { return int(m_order.size()); }
    /// Only the sagas that ended in this state ("" for all). Their outcome is the
    /// future: it applies once the cursor is at the end, or when showing all.
    void setFinalStateFilter(const std::string &state);
    /// The saga drawn on lane i, for tests.
    const SagaInstance &sagaOnLane(int i) const { return m_report.instances[m_order[size_t(i)]]; }
    /// The saga's key on lane i: the ID its messages carry, which
    /// SequenceDiagram::setFocusOn takes.
    Id sagaKeyOnLane(int i) const { return sagaOnLane(i).key; }
    /// The lane at a point, or -1 (above the lanes, below them, or a saga not started yet).
    int laneAt(const QPoint &pos) const;
    /// What the tooltip at a point says: the saga and its state at that time (at the
    /// cursor's, for a time the run has not reached); empty off the lanes.
    QString toolTipAt(const QPoint &pos) const;
    /// The middle of lane i at time t, in widget coordinates (for tests and clicks).
    QPoint pointAt(int lane, SimTime t) const;

    /// One entry of the legend: a swatch and a state's name drawn whole.
    struct LegendEntry
    {
        QString text;
        QRect swatch, label;
        bool compensation = false; // the outline's entry, not a state
    };
    /// The legend as drawn at the current width: the states reached so far, wrapped to
    /// as many rows as they need.
    std::vector<LegendEntry> legend() const { return layOutLegend(); }

signals:
    /// A click on a saga's lane: its key, the correlation ID of its conversation.
    void sagaClicked(corrsim::Id saga);
    /// "Show only this conversation" from a saga's context menu: its key, as above.
    void focusRequested(corrsim::Id saga);
    /// A saga's context menu, for the window to add to (Expect this).
    void menuRequested(QMenu *menu, const corrsim::SagaInstance &saga);

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    bool event(QEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;

private:
    void rebuildAxis();
    /// Which sagas, in which order: by start while the run plays; at its end (or when
    /// showing all) the unusual first (stuck, compensation failed, compensated, failed
    /// or rejected), then the completed ones.
    void rebuildOrder();
    bool outcomesKnown() const;
    /// Lays the legend out again and moves the lanes below it, if it grew or shrank.
    void relayout();
    /// The states the legend shows: those reached so far (unless showing all: a legend
    /// must not announce an outcome before it happens).
    std::vector<std::string> legendStates() const;
    std::vector<LegendEntry> layOutLegend() const;
    bool honest() const { return !m_showAll && m_cursor.has_value(); }
    /// The lanes drawn: a saga that has not started by the cursor is not.
    const std::vector<int> &drawnLanes() const;
    mutable std::vector<int> m_drawnLanes; // for the version below
    mutable uint64_t m_drawnLanesVersion = UINT64_MAX;

    SagaReport m_report;
    std::vector<std::string> m_states; // the states that occur, in order of appearance (the legend)
    SimTime m_end;
    std::optional<SimTime> m_cursor;
    bool m_showAll = false;
    bool m_endInSight = true; // how each saga ended may be told (filtered by)
    std::vector<size_t> m_order;
    std::string m_filter;
    TimeAxis m_axis;
    std::vector<LegendEntry> m_legend; // laid out by relayout(), drawn by paintEvent()
    int m_top = 50;                    // where the lanes start: below the legend and the time axis
};

} // namespace corrsim
