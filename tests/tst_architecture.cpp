#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QMap>
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

/// The string literals of a C++ source, comments left out (a raw string's text too).
QStringList stringLiterals(const QString &text)
{
    QStringList out;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (c == QLatin1Char('/') && i + 1 < text.size() && text[i + 1] == QLatin1Char('/')) {
            i = text.indexOf(QLatin1Char('\n'), i);
            if (i < 0)
                break;
        } else if (c == QLatin1Char('/') && i + 1 < text.size() && text[i + 1] == QLatin1Char('*')) {
            i = text.indexOf(QLatin1String("*/"), i + 2);
            if (i < 0)
                break;
            ++i;
        } else if (c == QLatin1Char('\'')) { // a character: '"' is not a string
            while (++i < text.size() && text[i] != QLatin1Char('\''))
                if (text[i] == QLatin1Char('\\'))
                    ++i;
        } else if (c == QLatin1Char('R') && text.mid(i + 1, 1) == QLatin1String("\"")) {
            const qsizetype open = text.indexOf(QLatin1Char('('), i);
            const QString close = QLatin1Char(')') + text.mid(i + 2, open - i - 2) + QLatin1Char('"');
            const qsizetype end = text.indexOf(close, open);
            out << text.mid(open + 1, end - open - 1);
            i = end + close.size() - 1;
        } else if (c == QLatin1Char('"')) {
            QString literal;
            while (++i < text.size() && text[i] != QLatin1Char('"')) {
                if (text[i] == QLatin1Char('\\'))
                    literal += text[i++];
                literal += text[i];
            }
            out << literal;
        }
    }
    return out;
}

/// A literal that reads as words to a person: three words in a row.
bool readsAsASentence(const QString &literal)
{
    static const QRegularExpression words(QStringLiteral("[A-Za-z]{2,}[ ,:;'-]+[A-Za-z]{2,}[ ,:;'-]+[A-Za-z]{2,}"));
    return words.match(literal).hasMatch();
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

    void theModelsSentencesOnlyGoDown()
    {
        // #52: no model code makes a sentence a user reads, but the words marked for
        // translation (QT_TRANSLATE_NOOP, in the files that include trace/translatable.h:
        // the command line fills them in English, the window looks them up). The files
        // that still make their own are listed with how many literals read as words; a new
        // one fails, and so does a count that went down without the list (the list is kept
        // true). With CORRSIM_WRITE_MODEL_SENTENCES=1 the test writes the list as it is now.
        const QString listPath = QStringLiteral(CORRSIM_SOURCE_DIR "/tests/data/model-sentences.txt");
        QMap<QString, int> now;
        for (const QString &path : sourcesIn(QStringLiteral("model"))) {
            QFile f(path);
            QVERIFY(f.open(QIODevice::ReadOnly));
            // A literal marked for lupdate (and the English singular beside a plural's mark)
            // is a word the window translates; a static_assert's, and a logic_error's (a
            // declaration Corrsim itself got wrong), speak to a programmer.
            static const QString literal = QStringLiteral("\\s*(?:\"(?:[^\"\\\\]|\\\\.)*\"\\s*)+");
            static const QRegularExpression marked(
                QStringLiteral("QT_TRANSLATE_N_NOOP\\(\\s*\"\\w+\"\\s*,%1\\)\\s*,%1|"
                               "QT_TRANSLATE_N?_?NOOP\\(\\s*\"\\w+\"\\s*,%1\\)|static_assert\\([^;]*;|"
                               "throw std::logic_error\\([^;]*;")
                    .arg(literal));
            const QString text = QString::fromUtf8(f.readAll()).remove(marked);
            int n = 0;
            for (const QString &literal : stringLiterals(text))
                n += readsAsASentence(literal) ? 1 : 0;
            if (n)
                now[path.mid(qsizetype(strlen(CORRSIM_SOURCE_DIR)) + 1)] = n;
        }
        QString written;
        int total = 0;
        for (auto it = now.cbegin(); it != now.cend(); ++it) {
            written += QStringLiteral("%1 %2\n").arg(it.value()).arg(it.key());
            total += it.value();
        }
        written = QStringLiteral("# %1 literals in %2 model files read as sentences (tst_architecture)\n")
                      .arg(total)
                      .arg(now.size()) +
                  written;
        if (qEnvironmentVariableIsSet("CORRSIM_WRITE_MODEL_SENTENCES")) {
            QFile out(listPath);
            QVERIFY(out.open(QIODevice::WriteOnly | QIODevice::Truncate));
            out.write(written.toUtf8());
        }
        QFile list(listPath);
        QVERIFY(list.open(QIODevice::ReadOnly));
        QMap<QString, int> listed;
        for (const QByteArray &line : list.readAll().split('\n'))
            if (!line.isEmpty() && !line.startsWith('#'))
                listed[QString::fromUtf8(line.mid(line.indexOf(' ') + 1))] = line.left(line.indexOf(' ')).toInt();
        QStringList problems;
        for (auto it = now.cbegin(); it != now.cend(); ++it)
            if (it.value() > listed.value(it.key()))
                problems << QStringLiteral("%1: %2 sentences, %3 listed: make the new ones typed values with their "
                                           "words in a wording file")
                                .arg(it.key())
                                .arg(it.value())
                                .arg(listed.value(it.key()));
        for (auto it = listed.cbegin(); it != listed.cend(); ++it)
            if (now.value(it.key()) < it.value())
                problems << QStringLiteral("%1: %2 sentences, %3 listed: fewer now, write the list again")
                                .arg(it.key())
                                .arg(now.value(it.key()))
                                .arg(it.value());
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
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
