#include "cli.h"
#include "mainwindow.h"

#include <QApplication>
#include <QDir>
#include <QFile>

#include <unistd.h>

#include <iostream>
#include <string>
#include <vector>

int main(int argc, char **argv)
{
    std::vector<std::string> args(argv + 1, argv + argc);
    if (corrsim::isCliCommand(args)) {
        if (!corrsim::cliNeedsDrawing(args))
            return corrsim::runCli(args, std::cout, std::cerr); // headless: no Qt at all
        // Drawing text needs a GUI application; without a display it draws offscreen.
        if (qEnvironmentVariableIsEmpty("DISPLAY") && qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY")
            && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        if (qEnvironmentVariableIsEmpty("XDG_RUNTIME_DIR")) {
            // Qt wants a private runtime directory even to draw offscreen.
            const QByteArray dir = QDir::tempPath().toLocal8Bit() + "/corrsim-runtime-" + QByteArray::number(getuid());
            QDir().mkpath(QString::fromLocal8Bit(dir));
            QFile::setPermissions(QString::fromLocal8Bit(dir), QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
            qputenv("XDG_RUNTIME_DIR", dir);
        }
        QApplication app(argc, argv);
        return corrsim::runCli(args, std::cout, std::cerr);
    }

    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Corrsim"));
    QApplication::setOrganizationName(QStringLiteral("Corrsim"));
    QApplication::setApplicationVersion(QStringLiteral(CORRSIM_VERSION));
    corrsim::MainWindow window;
    // corrsim --present [FILE|NAME]: straight into presentation mode.
    const bool present = !args.empty() && args[0] == "--present";
    if (present)
        args.erase(args.begin());
    window.show();
    if (present)
        window.setPresentation(true);
    window.openScenario(args.empty() ? QStringLiteral("eip-stock-check") : QString::fromLocal8Bit(args[0].c_str()));
    return app.exec();
}
