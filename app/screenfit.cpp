#include "screenfit.h"

#include <QGuiApplication>
#include <QScreen>
#include <QWidget>

#include <algorithm>

namespace corrsim {

namespace {
// A title bar and borders that a window manager adds around the window's own size.
constexpr int FrameAllowance = 40;

const QScreen *screenOf(const QWidget *w)
{
    const QScreen *s = w ? w->screen() : nullptr;
    return s ? s : QGuiApplication::primaryScreen();
}
} // namespace

void fitToScreen(QWidget *window, double fraction)
{
    const QScreen *screen = screenOf(window);
    if (!screen)
        return;
    const QRect area = screen->availableGeometry();
    const QSize room(area.width(), std::max(200, area.height() - FrameAllowance));
    const bool small = area.height() <= 800; // a projector: all of it
    const QSize wanted = small ? room : QSize(int(area.width() * fraction), int(area.height() * fraction));
    const QSize size = wanted.boundedTo(room).expandedTo(window->minimumSizeHint().boundedTo(room));
    window->resize(size);
    // move() places the frame, title bar included.
    window->move(area.left() + std::max(0, (area.width() - size.width()) / 2),
                 area.top() + std::max(0, (area.height() - size.height() - FrameAllowance) / 2));
}

double screenTextScale(const QWidget *window)
{
    const QScreen *screen = screenOf(window);
    if (!screen)
        return 1;
    return std::clamp(screen->availableGeometry().height() / 900.0, 1.0, 1.6);
}

} // namespace corrsim
