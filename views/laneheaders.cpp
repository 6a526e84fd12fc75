#include "laneheaders.h"

#include "palette.h"

#include <QFontMetricsF>
#include <QObject>
#include <QPainter>

#include <algorithm>

namespace corrsim {

namespace {
constexpr double Gap = 10;  // between two rows of names, and a name's padding
constexpr int MostRows = 3; // more rows of names would take the run's room
constexpr int NameFlags = Qt::AlignCenter | Qt::TextWordWrap;

QFont nameFont(const QFont &font)
{
    QFont f = font;
    f.setBold(true);
    f.setPointSizeF(f.pointSizeF() * 1.05);
    return f;
}

/// A group's caption in one box per lane: small enough for the 16 px above the boxes.
QFont smallCaptionFont(const QFont &font)
{
    QFont g = font;
    g.setPointSizeF(g.pointSizeF() * 0.85);
    const QFontMetricsF gm(g);
    if (gm.height() > 15)
        g.setPointSizeF(g.pointSizeF() * 15 / gm.height());
    return g;
}

QString breakable(const std::string &name)
{
    QString s = QString::fromStdString(name);
    s.replace(QLatin1Char('-'), QStringLiteral("-\u200b"));
    return s;
}

QString caption(const std::string &group)
{
    return QString::fromStdString(group) + QObject::tr(" (workers)");
}

/// A worker's lane below its group's caption: what tells it from the others ("/2").
QString workerNumber(const DiagramData::Lane &lane)
{
    const std::string &n = lane.name;
    return QString::fromStdString(
        n.rfind(lane.group, 0) == 0 && n.size() > lane.group.size() ? n.substr(lane.group.size()) : n);
}

bool anyGroup(const std::vector<DiagramData::Lane> &lanes)
{
    return std::any_of(lanes.begin(), lanes.end(), [](const DiagramData::Lane &l) { return !l.group.empty(); });
}

/// Each name in its lane's box, on two lines at most.
bool fitInTheirLanes(const DiagramLayout &layout, const std::vector<DiagramData::Lane> &lanes, const QFontMetricsF &fm)
{
    const QRectF box(0, 0, layout.laneWidth() - 20, 2 * fm.height() + 1);
    return std::all_of(lanes.begin(), lanes.end(), [&](const DiagramData::Lane &lane) {
        const QRectF needed = fm.boundingRect(box, NameFlags, breakable(lane.name));
        return lane.thin || (needed.width() <= box.width() + 0.5 && needed.height() <= box.height() + 0.5);
    });
}

/// The stacked headers' words: the names and captions that take turns on `rows` rows,
/// then the workers' numbers on a row of their own. `crowded` says whether a word had to
/// be moved off its lifeline or made narrower than its words.
std::vector<LaneLabel> stackedLabels(const DiagramLayout &layout, const std::vector<DiagramData::Lane> &lanes,
                                     const QFontMetricsF &fm, int rows, double top, bool *crowded = nullptr)
{
    std::vector<LaneLabel> turns, numbers;
    for (size_t i = 0; i < lanes.size(); ++i) {
        const DiagramData::Lane &lane = lanes[i];
        if (lane.thin)
            continue;
        if (lane.group.empty()) {
            turns.push_back({{}, QString::fromStdString(lane.name), {i}, false});
            continue;
        }
        if (turns.empty() || !turns.back().workers || lanes[turns.back().lanes.front()].group != lane.group)
            turns.push_back({{}, caption(lane.group), {}, true});
        turns.back().lanes.push_back(i);
        numbers.push_back({{}, workerNumber(lane), {i}, true});
    }
    const double line = fm.height() + 6, rowStep = fm.height() + Gap;
    bool moved = false;
    for (int row = 0; row < rows; ++row) {
        std::vector<LaneLabel *> onRow;
        for (size_t k = size_t(row); k < turns.size(); k += size_t(rows))
            onRow.push_back(&turns[k]);
        const double y = top + 4 + row * rowStep;
        double right = layout.lanesLeft() - 4;
        for (LaneLabel *l : onRow) { // left to right, centred on its lanes, after the previous one
            const double centre = (layout.lifelineX(l->lanes.front()) + layout.lifelineX(l->lanes.back())) / 2;
            const double w =
                std::min(fm.horizontalAdvance(l->text) + 2 * Gap, layout.lanesRight() - layout.lanesLeft());
            const double left = std::max(centre - w / 2, right + 4);
            moved = moved || left > centre - w / 2 + 0.5;
            l->box = QRectF(left, y, w, line);
            right = l->box.right();
        }
        double left = layout.lanesRight() + 4;
        for (auto it = onRow.rbegin(); it != onRow.rend(); ++it) { // right to left, before the next one
            QRectF &box = (*it)->box;
            moved = moved || box.right() > left - 4 + 0.5;
            box.moveRight(std::min(box.right(), left - 4));
            left = box.left();
        }
        right = layout.lanesLeft() - 4;
        for (LaneLabel *l : onRow) { // and within the lanes: narrower (its words smaller) if it must
            moved = moved || l->box.left() < right + 4 - 0.5;
            l->box.setLeft(std::max(l->box.left(), right + 4));
            right = l->box.right();
        }
    }
    const double numbersY = top + 4 + rows * rowStep;
    for (LaneLabel &n : numbers) {
        const double x = layout.lifelineX(n.lanes.front());
        const double w = std::min(fm.horizontalAdvance(n.text) + Gap, layout.laneSpan(n.lanes.front()) - 4);
        n.box = QRectF(x - w / 2, numbersY, w, line);
        turns.push_back(n);
    }
    if (crowded)
        *crowded = moved;
    return turns;
}
} // namespace

LaneHeaderShape laneHeaderShape(const DiagramLayout &layout, const std::vector<DiagramData::Lane> &lanes,
                                const QFont &font, bool presenting)
{
    if (!presenting)
        return {};
    const QFontMetricsF fm(nameFont(font));
    if (!anyGroup(lanes) && fitInTheirLanes(layout, lanes, fm))
        return {std::max(diagramlayout::HeaderHeight, 16 + 2 * fm.height() + 8), 1, false};
    int rows = 1;
    for (bool crowded = true; rows <= MostRows; ++rows) {
        stackedLabels(layout, lanes, fm, rows, 0, &crowded);
        if (!crowded)
            break;
    }
    rows = std::min(rows, MostRows);
    const double numbers = anyGroup(lanes) ? fm.height() + Gap : 0;
    return {4 + rows * (fm.height() + Gap) + numbers + 2, rows, true};
}

std::vector<LaneLabel> laneLabels(const DiagramLayout &layout, const std::vector<DiagramData::Lane> &lanes,
                                  const QFont &font, double top)
{
    if (layout.headerStacked())
        return stackedLabels(layout, lanes, QFontMetricsF(nameFont(font)), layout.headerRows(), top);
    std::vector<LaneLabel> labels;
    const double height = layout.headerHeight();
    for (size_t i = 0; i < lanes.size(); ++i) {
        if (lanes[i].thin)
            continue;
        labels.push_back({QRectF(layout.laneLeft(i) + 6, top + 16, layout.laneSpan(i) - 12, height - 20),
                          breakable(lanes[i].name),
                          {i},
                          !lanes[i].group.empty()});
    }
    return labels;
}

void paintLaneHeaders(QPainter *painter, const DiagramLayout &layout, const std::vector<DiagramData::Lane> &lanes,
                      const QFont &font, double top, double left, double width)
{
    const double height = layout.headerHeight();
    const QRectF header(left, top, width, height);
    painter->fillRect(header, palette::HeaderBand);
    painter->setPen(palette::TickMark);
    painter->drawLine(header.bottomLeft(), header.bottomRight());
    const std::vector<LaneLabel> labels = laneLabels(layout, lanes, font, top);
    const bool stacked = layout.headerStacked();
    // Under the words: the lanes the conversation does not touch (slivers, named on
    // hover), and the ticks from a word on a higher row down to the lifelines it names.
    painter->setPen(Qt::NoPen);
    painter->setBrush(palette::ThinLane);
    for (size_t i = 0; i < lanes.size(); ++i)
        if (lanes[i].thin)
            painter->drawRoundedRect(QRectF(layout.laneLeft(i) + 2, top + 16, layout.laneSpan(i) - 4, height - 20), 3,
                                     3);
    if (stacked) {
        painter->setPen(QPen(palette::TickMark, 1.5));
        for (const LaneLabel &l : labels)
            for (size_t lane : l.lanes)
                painter->drawLine(QPointF(layout.lifelineX(lane), l.box.bottom()),
                                  QPointF(layout.lifelineX(lane), top + height));
    }
    const QFont names = nameFont(font);
    for (const LaneLabel &l : labels) {
        painter->setPen(Qt::NoPen);
        painter->setBrush(l.workers ? palette::WorkerLaneBox : palette::LaneBox);
        painter->drawRoundedRect(l.box, 6, 6);
        painter->setPen(palette::LaneName);
        // Whole: on one line if it fits, else broken after its hyphens ("payment-" /
        // "relay"), else in a smaller font; cut only as a last resort.
        const QRectF box = l.box.adjusted(4, 0, -4, 0);
        QFont f = names;
        for (int step = 0; step < 4; ++step) {
            const QRectF needed = QFontMetricsF(f).boundingRect(box, NameFlags, l.text);
            if (needed.width() <= box.width() + 0.5 && needed.height() <= box.height() + 0.5)
                break;
            f.setPointSizeF(f.pointSizeF() * 0.88);
        }
        painter->setFont(f);
        painter->drawText(box, NameFlags, l.text);
    }
    if (stacked)
        return;
    // One box per lane: a group's caption once, in the 16 px above its first lane.
    const QFont small = smallCaptionFont(font);
    painter->setFont(small);
    painter->setPen(palette::WorkerGroupText);
    std::string lastGroup;
    for (size_t i = 0; i < lanes.size(); ++i) {
        if (!lanes[i].thin && !lanes[i].group.empty() && lanes[i].group != lastGroup)
            painter->drawText(QPointF(layout.laneLeft(i) + 6, top + 1 + QFontMetricsF(small).ascent()),
                              caption(lanes[i].group));
        lastGroup = lanes[i].thin ? lastGroup : lanes[i].group;
    }
}

} // namespace corrsim
