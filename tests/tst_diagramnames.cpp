// Every arrow of an exported diagram is named in the file itself: a picture opened in a
// browser or a slide has no hover to recover a name that was dropped for want of room.

#include "builtinscenarios.h"
#include "diagramdata.h"
#include "diagramexport.h"
#include "run/run.h"
#include "scenario/scenario.h"

#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocumentFragment>

using namespace corrsim;

namespace {
/// The words of every <text> in an SVG, in the order they are drawn; the lines of one
/// piece of words (QSvgGenerator writes each as its own <text>) stay separate.
QStringList svgTexts(const QByteArray &svg)
{
    static const QRegularExpression text(QStringLiteral("<text[^>]*>([^<]*)</text>"));
    QStringList out;
    for (auto it = text.globalMatch(QString::fromUtf8(svg)); it.hasNext();)
        out << QTextDocumentFragment::fromHtml(it.next().captured(1)).toPlainText().trimmed();
    return out;
}
} // namespace

class TestDiagramNames : public QObject
{
    Q_OBJECT
private slots:
    void everyArrowIsNamedInEveryLessonsSvg_data()
    {
        QTest::addColumn<QString>("lesson");
        for (const EmbeddedFile &f : builtinScenarios())
            QTest::newRow(std::string(f.name).c_str()) << QString::fromUtf8(f.name.data(), qsizetype(f.name.size()));
    }
    void everyArrowIsNamedInEveryLessonsSvg()
    {
        QFETCH(QString, lesson);
        const EmbeddedFile *f = findBuiltinScenario(lesson.toStdString());
        const auto run = runScenario(Scenario::parse(f->text, std::string(f->fileName))).record;
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("d.svg"));
        const QString note = exportDiagram(run, path);
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QStringList texts = svgTexts(file.readAll());
        const Trace &t = run->trace();
        const DiagramData data = DiagramData::build(t);
        if (data.arrows.size() > 20000)
            QSKIP("drawn as density: no single arrows");
        // Each arrow's name ("check.stock #101", "404") in a text of its own: taken from the
        // list as it is found, so two arrows of one name need two texts. A name on two
        // lines is the type, then "#ID" in the text right after it.
        QStringList unnamed;
        for (const auto &a : data.arrows) {
            const bool error = a.flags & (DiagramData::ClientError | DiagramData::ServerError);
            if (error && data.problemBadgeAt(a.from, a.t0))
                continue; // its badge says it (checked below)
            const QString name = QString::fromStdString(DiagramData::arrowLabel(t, a));
            const qsizetype cut = name.indexOf(QStringLiteral(" #"));
            bool found = false;
            for (qsizetype i = 0; i < texts.size() && !found; ++i) {
                const bool oneLine = texts[i].contains(name);
                const bool twoLines = cut > 0 && i + 1 < texts.size() && texts[i].endsWith(name.left(cut)) &&
                                      texts[i + 1].startsWith(name.mid(cut + 1));
                if (oneLine || twoLines) {
                    texts.removeAt(i);
                    if (twoLines)
                        texts.removeAt(i);
                    found = true;
                }
            }
            if (!found)
                unnamed << name;
        }
        // A run too long to name every arrow within the height limit says so, in the
        // picture, with the count that is true (saga-payment-1000: 13,044 arrows in 12,000 px).
        const QString tooLong = QStringLiteral("%1 of %2 arrows have no room for their names").arg(unnamed.size());
        if (!unnamed.isEmpty() && note.startsWith(tooLong.arg(data.arrows.size()))) {
            QVERIFY(texts.join(QLatin1Char(' ')).contains(tooLong.arg(data.arrows.size())));
            QVERIFY2(lesson == QLatin1String("saga-payment-1000"), qPrintable(note)); // the only one
            return;
        }
        QVERIFY2(unnamed.isEmpty(), qPrintable(QStringLiteral("%1 of %2 arrows unnamed (%3): %4")
                                                   .arg(unnamed.size())
                                                   .arg(data.arrows.size())
                                                   .arg(note, unnamed.mid(0, 12).join(QStringLiteral(", ")))));
        for (const auto &label : data.labels)
            QVERIFY2(texts.contains(QString::fromStdString(label.text)), label.text.c_str());
    }
};

QTEST_MAIN(TestDiagramNames)
#include "tst_diagramnames.moc"
