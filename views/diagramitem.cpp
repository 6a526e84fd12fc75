#include "diagramitem.h"

#include "envelope/messageenvelope.h"
#include "palette.h"
#include "run/runrecord.h"
#include "sequencediagram.h"
#include "trace/storeresult.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>
#include <QStyleOptionGraphicsItem>
#include <QtMath>

#include <cmath>
#include <set>

namespace corrsim {

using namespace diagramlayout;

void DiagramItem::paint(QPainter *p, const QStyleOptionGraphicsItem *option, QWidget *)
{
    const SequenceDiagram &v = *m_view;
    if (!v.run())
        return;
    const DiagramData &data = v.data();
    const DiagramLayout &layout = v.layout();
    m_words.clear();
    const Trace &t = v.run()->trace();
    const QRectF exposed = option->exposedRect;
    const double bottom = layout.contentHeight() - BottomMargin + 40;
    const std::optional<size_t> cursor = v.drawnTo();
    // Where playback is, if it is in the run (nothing: the whole run is drawn).
    const std::optional<SimTime> cursorTime = v.cursorTime();
    const std::optional<double> cursorY = cursorTime ? std::optional(layout.y(*cursorTime)) : std::nullopt;
    const double lanesRight = layout.lanesRight(), lanesLeft = layout.lanesLeft();
    // Words set apart from what they name can reach into this strip from above or below:
    // things that far out are visited too (their lines fall outside and are not seen).
    v.layOutWords(exposed.top(), exposed.bottom());
    const double reach = DiagramWords::Reach;

    // Lifelines.
    p->setPen(QPen(palette::Lifeline, 1.5, Qt::DashLine));
    for (size_t lane = 0; lane < layout.laneCount(); ++lane)
        p->drawLine(QPointF(layout.lifelineX(lane), layout.top() - 6), QPointF(layout.lifelineX(lane), bottom));

    // Faint lines across the lanes at the time axis's ticks; their labels are in the
    // gutter, which the view pins to its left edge (SequenceDiagram::paintTimeAxis).
    p->setPen(palette::TickLine);
    for (const TimeAxis::Tick &tick : v.timeTicks(exposed.top(), exposed.bottom())) {
        const double y = layout.top() + tick.y;
        p->drawLine(QPointF(lanesLeft - 4, y), QPointF(lanesRight, y));
    }

    // Breaks: where idle time was cut out. Only what the exposed rectangle holds is
    // visited (a run may have millions of marks and arrows): from the first whose
    // time could reach it, until the first that starts below it.
    const SimTime topTime = layout.timeAt(exposed.top() - reach);
    const SimTime bottomTime = layout.timeAt(exposed.bottom() + reach);
    const auto &breaks = layout.axis().breaks();
    for (auto b = std::lower_bound(breaks.begin(), breaks.end(), exposed.top() - layout.top() - BreakHeight,
                                   [](const auto &br, double y) { return br.y < y; });
         b != breaks.end() && layout.top() + b->y <= exposed.bottom() && (!cursorY || layout.top() + b->y <= *cursorY);
         ++b) {
        const double y = layout.top() + b->y; // none after the cursor: how long nothing happens is the future
        p->fillRect(QRectF(lanesLeft, y + 6, lanesRight - lanesLeft, BreakHeight - 12), palette::BreakBand);
        QPainterPath zig;
        zig.moveTo(lanesLeft, y + BreakHeight / 2);
        for (double x = lanesLeft; x < lanesRight; x += 12)
            zig.lineTo(x + 6, y + BreakHeight / 2 + ((int(x / 12) % 2) ? -5 : 5));
        p->setPen(QPen(palette::BreakLine, 1.2));
        p->setBrush(Qt::NoBrush);
        p->drawPath(zig);
        p->setPen(palette::QuietText);
        p->drawText(QRectF(lanesLeft + 8, y + 2, 300, 14), Qt::AlignLeft,
                    QObject::tr("… %1 of nothing …").arg(QString::fromStdString(formatClock(b->to - b->from))));
    }

    const std::set<int> &highlighted = v.highlighted();
    const bool anySelected = !highlighted.empty();
    // A mark about a highlighted message's conversation (its match, its store write)
    // stays in full colour: it is often the moment the selection is about.
    std::set<uint64_t> lit;
    for (const int i : highlighted)
        if (const Id c = t[data.arrows[size_t(i)].send].correlation)
            lit.insert(c.bits);
    const auto &marks = data.marks;
    for (auto m = std::lower_bound(marks.begin(), marks.end(), topTime,
                                   [](const auto &mark, SimTime at) { return mark.t < at; });
         m != marks.end() && m->t <= bottomTime; ++m) {
        if (cursor && m->event > *cursor)
            break;
        const double y = layout.y(m->t);
        if (y < exposed.top() - reach || y > exposed.bottom() + reach)
            continue;
        // A mark of no conversation (a crash, a restart) is never faded: it is what the
        // moment is about as often as a message is.
        const Id c = t[m->event].correlation;
        drawMark(p, size_t(m - marks.begin()), t, anySelected && c && !lit.count(c.bits));
    }
    for (size_t i = data.firstArrowReaching(topTime); i < data.arrows.size(); ++i) {
        const auto &a = data.arrows[i];
        if ((cursor && a.send > *cursor) || a.t0 > bottomTime)
            break;
        if (a.t1 < topTime)
            continue;
        const double y0 = layout.y(a.t0), y1 = layout.y(a.t1);
        if (y1 < exposed.top() - reach || y0 > exposed.bottom() + reach)
            continue;
        drawArrow(p, i, cursorY, anySelected && !highlighted.count(int(i)));
    }
    // The cursor: where playback is, drawn under the words so that it strikes none out.
    if (cursorY) {
        p->setPen(QPen(palette::Cursor, 2));
        p->drawLine(QPointF(lanesLeft - 6, *cursorY), QPointF(lanesRight, *cursorY));
    }
    // Words after every line, each on a patch of the background: an arrow passing
    // behind does not strike them out.
    for (const auto &[words, colour] : m_words) {
        if (words.leadTo) { // set apart: a thin line from the words' nearest edge to what they name
            const QPointF to = *words.leadTo;
            const QPointF from(std::clamp(to.x(), words.rect.left(), words.rect.right()),
                               std::clamp(to.y(), words.rect.top(), words.rect.bottom()));
            p->setPen(QPen(colour, 0.8));
            p->drawLine(from, to);
        }
        p->fillRect(words.rect.adjusted(-2, -1, 2, 1), palette::Background);
        p->setFont(words.font);
        p->setPen(colour);
        p->drawText(words.rect, Qt::AlignLeft | Qt::AlignVCenter | Qt::TextDontClip, words.text);
    }
    m_words.clear();
    // The moments' words last: nothing is drawn across them.
    drawLabels(p, exposed);
}

void DiagramItem::drawArrow(QPainter *p, size_t index, std::optional<double> cursorY, bool faded) const
{
    const SequenceDiagram &v = *m_view;
    const DiagramData::Arrow &a = v.data().arrows[index];
    const QLineF line = v.arrowLine(a);
    const QPointF from = line.p1();
    QPointF to = line.p2();
    if (a.from == a.to) // a message to itself (a retry requeued): a small loop
        to.rx() += 0.01;
    bool partial = false;
    if (cursorY && to.y() > *cursorY) {
        // Still in flight at the cursor: draw it as far as it has travelled.
        const double f = to.y() > from.y() ? (*cursorY - from.y()) / (to.y() - from.y()) : 1;
        to = from + std::clamp(f, 0.0, 1.0) * (to - from);
        partial = true;
    }
    QColor c = palette::conversationColor(a.conversation);
    if (a.flags & DiagramData::ClientError)
        c = palette::ClientError;
    if (a.flags & DiagramData::ServerError)
        c = palette::ServerError;
    const bool selectedChain = !faded && !v.highlighted().empty();
    if (faded)
        c.setAlpha(45);
    QPen pen(c, (selectedChain ? 3.2 : 2.0) * v.lineScale());
    if (a.flags & DiagramData::Duplicate)
        pen.setStyle(Qt::DashLine);
    if (a.flags & DiagramData::Injected)
        pen.setStyle(Qt::DotLine);
    p->setPen(pen);
    if (a.from == a.to) {
        QPainterPath loop;
        loop.moveTo(from);
        loop.cubicTo(from + QPointF(40, 0), to + QPointF(40, 0), to);
        p->setBrush(Qt::NoBrush);
        p->drawPath(loop);
    } else {
        p->drawLine(from, to);
    }
    if (!partial && !(a.flags & DiagramData::Dropped)) {
        // Arrowhead.
        const double angle = std::atan2(to.y() - from.y(), to.x() - from.x());
        const QPointF tip = to;
        QPolygonF head;
        head << tip << tip - QPointF(std::cos(angle - 0.4) * 11, std::sin(angle - 0.4) * 11)
             << tip - QPointF(std::cos(angle + 0.4) * 11, std::sin(angle + 0.4) * 11);
        p->setBrush(c);
        p->setPen(Qt::NoPen);
        p->drawPolygon(head);
    }
    if (a.flags & DiagramData::Dropped && !partial) {
        // Lost: an X where it got to.
        p->setPen(QPen(faded ? palette::faded(palette::Vermillion) : palette::Vermillion, 2.5));
        p->drawLine(to + QPointF(-6, -6), to + QPointF(6, 6));
        p->drawLine(to + QPointF(-6, 6), to + QPointF(6, -6));
    }
    // Its words where they were laid out; for one still in flight, only once playback
    // has passed them (words further along would show where it is going).
    const bool error = a.flags & (DiagramData::ClientError | DiagramData::ServerError);
    const auto words = v.arrowWords(index);
    if (words && (!partial || !cursorY || words->rect.bottom() <= *cursorY)) {
        QColor textColor = faded ? palette::FadedInk : palette::Ink;
        if (error)
            textColor = faded ? palette::faded(palette::ProblemBadge) : palette::ProblemBadge;
        m_words.push_back({*words, textColor});
    }
}

void DiagramItem::drawLabels(QPainter *p, const QRectF &exposed) const
{
    const SequenceDiagram &v = *m_view;
    QFont f = v.font();
    f.setBold(true);
    p->setFont(f);
    // Badges laid out clear of each other and of words; one can be pushed far below its
    // moment, so every one is looked at (there are few).
    const auto &labels = v.data().labels;
    for (size_t i = 0; i < labels.size(); ++i) {
        const std::optional<QRectF> placed = v.badgeRect(i);
        if (!placed || placed->top() > exposed.bottom() + 10 || placed->bottom() < exposed.top() - 10)
            continue; // not happened yet, or not in view
        const QRectF &badge = *placed;
        const auto &l = v.data().labels[i];
        const double at = v.layout().y(l.t);
        const double lifeline = v.layout().lifelineX(size_t(l.lane));
        const bool onTheLeft = badge.right() < lifeline;
        if (l.toward >= 0) {
            // The message that never left: a ghost of the arrow it would have been.
            const QPointF from(lifeline, at);
            const QPointF to(v.layout().lifelineX(size_t(l.toward)), at + 18);
            p->setPen(QPen(palette::Ghost, 2, Qt::DashLine));
            p->drawLine(from, to);
            const double dir = to.x() > from.x() ? -1 : 1;
            p->drawLine(to, to + QPointF(dir * 10, -6));
            p->drawLine(to, to + QPointF(dir * 10, 4));
        }
        const QColor fill = l.problem ? palette::ProblemBadge : palette::MomentBadge;
        p->setPen(QPen(fill, 1.5));
        p->drawLine(QPointF(lifeline, at), QPointF(onTheLeft ? badge.right() : badge.left(),
                                                   badge.center().y())); // from the lifeline to its words
        p->setPen(Qt::NoPen);
        p->setBrush(fill);
        p->drawRoundedRect(badge, 4, 4);
        p->setPen(palette::OnBadge);
        p->drawText(badge, Qt::AlignCenter | Qt::TextWordWrap, QString::fromStdString(l.text));
    }
}

void DiagramItem::drawMark(QPainter *p, size_t index, const Trace &t, bool faded) const
{
    const SequenceDiagram &v = *m_view;
    const DiagramData::Mark &m = v.data().marks[index];
    const QPointF c(v.layout().lifelineX(size_t(m.lane)), v.layout().y(m.t));
    const TraceEvent &e = t[m.event];
    auto alpha = [&](QColor col) {
        if (faded)
            col.setAlpha(60);
        return col;
    };
    // A store's mark is 8 px at a desk; from the back row, 14 px or more.
    const double k = v.lineScale() > 1 ? std::max(14.0 / 8.0, v.lineScale()) : 1.0;
    // The words go with the arrows' words, drawn after every line.
    auto words = [&](const QColor &colour) {
        if (const auto w = v.markWords(index))
            m_words.push_back({*w, colour});
    };
    switch (m.kind) {
    case EventKind::StorePut:
        p->setPen(Qt::NoPen);
        p->setBrush(alpha(palette::Green));
        p->drawRect(QRectF(c.x() - 4 * k, c.y() - 4 * k, 8 * k, 8 * k));
        break;
    case EventKind::StoreGet:
        p->setPen(QPen(alpha(palette::Blue), 1.5 * k));
        p->setBrush(Qt::NoBrush);
        p->drawEllipse(c, 3.5 * k, 3.5 * k);
        break;
    case EventKind::StoreRemove:
    case EventKind::StoreExpire:
    case EventKind::StoreClear: {
        const bool miss = storeResult(t, e) == StoreResult::KeyNotFound;
        p->setPen(QPen(alpha(miss ? palette::Vermillion : palette::QuietMark), 1.5 * k));
        p->setBrush(Qt::NoBrush);
        p->drawRect(QRectF(c.x() - 4 * k, c.y() - 4 * k, 8 * k, 8 * k));
        break;
    }
    case EventKind::ReplyMatched:
    case EventKind::ReplyDiscarded:
    case EventKind::ReplyMismatched:
    case EventKind::StateChange:
    case EventKind::Effect: {
        QColor col = palette::forText(m.kind == EventKind::ReplyMatched      ? palette::Green
                                      : m.kind == EventKind::ReplyDiscarded  ? palette::Vermillion
                                      : m.kind == EventKind::ReplyMismatched ? palette::Orange
                                      : m.kind == EventKind::Effect          ? palette::Purple
                                      : (e.flags & FlagCompensation)         ? palette::Vermillion
                                                                             : palette::Blue);
        words(alpha(col));
        p->setBrush(alpha(col));
        p->setPen(Qt::NoPen);
        p->drawEllipse(c, 3 * k, 3 * k);
        break;
    }
    case EventKind::Crash:
    case EventKind::Restart: {
        const QColor col = m.kind == EventKind::Crash ? palette::Vermillion : palette::Green;
        p->setPen(QPen(alpha(col), 4));
        p->drawLine(c - QPointF(16, 0), c + QPointF(16, 0));
        words(alpha(col));
        break;
    }
    default:
        break;
    }
}

} // namespace corrsim
