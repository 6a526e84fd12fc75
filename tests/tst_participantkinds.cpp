// Each participant kind is declared once (participants/<kind>.cpp). This suite holds the
// two other places a user reads about it to that declaration: the JSON Schema, field by
// field (name, required, type, choices), and the field tables of docs/scenario-format.md,
// which are written from it (CORRSIM_UPDATE_DOCS=1, or make docs, rewrites them).

#include "docsection.h"
#include "participants/registry.h"
#include "trace/simtime.h"

#include <algorithm>
#include <stdexcept>

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

using namespace corrsim;

namespace {
QString qs(std::string_view s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

QJsonObject schemaDefinitions()
{
    QFile f(QStringLiteral(CORRSIM_SOURCE_DIR "/resources/scenario.schema.json"));
    f.open(QIODevice::ReadOnly);
    return QJsonDocument::fromJson(f.readAll()).object()[QStringLiteral("definitions")].toObject();
}

/// What the schema says a field holds, in the words FieldType uses.
QString schemaType(const QJsonValue &v)
{
    const QJsonObject o = v.toObject();
    if (o.contains(QStringLiteral("$ref")))
        return QStringLiteral("ref:") + o[QStringLiteral("$ref")].toString().section(QLatin1Char('/'), -1);
    if (o.contains(QStringLiteral("enum")))
        return QStringLiteral("enum");
    if (o.contains(QStringLiteral("oneOf"))) {
        QStringList parts;
        for (const QJsonValue &p : o[QStringLiteral("oneOf")].toArray())
            parts << schemaType(p);
        return parts.join(QLatin1Char('|'));
    }
    return o[QStringLiteral("type")].toString();
}

QString expectedSchemaType(FieldType t)
{
    switch (t) {
    case FieldType::Text:
    case FieldType::Participant:
        return QStringLiteral("string");
    case FieldType::Choice:
        return QStringLiteral("enum");
    case FieldType::Boolean:
        return QStringLiteral("boolean");
    case FieldType::Integer:
        return QStringLiteral("integer");
    case FieldType::Duration:
        return QStringLiteral("ref:duration");
    case FieldType::Distribution:
        return QStringLiteral("ref:distribution");
    case FieldType::Probability:
        return QStringLiteral("ref:probability");
    case FieldType::Store:
        return QStringLiteral("ref:storeSpec");
    case FieldType::Record:
        return QStringLiteral("ref:fields");
    case FieldType::Object:
        return QStringLiteral("object");
    case FieldType::List:
        return QStringLiteral("array");
    case FieldType::BooleanOrDuration:
        return QStringLiteral("boolean|ref:duration");
    }
    return {};
}

QString fieldTable(const std::vector<FieldSpec> &fields)
{
    if (fields.empty())
        return {}; // the prose says it has only the common fields
    QString table = QStringLiteral("| field | default | meaning |\n| --- | --- | --- |\n");
    for (const FieldSpec &f : fields)
        table += QStringLiteral("| `%1` | %2 | %3 |\n").arg(qs(f.name), qs(f.defaultText), qs(f.doc));
    return table;
}

/// docs/scenario-format.md with every table between <!-- fields: KIND --> and
/// <!-- end fields --> written from the declarations ("common" for every participant's).
QString docsWithTables(QString doc, QStringList *missing)
{
    auto tableOf = [&](const QString &name) -> std::optional<QString> {
        if (name == QLatin1String("common"))
            return fieldTable(commonParticipantFields());
        if (const ParticipantKind *k = findParticipantKind(name.toStdString()))
            return fieldTable(k->fields);
        return std::nullopt;
    };
    QStringList seen;
    static const QRegularExpression block(QStringLiteral("(<!-- fields: ([a-z-]+) -->\n)(.*?)(<!-- end fields -->)"),
                                          QRegularExpression::DotMatchesEverythingOption);
    QString out;
    qsizetype last = 0;
    for (auto it = block.globalMatch(doc); it.hasNext();) {
        const auto m = it.next();
        const auto table = tableOf(m.captured(2));
        out += doc.mid(last, m.capturedStart(3) - last) + table.value_or(m.captured(3));
        last = m.capturedStart(4);
        seen << m.captured(2);
    }
    out += doc.mid(last);
    for (const ParticipantKind *k : participantKinds())
        if (!seen.contains(qs(k->name)))
            *missing << qs(k->name);
    if (!seen.contains(QStringLiteral("common")))
        *missing << QStringLiteral("common");
    return out;
}
} // namespace

class TestParticipantKinds : public QObject
{
    Q_OBJECT
private slots:
    void theSchemaNamesEveryKindInOrder()
    {
        const QJsonArray kinds = schemaDefinitions()[QStringLiteral("participant")][QStringLiteral("properties")]
                                                    [QStringLiteral("kind")][QStringLiteral("enum")]
                                                        .toArray();
        QStringList schema, declared;
        for (const QJsonValue &k : kinds)
            schema << k.toString();
        for (const ParticipantKind *k : participantKinds())
            declared << qs(k->name);
        QCOMPARE(schema, declared);
    }

    void theSchemaAgreesFieldByField_data()
    {
        QTest::addColumn<QString>("kind");
        for (const ParticipantKind *k : participantKinds())
            QTest::newRow(k->name.data()) << qs(k->name);
    }
    void theSchemaAgreesFieldByField()
    {
        QFETCH(QString, kind);
        const ParticipantKind &k = *findParticipantKind(kind.toStdString());
        const QJsonObject def = schemaDefinitions()[kind].toObject();
        const QJsonObject props = def[QStringLiteral("properties")].toObject();
        QSet<QString> declared, required;
        for (const auto *fields : {&commonParticipantFields(), &k.fields})
            for (const FieldSpec &f : *fields)
                declared << qs(f.name);
        const QStringList keys = props.keys();
        QCOMPARE(QSet<QString>(keys.begin(), keys.end()), declared);
        for (const QJsonValue &r : def[QStringLiteral("required")].toArray())
            required << r.toString();
        for (const FieldSpec &f : k.fields) {
            const QString name = qs(f.name);
            QVERIFY2(required.contains(name) == f.required(), qPrintable(name + ": required differs"));
            QCOMPARE(schemaType(props[name]), expectedSchemaType(f.type));
            QStringList choices, schemaChoices;
            for (auto c : f.choices)
                choices << qs(c);
            for (const QJsonValue &c : props[name].toObject()[QStringLiteral("enum")].toArray())
                schemaChoices << c.toString();
            QCOMPARE(schemaChoices, choices);
        }
    }

    // The builders read a field's default from its declaration (readDuration, readChoice,
    // ...), so the default the docs show is the one a run gets: each must be a value of
    // its field's type, and a field whose docs show none is never read with one.
    void everyDeclaredDefaultIsAValueOfItsField()
    {
        int valued = 0;
        for (const ParticipantKind *k : participantKinds())
            for (const auto *fields : {&commonParticipantFields(), &k->fields})
                for (const FieldSpec &f : *fields) {
                    const auto value = f.defaultValue();
                    const QString where = qs(k->name) + "." + qs(f.name) + " = " + qs(f.defaultText);
                    if (!value)
                        continue;
                    ++valued;
                    switch (f.type) {
                    case FieldType::Duration:
                    case FieldType::Distribution:
                    case FieldType::BooleanOrDuration:
                        QVERIFY2(parseDuration(*value).has_value(), qPrintable(where));
                        break;
                    case FieldType::Choice:
                        QVERIFY2(std::find(f.choices.begin(), f.choices.end(), *value) != f.choices.end(),
                                 qPrintable(where));
                        break;
                    case FieldType::Integer:
                    case FieldType::Probability: {
                        bool isNumber = false;
                        const double n = qs(*value).toDouble(&isNumber);
                        QVERIFY2(isNumber, qPrintable(where));
                        QVERIFY2(f.type != FieldType::Probability || (n >= 0 && n <= 1), qPrintable(where));
                        QVERIFY2(f.type != FieldType::Integer || n == double(int64_t(n)), qPrintable(where));
                        break;
                    }
                    case FieldType::Boolean:
                        QVERIFY2(*value == "true" || *value == "false", qPrintable(where));
                        break;
                    case FieldType::Text:
                    case FieldType::Store: // a store's name
                        break;
                    default:
                        QFAIL(qPrintable(where + ": a default of a value for a field of settings"));
                    }
                }
        QVERIFY(valued >= 30);
        // A kind that reads a field it does not declare is a bug found at its first build.
        QVERIFY_THROWS_EXCEPTION(std::logic_error, participantKinds().front()->field("noSuchField"));
    }

    void theDocsTablesAreWrittenFromTheDeclarations()
    {
        const QString doc = docText(QStringLiteral("scenario-format.md"));
        QVERIFY(!doc.isEmpty());
        QStringList missing;
        const QString generated = docsWithTables(doc, &missing);
        QVERIFY2(missing.isEmpty(),
                 qPrintable("no <!-- fields: KIND --> table for " + missing.join(QStringLiteral(", "))));
        verifyWrittenDocument(QStringLiteral("scenario-format.md"), doc, generated, "the declarations");
    }
};

QTEST_GUILESS_MAIN(TestParticipantKinds)
#include "tst_participantkinds.moc"
