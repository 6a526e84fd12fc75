#pragma once
// The sequence diagram's one scene item: it paints the lanes, arrows and marks of the
// part of the run that is exposed, as the view's DiagramLayout places them, up to the
// view's cursor, with its selection. The view lays out and handles input; this only paints.

#include "diagramdata.h"
#include "diagramlayout.h"
#include "sequencediagram.h"

#include <QGraphicsItem>

#include <optional>
#include <vector>

namespace corrsim {

class DiagramItem : public QGraphicsItem
{
public:
    explicit DiagramItem(SequenceDiagram *view) : m_view(view) { setFlag(ItemUsesExtendedStyleOption); }
    QRectF boundingRect() const override { return m_bounds; }
    void setBounds(const QRectF &r)
    {
        prepareGeometryChange();
        m_bounds = r;
    }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *) override;

private:
    void drawArrow(QPainter *p, size_t index, std::optional<double> cursorY, bool faded) const;
    void drawMark(QPainter *p, size_t index, const Trace &t, bool faded) const;
    /// The moments in words, as badges where the view laid them out (badgeRect).
    void drawLabels(QPainter *p, const QRectF &exposed) const;
    struct ColouredWords
    {
        SequenceDiagram::Words words;
        QColor colour;
    };
    mutable std::vector<ColouredWords> m_words; // gathered during one paint, drawn after the lines
    SequenceDiagram *m_view;
    QRectF m_bounds;
};

} // namespace corrsim
