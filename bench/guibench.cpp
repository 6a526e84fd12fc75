// corrsim-bench --gui FILE: the desktop app's own main window, offscreen, on a trace or
// scenario file: how long it takes to open, to fit the whole run, to step the cursor
// to 200 random places and to pan 200 times. Prints one JSON line.

#include "guibench.h"

#include "mainwindow.h"
#include "playback.h"
#include "qtruntimedir.h"
#include "run/runrecord.h"
#include "sequencediagram.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QScrollBar>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <random>
#include <string>
#include <sys/resource.h>
#include <vector>

namespace corrsim {

namespace {
double percentile(std::vector<double> v, double p)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    return v[std::min(v.size() - 1, size_t(p * double(v.size() - 1) + 0.5))];
}

double elapsedMs(const QElapsedTimer &t)
{
    return double(t.nsecsElapsed()) / 1e6;
}
} // namespace

int runGuiBench(const char *file)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    ensureQtRuntimeDir();
    int argc = 1;
    char name[] = "corrsim-bench";
    char *argv[] = {name, nullptr};
    QApplication app(argc, argv);
    MainWindow w;
    w.resize(1440, 900);
    w.show();
    QCoreApplication::processEvents();

    // Open: from the call until the window has drawn the run. A timer every 5 ms
    // measures the longest the GUI thread was busy meanwhile (the window not live).
    QElapsedTimer clock, sinceTick;
    double stallMs = 0;
    QTimer tick;
    tick.setInterval(5);
    QObject::connect(&tick, &QTimer::timeout, [&] {
        stallMs = std::max(stallMs, elapsedMs(sinceTick));
        sinceTick.restart();
    });
    clock.start();
    sinceTick.start();
    tick.start();
    QString problem;
    QEventLoop opening;
    QObject::connect(w.runs(), &RunController::failed, [&](const QString &, const QString &m) { problem = m; });
    QObject::connect(w.runs(), &RunController::idle, &opening, &QEventLoop::quit);
    if (w.runs()->open(QString::fromLocal8Bit(file)) && w.runs()->busy())
        opening.exec();
    if (!w.run()) {
        std::fprintf(stderr, "corrsim-bench: cannot open %s: %s\n", file, qPrintable(problem));
        return 2;
    }
    w.repaint();
    const double openMs = elapsedMs(clock);
    stallMs = std::max(stallMs, elapsedMs(sinceTick));
    tick.stop();
    const size_t events = w.run()->trace().size();

    clock.restart();
    w.diagram()->fitAll();
    w.diagram()->viewport()->repaint();
    const double fitMs = elapsedMs(clock);

    // Cursor steps anywhere in the run, in either direction: a jump to a random place
    // (timed on its own), then one step forward or back; every view follows, then a frame.
    std::mt19937_64 random(1);
    std::vector<double> jumps, steps, pans;
    auto frame = [&](size_t to) {
        clock.restart();
        w.playback()->setCursor(to);
        QCoreApplication::processEvents();
        w.repaint();
        return elapsedMs(clock);
    };
    for (int i = 0; i < 200; ++i) {
        const size_t at = 1 + size_t(random() % (events - 2));
        jumps.push_back(frame(at));
        steps.push_back(frame(random() % 2 ? at + 1 : at - 1));
    }
    // Pans: the diagram scrolled to a random place, then a frame.
    QScrollBar *bar = w.diagram()->verticalScrollBar();
    for (int i = 0; i < 200; ++i) {
        const int to = bar->maximum() > 0 ? int(random() % uint64_t(bar->maximum())) : 0;
        clock.restart();
        bar->setValue(to);
        w.diagram()->viewport()->repaint();
        pans.push_back(elapsedMs(clock));
    }
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    const double peakMb = double(usage.ru_maxrss) / 1024.0, stepP95 = percentile(steps, 0.95),
                 panP95 = percentile(pans, 0.95);
    // Issue 13's goals (set for 7M events; a smaller trace must meet them too).
    std::string missed;
    for (const auto &[name, over] : {std::pair{"openMs<=2000", openMs > 2000},
                                     std::pair{"peakRssMb<=700", peakMb > 700}, std::pair{"stepP95Ms<=8", stepP95 > 8},
                                     std::pair{"panP95Ms<=8", panP95 > 8}, std::pair{"fitMs<=50", fitMs > 50}})
        if (over)
            missed += std::string(missed.empty() ? "" : ",") + "\"" + name + "\"";
    std::printf(
        "{\"file\":\"%s\",\"events\":%zu,\"openMs\":%.1f,\"fitMs\":%.1f,\"stepP50Ms\":%.2f,\"stepP95Ms\":%.2f,"
        "\"jumpP95Ms\":%.2f,\"panP95Ms\":%.2f,\"peakRssMb\":%.0f,\"openLongestStallMs\":%.0f,\"goalsMissed\":[%s]}\n",
        file, events, openMs, fitMs, percentile(steps, 0.5), stepP95, percentile(jumps, 0.95), panP95, peakMb, stallMs,
        missed.c_str());
    return 0;
}

} // namespace corrsim
