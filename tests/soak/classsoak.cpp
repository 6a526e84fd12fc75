// make soak: a long class, in one process on a real X server, in one window. Each cycle
// opens every built-in lesson in turn, walks it with the clicker's key (each question
// asked, revealed, played to the event that answers it, on to the end), asks a What if
// (the first message dropped) and closes the comparison, explores it (each message
// dropped in turn, the invariants) and closes the Explore window. After each cycle it
// prints the resident memory (after glibc gives back what is free), malloc's blocks in
// use, the open files and the threads; it fails (exit 1) when the last cycle's resident
// memory is more than 10% above cycle 2's, or the files or threads grew. Under the asan
// preset LeakSanitizer reports any block the cycles lost.
//
//   classsoak [CYCLES]      (20 by default)

#include "builtinscenarios.h"
#include "comparewindow.h"
#include "explore/explore.h"
#include "explorepanel.h"
#include "lessonwalk.h"
#include "mainwindow.h"
#include "playback.h"
#include "run/runrecord.h"
#include "runcontroller.h"
#include "scenario/pinnedfault.h"

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QStandardPaths>
#include <QTest>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <malloc.h>
#include <string>

using namespace corrsim;

namespace {

struct Usage
{
    long rssKb = 0, files = 0, threads = 0;
    size_t heapKb = 0; // malloc's blocks in use: what a leak grows, where RSS also holds fragments
};

Usage usage()
{
    Usage u;
    std::ifstream status("/proc/self/status");
    for (std::string line; std::getline(status, line);) {
        if (line.rfind("VmRSS:", 0) == 0)
            u.rssKb = std::stol(line.substr(6));
        else if (line.rfind("Threads:", 0) == 0)
            u.threads = std::stol(line.substr(8));
    }
    u.files = long(QDir(QStringLiteral("/proc/self/fd")).entryList(QDir::AllEntries | QDir::NoDotAndDotDot).size());
    u.heapKb = mallinfo2().uordblks / 1024;
    return u;
}

/// What a cycle did, so a cycle that did nothing cannot pass for a quiet one.
struct Taught
{
    int lessons = 0, revealed = 0, comparisons = 0, explorations = 0;
    uint64_t schedules = 0;
};

bool settled(MainWindow &w, int ms = 120000)
{
    return QTest::qWaitFor([&] { return !w.runs()->busy() && w.run(); }, ms);
}

void playOut(Playback *p)
{
    for (int ticks = 0; p->playing() && ticks < 400000; ++ticks)
        p->advance(33);
}

/// One lesson as a class has it; false (and why, on stderr) when the window did not answer.
/// SOAK_SKIP=walk,compare,explore leaves those out: to find which part holds on to memory.
bool skipped(const char *part)
{
    return qEnvironmentVariable("SOAK_SKIP").split(QLatin1Char(',')).contains(QLatin1String(part));
}

bool teach(MainWindow &w, const QString &lesson, Taught &taught)
{
    if (!w.runs()->open(lesson) || !settled(w)) {
        std::fprintf(stderr, "%s: did not open\n", qPrintable(lesson));
        return false;
    }
    Playback *p = w.playback();
    p->setSpeed(60000);
    for (int presses = 0; !skipped("walk") && w.walk()->stop() != LessonWalk::Stop::End && presses < 1000; ++presses) {
        const bool question = w.walk()->stop() == LessonWalk::Stop::Question;
        w.walk()->advance();
        taught.revealed += question && w.walk()->stop() == LessonWalk::Stop::Revealed ? 1 : 0;
        playOut(p);
    }
    ++taught.lessons;
    // What if: the first message sent is dropped; the comparison opens and closes.
    const Trace &t = w.run()->trace();
    for (size_t i = 0; i < t.size() && !skipped("compare"); ++i)
        if (t[i].kind == EventKind::Send) {
            w.runs()->whatIf(PinnedFault::onMessage(PinnedFault::Kind::Drop, i), QStringLiteral("dropped"));
            if (!QTest::qWaitFor([&] { return w.comparison() != nullptr && !w.runs()->busy(); }, 120000)) {
                std::fprintf(stderr, "%s: no comparison\n", qPrintable(lesson));
                return false;
            }
            w.comparison()->close();
            ++taught.comparisons;
            break;
        }
    // Explored as a class would in the time it has: one dropped message at a time, on the
    // lessons made for a class (not the thousand-saga load lesson).
    if (t.size() > 2000 || skipped("explore"))
        return true;
    w.openExplorePanel();
    ExplorePanel *explore = w.explorePanel();
    ExplorePlan plan;
    plan.bound.maxFaults = 1;
    plan.bound.faults = faultBit(ExploreFault::Drop);
    explore->setPlan(plan);
    explore->start();
    if (!QTest::qWaitFor([&] { return !explore->running() && explore->result(); }, 300000)) {
        std::fprintf(stderr, "%s: the exploration did not end\n", qPrintable(lesson));
        return false;
    }
    if (const ExploreResult *r = explore->result()) {
        ++taught.explorations;
        for (const ExploreResult::Level &level : r->levels)
            taught.schedules += level.schedules;
    }
    explore->close();
    return true;
}

} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true); // the user's settings and recovery files stay out
    const int cycles = argc > 1 ? std::max(2, std::atoi(argv[1])) : 20;
    Usage second, last;
    bool ok = true;
    // One window for the whole class, as a teacher keeps it open from lesson to lesson.
    // (A window made anew each cycle leaves Qt's icon pixmaps in QPixmapCache, about 90 kB
    // a window up to the cache's 10 MB: a cache that fills, not a leak.)
    MainWindow w;
    w.resize(1280, 720);
    w.show();
    std::printf("cycle  seconds  lessons  revealed  compared  explored (schedules)  resident MB  heap MB  open files  "
                "threads\n");
    for (int cycle = 1; cycle <= cycles && ok; ++cycle) {
        QElapsedTimer clock;
        clock.start();
        Taught taught;
        for (const EmbeddedFile &f : builtinScenarios())
            ok = teach(w, QString::fromUtf8(f.name.data(), qsizetype(f.name.size())), taught) && ok;
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        QCoreApplication::processEvents();
        malloc_trim(0);
        const Usage u = usage();
        std::printf("%5d  %7.1f  %7d  %8d  %8d  %8d (%9llu)  %11.1f  %7.1f  %10ld  %7ld\n", cycle,
                    double(clock.elapsed()) / 1000, taught.lessons, taught.revealed, taught.comparisons,
                    taught.explorations, (unsigned long long)taught.schedules, double(u.rssKb) / 1024,
                    double(u.heapKb) / 1024, u.files, u.threads);
        std::fflush(stdout);
        if (cycle == 2)
            second = u;
        last = u;
    }
    // The class's end against its second cycle (the first fills the caches every later one
    // reuses: fonts, glyphs, pixmaps).
    if (ok && cycles > 2) {
        if (double(last.rssKb) > double(second.rssKb) * 1.10) {
            std::fprintf(stderr, "classsoak: the last cycle holds %ld kB, more than 10%% over cycle 2's %ld kB\n",
                         last.rssKb, second.rssKb);
            ok = false;
        }
        if (last.files > second.files || last.threads > second.threads) {
            std::fprintf(stderr, "classsoak: %ld files and %ld threads open at the end, cycle 2 had %ld and %ld\n",
                         last.files, last.threads, second.files, second.threads);
            ok = false;
        }
    }
    // SOAK_EXIT_HARD=1: out without freeing anything, so a heap profiler's "leaked" is what
    // the process held after its last cycle (compare 3 cycles with 8 to see what grows).
    if (qEnvironmentVariableIsSet("SOAK_EXIT_HARD"))
        std::_Exit(ok ? 0 : 1);
    return ok ? 0 : 1;
}
