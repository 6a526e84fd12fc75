// File › Open recent without a window: which files it offers, in which order, by what
// labels, and what choosing one does.

#include "recentfiles.h"

#include <QAction>
#include <QDir>
#include <QFile>
#include <QMenu>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace corrsim;

namespace {

/// The menu's file items (the separator and "Clear the list" aside).
QStringList fileItems(QMenu &menu)
{
    emit menu.aboutToShow(); // as opening it does
    QStringList texts;
    for (QAction *a : menu.actions()) {
        if (a->isSeparator())
            break;
        texts << a->text();
    }
    return texts;
}

} // namespace

class TestRecentFiles : public QObject
{
    Q_OBJECT

    QTemporaryDir m_settings;
    QTemporaryDir m_files;

    QString file(const QString &relative)
    {
        const QString path = m_files.filePath(relative);
        QDir().mkpath(QFileInfo(path).absolutePath());
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly))
            qFatal("cannot write %s", qPrintable(path));
        return QFileInfo(path).absoluteFilePath();
    }

private slots:
    void initTestCase()
    {
        // The user's own settings stay out of it.
        QSettings::setDefaultFormat(QSettings::IniFormat);
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_settings.path());
        QCoreApplication::setOrganizationName(QStringLiteral("corrsim-tests"));
        QCoreApplication::setApplicationName(QStringLiteral("recentfiles"));
    }
    void init() { QSettings().clear(); }

    void theNewestComeFirstOnceAndEightAreKept()
    {
        QMenu menu;
        RecentFiles recent(&menu, nullptr);
        QVERIFY(!menu.isEnabled());
        QStringList opened;
        for (int i = 0; i < 10; ++i)
            opened << file(QStringLiteral("lesson%1.json").arg(i));
        for (const QString &path : opened)
            recent.add(path);
        recent.add(opened[5]); // opened again: first, and not twice
        QCOMPARE(recent.paths(),
                 (QStringList{opened[5], opened[9], opened[8], opened[7], opened[6], opened[4], opened[3], opened[2]}));
        QTRY_VERIFY(menu.isEnabled());
        QCOMPARE(fileItems(menu).first(), QStringLiteral("&1 lesson5.json"));
        QCOMPARE(fileItems(menu).size(), RecentFiles::Kept);
        // Kept across runs: a new window's list is the same.
        QMenu again;
        QCOMPARE(RecentFiles(&again, nullptr).paths(), recent.paths());
    }

    void aFileThatIsGoneIsNotOfferedUntilItIsBack()
    {
        QMenu menu;
        RecentFiles recent(&menu, nullptr);
        const QString a = file(QStringLiteral("a.json")), b = file(QStringLiteral("b.json"));
        recent.add(a);
        recent.add(b);
        QVERIFY(QFile::remove(a));
        QCOMPARE(recent.paths(), QStringList{b});
        QCOMPARE(fileItems(menu), QStringList{QStringLiteral("&1 b.json")});
        file(QStringLiteral("a.json"));
        QCOMPARE(fileItems(menu), (QStringList{QStringLiteral("&1 b.json"), QStringLiteral("&2 a.json")}));
    }

    void twoFilesOfOneNameAreToldApartByTheirFolders()
    {
        const QString shop = file(QStringLiteral("shop/lesson.json")), bank = file(QStringLiteral("bank/lesson.json"));
        const QString other = file(QStringLiteral("R&D.json"));
        const QStringList labels = recentFileLabels({shop, bank, other});
        QCOMPARE(labels[0],
                 QStringLiteral("&1 lesson.json (%1)").arg(QDir::toNativeSeparators(m_files.filePath("shop"))));
        QCOMPARE(labels[1],
                 QStringLiteral("&2 lesson.json (%1)").arg(QDir::toNativeSeparators(m_files.filePath("bank"))));
        QCOMPARE(labels[2], QStringLiteral("&3 R&&D.json")); // its ampersand shown, not a mnemonic
    }

    void choosingOneOpensItAndTheListCanBeCleared()
    {
        QMenu menu;
        RecentFiles recent(&menu, nullptr);
        const QString a = file(QStringLiteral("a.json"));
        recent.add(a);
        QSignalSpy open(&recent, &RecentFiles::openRequested);
        fileItems(menu);
        menu.actions().first()->trigger();
        QCOMPARE(open.size(), 1);
        QCOMPARE(open.first().first().toString(), a);
        QAction *clear = menu.actions().last();
        clear->trigger();
        QVERIFY(recent.paths().isEmpty());
        QTRY_VERIFY(!menu.isEnabled());
        QVERIFY(menu.actions().isEmpty());
    }

    void aFileBackAgainIsOfferedAsTheFileMenuOpens()
    {
        // With none of its files there the menu is disabled and cannot open itself: the
        // menu it sits in fills it.
        QMenu fileMenu;
        QMenu *menu = fileMenu.addMenu(QStringLiteral("Open recent"));
        RecentFiles recent(menu, nullptr);
        const QString a = file(QStringLiteral("a.json"));
        recent.add(a);
        QVERIFY(QFile::remove(a));
        emit fileMenu.aboutToShow();
        QVERIFY(!menu->isEnabled());
        file(QStringLiteral("a.json"));
        emit fileMenu.aboutToShow();
        QVERIFY(menu->isEnabled());
        QCOMPARE(menu->actions().first()->text(), QStringLiteral("&1 a.json"));
    }
};

QTEST_MAIN(TestRecentFiles)
#include "tst_recentfiles.moc"
