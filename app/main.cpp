#include "cli.h"
#include "clitable.h"
#include "mainwindow.h"
#include "malloccache.h"
#include "qtruntimedir.h"
#include "screenfit.h"
#include "translations.h"
#include "windowlaunch.h"

#include <QApplication>
#include <QTimer>

#include <iostream>
#include <string>
#include <vector>

int main(int argc, char **argv)
{
    std::vector<std::string> args(argv + 1, argv + argc);
    const bool hasDisplay = !qEnvironmentVariableIsEmpty("DISPLAY") ||
                            !qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY") ||
                            !qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM");
    // A word that names nothing, or no display: answered here, before Qt could abort.
    if (!corrsim::isCliCommand(args))
        if (const std::string problem = corrsim::windowLaunchProblem(args, hasDisplay); !problem.empty()) {
            std::cerr << problem << "\n";
            return corrsim::ExitBadInput;
        }
    // Explorations and sweeps, on the command line or in the window, copy and drop
    // thousands of runs a second: they want glibc's per-thread cache of freed blocks larger.
    if (!corrsim::isCliCommand(args) || args[0] == "explore" || args[0] == "sweep")
        corrsim::restartWithMallocCache(argv);
    if (corrsim::isCliCommand(args)) {
        if (!corrsim::cliNeedsDrawing(args))
            return corrsim::runCli(args, std::cout, std::cerr); // headless: no Qt at all
        // Drawing text needs a GUI application; without a display it draws offscreen.
        if (!hasDisplay)
            qputenv("QT_QPA_PLATFORM", "offscreen");
        corrsim::ensureQtRuntimeDir();
        QApplication app(argc, argv);
        return corrsim::runCli(args, std::cout, std::cerr);
    }

    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Corrsim"));
    QApplication::setOrganizationName(QStringLiteral("Corrsim"));
    QApplication::setApplicationVersion(QStringLiteral(CORRSIM_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("org.corrsim.Corrsim")); // its .desktop file
    corrsim::installTranslations(); // the window in the system's language, or the one chosen
    // Text for the screen: a taller monitor gets larger text everywhere, dialogs included.
    if (const double scale = corrsim::screenTextScale(nullptr); scale > 1) {
        QFont f = QApplication::font();
        f.setPointSizeF(f.pointSizeF() * scale);
        QApplication::setFont(f);
    }
    corrsim::MainWindow window;
    // corrsim --present [FILE|NAME]: straight into presentation mode.
    const bool present = !args.empty() && args[0] == corrsim::cliOptionSynopsis(corrsim::cliopt::present);
    if (present)
        args.erase(args.begin());
    window.show();
    if (present)
        window.setPresentation(true);
    window.runs()->open(args.empty() ? QStringLiteral("eip-stock-check") : QString::fromLocal8Bit(args[0].c_str()));
    if (!present) // a class in presentation is not asked about an author's edits
        QTimer::singleShot(0, &window, &corrsim::MainWindow::offerRecovery);
    return app.exec();
}
