// Installed like a desktop program: `cmake --install` into a fresh prefix puts the
// program, its .desktop file, the icon in every size, the MIME types and the AppStream
// metainfo in place; the freedesktop validators pass them; and the MIME database built
// from them tells Corrsim's scenarios and traces from other JSON by their contents.

#include <QDir>
#include <QFile>
#include <QImage>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {

/// Runs a program to its end; its exit code, with what it printed kept in `output`.
int runProgram(const QString &program, const QStringList &args, QString *output = nullptr,
               const QProcessEnvironment &env = QProcessEnvironment::systemEnvironment())
{
    QProcess p;
    p.setProcessEnvironment(env);
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(program, args);
    if (!p.waitForFinished(120000))
        return -1;
    if (output)
        *output = QString::fromLocal8Bit(p.readAll());
    return p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
}

} // namespace

class TestInstall : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_prefix.isValid());
        QString out;
        QCOMPARE(runProgram(QStringLiteral(CORRSIM_CMAKE),
                            {QStringLiteral("--install"), QStringLiteral(CORRSIM_BINARY_DIR),
                             QStringLiteral("--prefix"), m_prefix.path()},
                            &out),
                 0);
    }

    void everyFileIsInPlace()
    {
        const QDir share(m_prefix.filePath(QStringLiteral("share")));
        for (const QString &path :
             {m_prefix.filePath(QStringLiteral("bin/corrsim")),
              share.filePath(QStringLiteral("applications/org.corrsim.Corrsim.desktop")),
              share.filePath(QStringLiteral("metainfo/org.corrsim.Corrsim.metainfo.xml")),
              share.filePath(QStringLiteral("mime/packages/org.corrsim.Corrsim.xml")),
              share.filePath(QStringLiteral("icons/hicolor/scalable/apps/org.corrsim.Corrsim.svg"))})
            QVERIFY2(QFile::exists(path), qPrintable(path));
        for (const int size : {48, 64, 128, 256}) {
            const QString png =
                share.filePath(QStringLiteral("icons/hicolor/%1x%1/apps/org.corrsim.Corrsim.png").arg(size));
            const QImage image(png);
            QVERIFY2(image.width() == size && image.height() == size, qPrintable(png));
            // Drawn, not blank: the icon's blue fills its middle.
            QVERIFY(qAlpha(image.pixel(size / 2, size / 2)) == 255);
        }
    }

    void theValidatorsPassIt()
    {
        const QDir share(m_prefix.filePath(QStringLiteral("share")));
        QString out;
        QVERIFY2(runProgram(QStringLiteral("desktop-file-validate"),
                            {share.filePath(QStringLiteral("applications/org.corrsim.Corrsim.desktop"))}, &out) == 0 &&
                     out.trimmed().isEmpty(),
                 qPrintable(out));
        QVERIFY2(runProgram(QStringLiteral("appstreamcli"),
                            {QStringLiteral("validate"), QStringLiteral("--no-net"), QStringLiteral("--pedantic"),
                             share.filePath(QStringLiteral("metainfo/org.corrsim.Corrsim.metainfo.xml"))},
                            &out) == 0,
                 qPrintable(out));
        QVERIFY2(runProgram(QStringLiteral("update-mime-database"), {share.filePath(QStringLiteral("mime"))}, &out) ==
                         0 &&
                     !out.contains(QStringLiteral("rror")),
                 qPrintable(out));
    }

    void theMimeTypesTellCorrsimFilesFromOtherJson()
    {
        // Read as GLib reads them (GNOME's file manager, gio): magic of priority 90 and
        // above decides between the *.json globs. (Qt's QMimeDatabase lets the *.json
        // glob decide, so under it a scenario shows as JSON; the traces are recognised.)
        QTemporaryDir files;
        const QString corrsim = m_prefix.filePath(QStringLiteral("bin/corrsim"));
        const QString scenario = QStringLiteral(CORRSIM_SOURCE_DIR "/scenarios/eip-stock-check.json");
        const QString jsonl = files.filePath(QStringLiteral("a.jsonl")),
                      ctrace = files.filePath(QStringLiteral("a.ctrace"));
        QCOMPARE(runProgram(corrsim, {QStringLiteral("run"), scenario, QStringLiteral("--trace"), jsonl}), 0);
        QCOMPARE(runProgram(corrsim, {QStringLiteral("run"), scenario, QStringLiteral("--trace"), ctrace}), 0);
        QFile other(files.filePath(QStringLiteral("other.json")));
        QVERIFY(other.open(QIODevice::WriteOnly));
        // JSON with a schema, as schema-aware editors write it: not Corrsim's.
        other.write(
            "{\"$schema\": \"http:\\u002f\\u002fjson-schema.org\\u002fschema\", \"name\": \"other\", \"items\": [1]}");
        other.close();
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("XDG_DATA_DIRS"), m_prefix.filePath(QStringLiteral("share")) + ":/usr/share");
        env.insert(QStringLiteral("XDG_DATA_HOME"), files.filePath(QStringLiteral("home"))); // not the user's
        auto typeOf = [&](const QString &file) {
            QString out;
            runProgram(QStringLiteral("gio"),
                       {QStringLiteral("info"), QStringLiteral("-a"), QStringLiteral("standard::content-type"), file},
                       &out, env);
            return out.section(QStringLiteral("standard::content-type: "), 1).trimmed();
        };
        QCOMPARE(typeOf(scenario), QStringLiteral("application/x-corrsim-scenario"));
        QCOMPARE(typeOf(jsonl), QStringLiteral("application/x-corrsim-trace"));
        QCOMPARE(typeOf(ctrace), QStringLiteral("application/x-corrsim-binary-trace"));
        QVERIFY(!typeOf(other.fileName()).contains(QStringLiteral("corrsim")));
    }

private:
    QTemporaryDir m_prefix;
};

QTEST_GUILESS_MAIN(TestInstall)
#include "tst_install.moc"
