#pragma once
// Where the sequence diagram's words go: every arrow's name, every mark's words and every
// moment's badge, laid out together so that none covers another and no arrow's name is
// dropped for want of room where there is room a little further along, below or beside.
//
// They are placed greedily in the order things happen. What is drawn up to a playback
// cursor was therefore laid out without anything after it (a name that moved aside for a
// message not sent yet would tell of it), so one layout serves every cursor. It is made
// only as far down as anyone looks, and for a long run it starts near where the view is
// rather than laying out a million arrows before the first paint.

#include <QPointF>
#include <QRectF>

#include <cstddef>
#include <deque>
#include <optional>
#include <vector>

namespace corrsim {

class SequenceDiagram;

/// Where one piece of words went. A null rect: no room for it at this zoom.
struct WordPlace
{
    QRectF rect;
    /// Set apart from what it names (moved down or up past others): a thin line leads
    /// from the words to this point on the arrow or lifeline.
    std::optional<QPointF> leadTo;
};

class DiagramWords
{
public:
    /// Forgets the layout: the lanes, the zoom, the font or the run changed.
    void clear();
    /// Lays out everything whose words could show between scene y `top` and `bottom`.
    void layOut(const SequenceDiagram &view, double top, double bottom);
    /// Where an arrow's, a mark's or a moment's words went; nullptr when not laid out
    /// (not reached yet, or before where a long run's layout started).
    const WordPlace *arrow(size_t i) const { return at(m_arrows, m_firstArrow, i); }
    const WordPlace *mark(size_t i) const { return at(m_marks, m_firstMark, i); }
    const WordPlace *badge(size_t i) const { return at(m_badges, m_firstBadge, i); }

    /// How far from its anchor a piece of words may be set (scene pixels): a painter of a
    /// strip of the diagram looks this far above and below it for words reaching into it.
    static constexpr double Reach = 220;

private:
    static const WordPlace *at(const std::vector<WordPlace> &v, size_t first, size_t i)
    {
        return i >= first && i - first < v.size() ? &v[i - first] : nullptr;
    }
    void restartAt(const SequenceDiagram &view, double y);
    /// Places the next thing in time order; false when nothing is left.
    bool placeNext(const SequenceDiagram &view);
    void placeArrow(const SequenceDiagram &view, size_t i);
    void placeMark(const SequenceDiagram &view, size_t i);
    void placeBadge(const SequenceDiagram &view, size_t i);
    /// Whether a rectangle keeps clear of everything placed; take marks one placed.
    bool isClear(const QRectF &r) const;
    void take(const QRectF &r);
    double nextAnchorY(const SequenceDiagram &view) const;

    bool m_started = false;
    double m_startY = 0; // the layout covers scene y from here on
    size_t m_firstArrow = 0, m_firstMark = 0, m_firstBadge = 0;
    size_t m_nextArrow = 0, m_nextMark = 0, m_nextBadge = 0;
    std::vector<WordPlace> m_arrows, m_marks, m_badges;
    /// What is taken, by rows of scene y: rows far above the newest anchor are let go.
    static constexpr double RowHeight = 32;
    std::deque<std::vector<QRectF>> m_rows;
    long m_firstRow = 0;
};

} // namespace corrsim
