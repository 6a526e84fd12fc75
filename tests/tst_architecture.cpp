#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QTest>

// The architecture as rules a change cannot slip past (docs/architecture.md draws it):
// the model stays plain C++ with no Qt; its folders are layers, each including only the
// layers below it; the views and the app see runs (run/, trace/, export/), never the
// kernel or the participants that made them.

namespace {
const QStringList ModelLayers = {"trace", "kernel", "envelope", "input",  "participants", "scenario",
                                 "run",   "export", "import",   "whatif", "explore"};

/// The folder-qualified model includes of a file: "kernel/simulation.h" -> "kernel".
QStringList includedFolders(const QString &path)
{
    // "kernel/x.h" or <kernel/x.h>: either form reaches the folder (the include path has model/).
    static const QRegularExpression include(QStringLiteral("^\\s*#\\s*include\\s*[\"<]([a-z]+)/"),
                                            QRegularExpression::MultilineOption);
    QFile f(path);
    f.open(QIODevice::ReadOnly);
    QStringList folders;
    for (auto it = include.globalMatch(QString::fromUtf8(f.readAll())); it.hasNext();)
        if (const QString folder = it.next().captured(1);
            QDir(QStringLiteral(CORRSIM_SOURCE_DIR "/model/") + folder).exists())
            folders << folder; // a model layer, not <sys/mman.h> or <nlohmann/json.hpp>
    return folders;
}

QStringList sourcesIn(const QString &dir)
{
    QStringList files;
    QDirIterator it(QStringLiteral(CORRSIM_SOURCE_DIR "/") + dir, {"*.h", "*.cpp"}, QDir::Files,
                    QDirIterator::Subdirectories);
    while (it.hasNext())
        files << it.next();
    return files;
}
} // namespace

class TestArchitecture : public QObject
{
    Q_OBJECT
private slots:
    void modelIncludesNoQt()
    {
        const QRegularExpression qtInclude(QStringLiteral("^\\s*#\\s*include\\s*[<\"](Q[A-Za-z]|qt)"),
                                           QRegularExpression::MultilineOption);
        QDirIterator it(QStringLiteral(CORRSIM_SOURCE_DIR "/model"), {"*.h", "*.cpp"}, QDir::Files,
                        QDirIterator::Subdirectories);
        int files = 0;
        while (it.hasNext()) {
            QFile f(it.next());
            QVERIFY(f.open(QIODevice::ReadOnly));
            const QString text = QString::fromUtf8(f.readAll());
            QVERIFY2(!qtInclude.match(text).hasMatch(), qPrintable(f.fileName() + " includes Qt"));
            ++files;
        }
        QVERIFY(files > 10);
    }

    void onlyTheJsonLayerIncludesNlohmann()
    {
        // nlohmann_json stays behind input/json.h (and its forward header in input/).
        for (const QString &path : sourcesIn(QStringLiteral("model"))) {
            QFile f(path);
            QVERIFY(f.open(QIODevice::ReadOnly));
            const QByteArray text = f.readAll();
            if (text.contains("#include <nlohmann/json.hpp>"))
                QVERIFY2(path.endsWith(QLatin1String("/model/input/json.h")), qPrintable(path));
            if (text.contains("#include <nlohmann/"))
                QVERIFY2(path.contains(QLatin1String("/model/input/")), qPrintable(path));
        }
    }

    void theModelTheAppSeesCarriesNoJson()
    {
        // The views and the app get typed values from the model: no header they include,
        // nor any header that one includes, brings nlohmann (or the JSON layer's own).
        static const QRegularExpression include(QStringLiteral("^\\s*#\\s*include\\s*[\"<]([^\">]+)[\">]"),
                                                QRegularExpression::MultilineOption);
        const QString model = QStringLiteral(CORRSIM_SOURCE_DIR "/model/");
        const QStringList json = {QStringLiteral("input/json.h"), QStringLiteral("input/jsonreader.h"),
                                  QStringLiteral("input/jsonvalue.h")};
        QHash<QString, QString> seen; // a model header -> the file that first brought it in
        QStringList todo;
        for (const QString &dir : {QStringLiteral("views"), QStringLiteral("app")})
            todo << sourcesIn(dir);
        while (!todo.isEmpty()) {
            const QString path = todo.takeFirst();
            QFile f(path);
            QVERIFY(f.open(QIODevice::ReadOnly));
            for (auto it = include.globalMatch(QString::fromUtf8(f.readAll())); it.hasNext();) {
                const QString header = it.next().captured(1);
                QVERIFY2(!header.startsWith(QLatin1String("nlohmann/")) && !json.contains(header),
                         qPrintable(path + " includes " + header + ", which the app's side of the model must not"));
                if (QFile::exists(model + header) && !seen.contains(header)) {
                    seen.insert(header, path);
                    todo << model + header;
                }
            }
        }
        QVERIFY(seen.contains(QStringLiteral("run/runrecord.h")));
    }

    void everyModelFileIsInALayer()
    {
        for (const QString &path : sourcesIn(QStringLiteral("model"))) {
            const QString folder = QDir(QStringLiteral(CORRSIM_SOURCE_DIR "/model"))
                                       .relativeFilePath(path)
                                       .section(QLatin1Char('/'), 0, 0);
            QVERIFY2(ModelLayers.contains(folder),
                     qPrintable(path + " is not in one of " + ModelLayers.join(QStringLiteral(", "))));
        }
    }

    void modelLayersIncludeOnlyLayersBelow()
    {
        for (const QString &path : sourcesIn(QStringLiteral("model"))) {
            const QString folder = QDir(QStringLiteral(CORRSIM_SOURCE_DIR "/model"))
                                       .relativeFilePath(path)
                                       .section(QLatin1Char('/'), 0, 0);
            const qsizetype layer = ModelLayers.indexOf(folder);
            for (const QString &used : includedFolders(path)) {
                const qsizetype usedLayer = ModelLayers.indexOf(used);
                QVERIFY2(usedLayer >= 0 && usedLayer <= layer,
                         qPrintable(path + " (" + folder + ") includes " + used + "/, a layer above it"));
            }
        }
    }

    void noSourceFileDoesTooManyJobs()
    {
        // A file over 450 lines has always turned out to hold more than one job here.
        for (const QString &dir : {QStringLiteral("model"), QStringLiteral("views"), QStringLiteral("app")})
            for (const QString &path : sourcesIn(dir)) {
                QFile f(path);
                QVERIFY(f.open(QIODevice::ReadOnly));
                const qsizetype lines = f.readAll().count('\n');
                QVERIFY2(lines <= 450, qPrintable(QStringLiteral("%1 has %2 lines").arg(path).arg(lines)));
            }
    }

    void viewsAndAppSeeRunsNotTheKernel()
    {
        // A view draws a RunRecord; a trace read from a file makes the same record, so
        // nothing that draws may depend on how the run was made.
        for (const QString &dir : {QStringLiteral("views"), QStringLiteral("app")})
            for (const QString &path : sourcesIn(dir))
                for (const QString &used : includedFolders(path))
                    QVERIFY2(used != QLatin1String("kernel") && used != QLatin1String("participants"),
                             qPrintable(path + " includes " + used + "/"));
    }
};

QTEST_APPLESS_MAIN(TestArchitecture)
#include "tst_architecture.moc"
