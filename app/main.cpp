#include "cli.h"
#include "mainwindow.h"

#include <QApplication>

#include <iostream>
#include <string>
#include <vector>

int main(int argc, char **argv)
{
    std::vector<std::string> args(argv + 1, argv + argc);
    // Headless commands never touch the display.
    if (corrsim::isCliCommand(args))
        return corrsim::runCli(args, std::cout, std::cerr);

    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Corrsim"));
    QApplication::setOrganizationName(QStringLiteral("Corrsim"));
    QApplication::setApplicationVersion(QStringLiteral(CORRSIM_VERSION));
    corrsim::MainWindow window;
    window.show();
    window.openScenario(args.empty() ? QStringLiteral("eip-stock-check") : QString::fromLocal8Bit(argv[1]));
    return app.exec();
}
