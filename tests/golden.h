#pragma once
// A golden file: bytes a test pins (a command's output, an export, the words of an
// error), so a change no reader would notice fails. CORRSIM_UPDATE_GOLDEN=1 writes what
// the code gives now instead: only on purpose, with the reason in the commit.

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QList>
#include <QTest>

/// Verifies that `now` is the file at `path`, byte for byte, and says the first line that
/// differs; with CORRSIM_UPDATE_GOLDEN set, writes `now` there. A failure returns from the
/// calling test only when it checks QTest::currentTestFailed().
inline void verifyGolden(const QByteArray &now, const QString &path)
{
    if (qEnvironmentVariableIsSet("CORRSIM_UPDATE_GOLDEN")) {
        QDir().mkpath(QFileInfo(path).path());
        QFile out(path);
        QVERIFY2(out.open(QIODevice::WriteOnly | QIODevice::Truncate), qPrintable(path));
        QVERIFY2(out.write(now) == now.size(), qPrintable(path));
        return;
    }
    QFile pinned(path);
    QVERIFY2(pinned.open(QIODevice::ReadOnly), qPrintable(path + " is missing: CORRSIM_UPDATE_GOLDEN=1 writes it"));
    const QByteArray was = pinned.readAll();
    if (was == now)
        return;
    const QList<QByteArray> wasLines = was.split('\n'), nowLines = now.split('\n');
    qsizetype line = 0;
    while (line < wasLines.size() && line < nowLines.size() && wasLines[line] == nowLines[line])
        ++line;
    const auto at = [&](const QList<QByteArray> &lines) {
        return line < lines.size() ? QString::fromUtf8(lines[line]) : QStringLiteral("(the end)");
    };
    QFAIL(qPrintable(QStringLiteral("%1:%2 differs\n   pinned: %3\n   now:    %4")
                         .arg(path)
                         .arg(line + 1)
                         .arg(at(wasLines), at(nowLines))));
}
