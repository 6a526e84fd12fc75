#pragma once
// What a painted view (the sequence diagram, the saga timeline) tells a screen reader:
// the things it draws now, each in words, in reading order. The view says when they
// change (paintedItemsChanged); views/paintedlistaccessible.h reads them.

#include <QRect>
#include <QString>

#include <cstdint>

class QWidget;

namespace corrsim {

class PaintedItems
{
public:
    virtual ~PaintedItems() = default;
    virtual int paintedItemCount() const = 0;
    /// Item `i` in words, as a screen reader says it.
    virtual QString paintedItemWords(int i) const = 0;
    /// Where item `i` is drawn, in the view's coordinates; empty when out of view.
    virtual QRect paintedItemRect(int i) const = 0;
    /// Moves on at each change: what a reader made of the items before is dropped then.
    uint64_t paintedVersion() const { return m_paintedVersion; }

protected:
    /// The view draws other things now: says so, to a screen reader too if one listens.
    void paintedItemsChanged(QWidget *view);
    /// The same things stand elsewhere (a scroll, a zoom): their places are asked again.
    void paintedPlacesChanged() { ++m_paintedVersion; }

private:
    uint64_t m_paintedVersion = 0;
};

} // namespace corrsim
