#pragma once
// The sequence diagram: one lifeline per participant, time running down on the virtual
// clock, each message an arrow slanted by its latency, so overtaking messages visibly
// cross. Messages are coloured by correlation ID. Clicking one lights up its request,
// its reply and its whole causation chain, and fades the rest. Only what is exposed
// is painted (one item for the whole run), so large runs stay fast.

#include "diagramdata.h"
#include "diagramlayout.h"
#include "diagramwords.h"
#include "painteditems.h"
#include "runsight.h"

#include <QFont>
#include <QGraphicsView>
#include <QLineF>

#include <memory>
#include <optional>
#include <set>

class QMenu;
class QPushButton;

namespace corrsim {

struct RunRecord;
class DiagramItem;

class SequenceDiagram : public QGraphicsView, public PaintedItems
{
    Q_OBJECT
public:
    explicit SequenceDiagram(QWidget *parent = nullptr);
    ~SequenceDiagram() override;

    /// Shows a run; `prepared` is DiagramData::build of its trace, made beforehand off the
    /// GUI thread (a run of millions of events takes a while to pair into arrows).
    void setRun(std::shared_ptr<const RunRecord> run, std::shared_ptr<DiagramData> prepared = nullptr);
    /// Shows what the sight allows: the run up to its cursor, or all of it in analysis
    /// (where the cursor is still followed).
    void setSight(const RunSight &sight);
    /// Shows the run up to trace event `index`; later events are hidden.
    void setCursor(size_t index);
    /// The cursor line at virtual time `at` rather than at its event's (none: there): two
    /// runs compared on one clock draw it at one time, whenever each one's last event was.
    void setCursorTime(std::optional<SimTime> at);
    /// Selects the message of trace event `index` (send, deliver, drop, or an event
    /// about a message) and scrolls it into view; -1 clears.
    void selectEvent(long index);
    /// Keeps the cursor in view as it moves (on by default).
    void setFollowCursor(bool on);
    bool followsCursor() const { return m_follow; }
    /// Scrolls so that virtual time t is in view, if it is not.
    void scrollToTime(SimTime t);
    /// Only one conversation (a correlation ID, or a saga's): its messages, and its
    /// lanes at full width; nothing shows every message again. A button on the diagram
    /// says what is shown and leads back.
    void setFocusOn(std::optional<Id> conversation);
    std::optional<Id> focus() const { return m_focus; }
    /// Thicker arrows for a projector (presentation mode): 1 is the desktop's.
    void setLineScale(double scale);
    /// The broker's and the relays' lanes drawn narrow (named on hover), so that the
    /// services a lesson is about share the width: eight to fourteen lanes do not fit a
    /// 1280-pixel projector otherwise.
    void setNarrowInfrastructure(bool on);
    bool narrowsInfrastructure() const { return m_narrowInfrastructure; }
    double lineScale() const { return m_lineScale; }
    /// The arrow under a viewport point, or -1.
    int arrowAt(const QPoint &viewportPos) const;
    /// Where an arrow is drawn, in scene coordinates: from its sender's lifeline at its
    /// send to its receiver's at its end (half-way across, for one lost on the wire).
    QLineF arrowLine(const DiagramData::Arrow &a) const;
    const DiagramData &data() const { return m_data; }
    const RunRecord *run() const { return m_run.get(); }
    /// Where lanes and times are drawn, at the current width and zoom.
    const DiagramLayout &layout() const { return m_layout; }
    /// Time to pixels at the current zoom (scene y is TopMargin + axis y).
    const TimeAxis &timeAxis() const { return m_layout.axis(); }
    /// The last trace event drawn; nothing when the whole run is (analysis, no playback).
    std::optional<size_t> drawnTo() const { return m_cursor; }
    /// Where the cursor line is drawn: its clock's time, or the cursor event's.
    std::optional<SimTime> cursorTime() const;
    /// Arrows lit up by the current selection (empty: nothing selected).
    const std::set<int> &highlighted() const { return m_highlight; }
    /// The scene position of an arrow's middle, for tests and "scroll to".
    QPointF arrowCenter(int arrow) const;
    void zoomBy(double factor);
    void fitAll();
    /// Time scale in pixels per millisecond (exports set it to fit their size).
    void setPixelsPerMs(double pxPerMs);
    double pixelsPerMs() const { return m_pxPerMs; }
    /// Height of the whole run at the current scale, lane headers included.
    double contentHeight() const;
    double contentWidth() const;
    /// The virtual times at the top (below the headers) and the bottom of the view.
    std::pair<SimTime, SimTime> visibleTimes() const;
    /// Scene y of a virtual time.
    double sceneY(SimTime t) const;
    /// One time axis with another diagram (a comparison): a time has the same place in
    /// both, at every zoom, until either shows another run or a focus.
    void shareTimeAxis(SequenceDiagram &other);
    /// Draws lane headers and the run between scene y0 and y1 into target (exports).
    void renderRange(QPainter *painter, const QRectF &target, double y0, double y1);
    /// The lane headers alone, at scene x `left` (exports that draw their own body).
    void paintHeaders(QPainter *painter, double top, double left, double width) const;
    /// The time axis's ticks between scene y0 and y1: the labels in the gutter and the
    /// faint lines across the lanes.
    std::vector<TimeAxis::Tick> timeTicks(double y0, double y1) const;
    /// The gutter's time labels from scene y0 to y1, in a column at scene x `left`: the
    /// view keeps it at its left edge while the lanes scroll sideways; exports draw it too.
    void paintTimeAxis(QPainter *painter, double left, double y0, double y1) const;

    /// Words drawn beside an arrow or a mark, and where (scene coordinates). They are
    /// drawn on a patch of the background, after every line, so none strikes them out.
    struct Words
    {
        QString text; // two lines when one is wider than the arrow: its type, then "#ID"
        QFont font;
        QRectF rect;
        std::optional<QPointF> leadTo; // set apart from what it names: a thin line leads here
        bool whole = true;             // false: cut short with "…" (no room even on two lines)
    };
    /// Arrow `i`'s words where they were laid out: its type and conversation, or a status.
    /// None for an error reply whose badge says it, or where no room was found at this zoom.
    std::optional<Words> arrowWords(size_t i) const;
    /// Mark `i`'s words ("◆ PAID", "✔ matched", "crash") where they were laid out, if any.
    std::optional<Words> markWords(size_t i) const;
    /// Where each moment's badge goes (one per data().labels): clear of every other badge
    /// and every arrow's or mark's words. Null for a moment the cursor has not reached.
    std::vector<QRectF> badgeRects() const;
    /// The words, font and size of an arrow, a mark (its rect's left: how far right of the
    /// lifeline they start) and a badge, before they are placed (DiagramWords places them).
    std::optional<Words> arrowText(const DiagramData::Arrow &a) const;
    std::optional<Words> markText(const DiagramData::Mark &m) const;
    QSizeF badgeSize(const DiagramData::Label &l) const;
    /// Lays out the words that could show between scene y top and bottom (painting does).
    void layOutWords(double top, double bottom) const { m_words.layOut(*this, top, bottom); }
    /// How many arrows sent between from and to have no words, or only words cut short:
    /// none at a zoom where every name has room (an error reply its badge names has).
    size_t unnamedArrows(SimTime from, SimTime to) const;
    /// Where badge `i` went, if it is laid out and drawn (the cursor has reached it).
    std::optional<QRectF> badgeRect(size_t i) const;

    /// For a screen reader (views/sequencediagramspeech.cpp): each message and moment's
    /// badge drawn so far, in time order, in words.
    int paintedItemCount() const override;
    QString paintedItemWords(int i) const override;
    QRect paintedItemRect(int i) const override;

signals:
    /// The user clicked a message: the trace index of its send.
    void messageClicked(long sendEventIndex);
    /// The time scale changed (a zoom, a fit).
    void scaleChanged(double pixelsPerMs);
    /// The context menu is about to open over `arrow` (-1: none); add to it.
    void menuRequested(QMenu *menu, int arrow);

protected:
    void mousePressEvent(QMouseEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    bool viewportEvent(QEvent *event) override;
    void scrollContentsBy(int dx, int dy) override;
    void drawForeground(QPainter *painter, const QRectF &rect) override;
    void changeEvent(QEvent *event) override;

private:
    void rebuildAxis();
    void layoutLanes();
    void computeHighlight(int arrow);
    /// Narrows the infrastructure lanes of freshly built data, if asked to.
    void narrowLanes();
    /// Whether trace event `index` is past what is drawn.
    bool notDrawnYet(size_t index) const { return m_cursor && index > *m_cursor; }
    /// What a screen reader is told: an arrow or a badge (by its index in m_data).
    struct Spoken
    {
        bool badge = false;
        size_t index = 0;
    };
    const std::vector<Spoken> &spoken() const;
    /// The diagram draws other things now (a step, a run, a focus, a new layout).
    void spokenChanged();
    static constexpr size_t MaxSpoken = 2000;
    mutable std::vector<Spoken> m_spoken;
    mutable bool m_spokenStale = true;

    std::shared_ptr<const RunRecord> m_run;
    DiagramData m_data;
    DiagramLayout m_layout;
    DiagramItem *m_item = nullptr;
    mutable DiagramWords m_words; // laid out as far as it is looked at
    double m_pxPerMs = 8;
    std::optional<size_t> m_cursor;   // what is drawn up to: nothing for the whole run
    std::optional<size_t> m_playedTo; // the playback cursor, if playback has moved it
    std::optional<SimTime> m_cursorTime;
    int m_selected = -1;
    bool m_follow = true;
    double m_lineScale = 1;
    bool m_narrowInfrastructure = false;
    std::optional<Id> m_focus;
    QPushButton *m_showAll = nullptr; // "only #101: show every message"
    std::set<int> m_highlight;
    static constexpr double FanStep = 6; // pixels between coincident arrows, at line scale 1
};

} // namespace corrsim
