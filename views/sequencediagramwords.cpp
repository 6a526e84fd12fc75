// The sequence diagram's words: the time axis in its pinned column, the lane headers, and
// what each arrow, mark and badge says (DiagramWords places them; diagramitem.cpp draws).

#include "sequencediagram.h"

#include "detailwords.h"
#include "diagramitem.h"
#include "laneheaders.h"
#include "palette.h"
#include "run/runrecord.h"

#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>

namespace corrsim {

using namespace diagramlayout;

namespace {
constexpr double PresentingLabelRoom = 250; // "◆ PAYMENT_REQUESTED" at presentation's text size
}

std::vector<TimeAxis::Tick> SequenceDiagram::timeTicks(double y0, double y1) const
{
    return m_layout.axis().ticks(m_layout.timeAt(std::max(m_layout.top(), y0)), m_layout.timeAt(y1), 60);
}

void SequenceDiagram::paintTimeAxis(QPainter *painter, double left, double y0, double y1) const
{
    if (!m_data.lastTime)
        return;
    painter->save();
    painter->fillRect(QRectF(left, y0, m_layout.lanesLeft() - 2, y1 - y0), palette::Background);
    painter->setPen(palette::GutterLine);
    painter->drawLine(QPointF(left + m_layout.lanesLeft() - 2, y0), QPointF(left + m_layout.lanesLeft() - 2, y1));
    QFont small = font();
    small.setPointSizeF(small.pointSizeF() * 0.85);
    // In lesson mode the axis ends at the cursor: a tick after it would say when the
    // next things happen (a retry a second later), which is what the class predicts.
    const std::optional<double> last = m_run && m_cursor && *m_cursor < m_run->trace().size()
                                           ? std::optional(sceneY(m_run->trace()[*m_cursor].time))
                                           : std::nullopt;
    for (const TimeAxis::Tick &tick : timeTicks(y0 - 10, y1 + 10)) {
        const double y = m_layout.top() + tick.y;
        if (y < y0 - 8 || y > y1 + 8 || (last && y > *last + 0.5))
            continue;
        // A long clock time ("1 min 0.012 s") in a smaller font rather than cut off, and
        // on two lines ("63 min" over "0.005 s") where one line would need a font a
        // class cannot read.
        QStringList lines{QString::fromStdString(tick.label)};
        QFont f = small;
        f.setBold(tick.edge);
        const double room = m_layout.lanesLeft() - 8;
        const auto width = [&] {
            double w = 0;
            for (const QString &line : lines)
                w = std::max(w, QFontMetricsF(f).horizontalAdvance(line));
            return w;
        };
        if (const qsizetype split = lines[0].indexOf(QStringLiteral(" min ")); split > 0 && width() > room / 0.8)
            lines = QStringList{lines[0].left(split + 4), lines[0].mid(split + 5)};
        // Shrunk until it fits: a font scaled by room / width can still come out a few
        // pixels wider (hinting), and the gutter's edge then cuts "+25.747 ms" to "-25...".
        for (int tries = 0; tries < 8 && width() > room && f.pointSizeF() > 5.0; ++tries)
            f.setPointSizeF(std::max(5.0, f.pointSizeF() * 0.97 * room / width()));
        painter->setFont(f);
        painter->setPen(tick.edge ? palette::EdgeText : palette::QuietText);
        const double lineHeight = QFontMetricsF(f).height();
        for (qsizetype i = 0; i < lines.size(); ++i)
            painter->drawText(
                QRectF(left + 2, y - lineHeight * double(lines.size()) / 2 + lineHeight * double(i), room, lineHeight),
                Qt::AlignRight | Qt::AlignVCenter, lines[i]);
        painter->setPen(palette::TickMark);
        painter->drawLine(QPointF(left + m_layout.lanesLeft() - 6, y), QPointF(left + m_layout.lanesLeft() - 2, y));
    }
    painter->restore();
}

std::optional<SequenceDiagram::Words> SequenceDiagram::arrowText(const DiagramData::Arrow &a) const
{
    const bool error = a.flags & (DiagramData::ClientError | DiagramData::ServerError);
    if (!m_run || (error && m_data.problemBadgeAt(a.from, a.t0)))
        return std::nullopt; // its badge says it in words, where the code would sit under it
    const Trace &t = m_run->trace();
    QString text = QString::fromStdString(DiagramData::arrowLabel(t, a));
    if (a.flags & DiagramData::Retry)
        text = QStringLiteral("↻ ") + text + QStringLiteral(" (attempt %1)").arg(t[a.send].attempt);
    if (a.flags & DiagramData::Duplicate)
        text += tr(" (copy)");
    QFont f = font();
    f.setPointSizeF(f.pointSizeF() * 0.9);
    f.setBold(error);
    const QFontMetricsF fm(f);
    // As wide as the arrow is long, or the lane for a short one (in presentation, where
    // nine lanes share a projector, wider than that: "re…" told the class nothing).
    const double room = std::max(
        {m_layout.laneWidth() - 20, std::abs(arrowLine(a).dx()) - 20, m_lineScale > 1 ? PresentingLabelRoom : 0.0});
    double width = fm.horizontalAdvance(text);
    int lines = 1;
    bool whole = true;
    if (width > room) {
        // On two lines, the type above its conversation, before cutting anything short.
        const qsizetype cut = text.indexOf(QStringLiteral(" #"));
        const QString first = text.left(cut), second = text.mid(cut + 1);
        if (cut > 0 && std::max(fm.horizontalAdvance(first), fm.horizontalAdvance(second)) <= room) {
            text = first + QLatin1Char('\n') + second;
            width = std::max(fm.horizontalAdvance(first), fm.horizontalAdvance(second));
            lines = 2;
        } else {
            text = fm.elidedText(text, Qt::ElideRight, room);
            width = std::min(room, fm.horizontalAdvance(text));
            whole = false;
        }
    }
    return Words{text, f, QRectF(0, 0, width, fm.height() * lines), std::nullopt, whole};
}

std::optional<SequenceDiagram::Words> SequenceDiagram::markText(const DiagramData::Mark &m) const
{
    if (!m_run)
        return std::nullopt;
    const Trace &t = m_run->trace();
    const TraceEvent &e = t[m.event];
    QString text;
    // Up to just short of the next lifeline (in presentation's narrow lanes, past it).
    double room = std::max(m_layout.laneWidth() - 24, m_lineScale > 1 ? PresentingLabelRoom : 0.0), x = 6;
    switch (m.kind) {
    case EventKind::ReplyMatched:
        text = tr("✔ matched");
        break;
    case EventKind::ReplyDiscarded:
        text = tr("✘ discarded");
        break;
    case EventKind::ReplyMismatched:
        text = tr("⚠ wrong request");
        break;
    case EventKind::Effect:
        text = QStringLiteral("★ ") + detailWords(EventKind::Effect, t.names().text(e.effectName()));
        break;
    case EventKind::StateChange:
        text = QStringLiteral("◆ ") + QString::fromStdString(t.names().text(e.toState()));
        break;
    case EventKind::Crash:
    case EventKind::Restart:
        text = m.kind == EventKind::Crash ? tr("crash") : tr("restart");
        room = 80;
        x = 18; // beyond the bar across the lifeline
        break;
    default:
        return std::nullopt;
    }
    QFont f = font();
    f.setPointSizeF(f.pointSizeF() * 0.82);
    const QFontMetricsF fm(f);
    const QString shown = fm.elidedText(text, Qt::ElideRight, room); // "…" rather than cut through a letter
    return Words{shown, f, QRectF(x, 0, std::min(room, fm.horizontalAdvance(shown)), fm.height()), std::nullopt,
                 shown == text};
}

QSizeF SequenceDiagram::badgeSize(const DiagramData::Label &l) const
{
    QFont f = font();
    f.setBold(true);
    const QFontMetricsF fm(f);
    // On more lines where one would be wider than the lanes (a long log line, nine lanes).
    const double widest = std::max(120.0, m_layout.lanesRight() - m_layout.lanesLeft() - 14);
    const QRectF needed =
        fm.boundingRect(QRectF(0, 0, widest, 1e6), Qt::AlignCenter | Qt::TextWordWrap, QString::fromStdString(l.text));
    return {needed.width() + 14, needed.height() + 6};
}

std::optional<SequenceDiagram::Words> SequenceDiagram::arrowWords(size_t i) const
{
    const DiagramData::Arrow &a = m_data.arrows[i];
    const double y = m_layout.y(a.t0);
    layOutWords(y, y);
    const WordPlace *place = m_words.arrow(i);
    if (!place || place->rect.isNull())
        return std::nullopt;
    auto words = arrowText(a);
    words->rect = place->rect;
    words->leadTo = place->leadTo;
    return words;
}

std::optional<SequenceDiagram::Words> SequenceDiagram::markWords(size_t i) const
{
    const DiagramData::Mark &m = m_data.marks[i];
    const double y = m_layout.y(m.t);
    layOutWords(y, y);
    const WordPlace *place = m_words.mark(i);
    if (!place || place->rect.isNull())
        return std::nullopt;
    auto words = markText(m);
    words->rect = place->rect;
    words->leadTo = place->leadTo;
    return words;
}

size_t SequenceDiagram::unnamedArrows(SimTime from, SimTime to) const
{
    layOutWords(sceneY(from), sceneY(to));
    size_t unnamed = 0;
    const auto &arrows = m_data.arrows;
    for (auto a = std::partition_point(arrows.begin(), arrows.end(), [&](const auto &x) { return x.t0 < from; });
         a != arrows.end() && a->t0 <= to; ++a) {
        const bool error = a->flags & (DiagramData::ClientError | DiagramData::ServerError);
        if (error && m_data.problemBadgeAt(a->from, a->t0))
            continue;
        const auto words = arrowWords(size_t(a - arrows.begin()));
        unnamed += words && words->whole ? 0 : 1;
    }
    return unnamed;
}

std::optional<QRectF> SequenceDiagram::badgeRect(size_t i) const
{
    const auto &l = m_data.labels[i];
    if (!m_run)
        return std::nullopt;
    const Trace &t = m_run->trace();
    const SimTime cursorTime = m_cursor && *m_cursor < t.size() ? t[*m_cursor].time : SimTime::max();
    if (l.event == SIZE_MAX ? l.t > cursorTime : notDrawnYet(l.event))
        return std::nullopt; // not happened yet
    const WordPlace *place = m_words.badge(i);
    return place ? std::optional(place->rect) : std::nullopt;
}

std::vector<QRectF> SequenceDiagram::badgeRects() const
{
    std::vector<QRectF> out(m_data.labels.size());
    layOutWords(0, contentHeight());
    for (size_t i = 0; i < out.size(); ++i)
        out[i] = badgeRect(i).value_or(QRectF());
    return out;
}

void SequenceDiagram::paintHeaders(QPainter *painter, double top, double left, double width) const
{
    paintLaneHeaders(painter, m_layout, m_data.lanes, font(), top, left, width);
}

} // namespace corrsim
