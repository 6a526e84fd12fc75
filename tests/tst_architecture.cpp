#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QTest>

// The model stays plain C++: nothing in model/ may include a Qt header.
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
        // nlohmann_json stays behind json.h / json_fwd.hpp in the model.
        QDirIterator it(QStringLiteral(CORRSIM_SOURCE_DIR "/model"), {"*.h", "*.cpp"}, QDir::Files);
        while (it.hasNext()) {
            QFile f(it.next());
            QVERIFY(f.open(QIODevice::ReadOnly));
            const QString text = QString::fromUtf8(f.readAll());
            if (text.contains(QLatin1String("#include <nlohmann/json.hpp>")))
                QVERIFY2(f.fileName().endsWith(QLatin1String("/json.h")), qPrintable(f.fileName()));
        }
    }
};

QTEST_APPLESS_MAIN(TestArchitecture)
#include "tst_architecture.moc"
