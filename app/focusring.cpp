#include "focusring.h"

#include <QAbstractScrollArea>
#include <QApplication>
#include <QEvent>
#include <QPainter>
#include <QWidget>

#include <algorithm>
#include <utility>

namespace corrsim {

namespace {

/// The ring over one scroll area: its child, as large as it, above its viewport.
class FocusRing : public QWidget
{
public:
    explicit FocusRing(QAbstractScrollArea *area) : QWidget(area)
    {
        setAttribute(Qt::WA_TransparentForMouseEvents);
        setFocusPolicy(Qt::NoFocus);
        setObjectName(QStringLiteral("focusRing"));
        area->installEventFilter(this);
        follow();
    }

    /// The ring of `area`, if it has one yet.
    static FocusRing *existing(QAbstractScrollArea *area)
    {
        return area->findChild<FocusRing *>(QStringLiteral("focusRing"), Qt::FindDirectChildrenOnly);
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (watched == parent() && event->type() == QEvent::Resize)
            follow();
        return false;
    }
    void paintEvent(QPaintEvent *) override
    {
        // As the style marks a focused button: once the keyboard has moved the focus (a
        // click into the diagram in front of a class draws no ring).
        if (!window()->testAttribute(Qt::WA_KeyboardFocusChange))
            return;
        QPainter p(this);
        // Three pixels at the first text size, more with larger text (presentation).
        const int width = std::max(3, fontMetrics().height() / 6);
        QPen pen(palette().color(QPalette::Active, QPalette::Highlight), width);
        pen.setJoinStyle(Qt::MiterJoin);
        p.setPen(pen);
        p.drawRect(QRectF(rect()).adjusted(width / 2.0, width / 2.0, -width / 2.0, -width / 2.0));
    }

private:
    void follow()
    {
        setGeometry(parentWidget()->rect());
        raise();
    }
};

/// The scroll area a focused widget stands for: itself, or the view whose viewport it is.
QAbstractScrollArea *areaOf(QWidget *w)
{
    if (!w)
        return nullptr;
    if (auto *area = qobject_cast<QAbstractScrollArea *>(w))
        return area;
    auto *area = qobject_cast<QAbstractScrollArea *>(w->parentWidget());
    return area && area->viewport() == w ? area : nullptr;
}

} // namespace

void showFocusRings()
{
    static bool shown = false;
    if (std::exchange(shown, true))
        return;
    QObject::connect(qApp, &QApplication::focusChanged, qApp, [](QWidget *old, QWidget *now) {
        if (QAbstractScrollArea *area = areaOf(old))
            if (FocusRing *ring = FocusRing::existing(area))
                ring->hide();
        if (QAbstractScrollArea *area = areaOf(now)) {
            FocusRing *ring = FocusRing::existing(area);
            if (!ring)
                ring = new FocusRing(area); // made on first use
            ring->raise();
            ring->show();
        }
    });
}

} // namespace corrsim
