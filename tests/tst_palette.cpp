// What a colour-blind student tells apart: every two colours that mean different things
// on one screen (the saga states of one lesson, the conversations' lines, the problem and
// moment badges) stay apart when the screen is seen with protanopia or deuteranopia
// (Machado, Oliveira and Fernandes 2009, full severity), by at least MinDifference in
// CIELAB (Delta E 1976). And nothing is told by colour alone: every state and every
// badge is named in words where it is drawn (tested in tst_views).

#include "builtinscenarios.h"
#include "palette.h"
#include "run/run.h"
#include "scenario/scenario.h"

#include <QTest>

#include <array>
#include <cmath>
#include <set>

using namespace corrsim;

namespace {

/// Delta E 1976 below which two colours side by side are taken for one at a glance.
constexpr double MinDifference = 10;

using Matrix = std::array<std::array<double, 3>, 3>;
const Matrix Protanopia{
    {{0.152286, 1.052583, -0.204868}, {0.114503, 0.786281, 0.099216}, {-0.003882, -0.048116, 1.051998}}};
const Matrix Deuteranopia{
    {{0.367322, 0.860646, -0.227968}, {0.280085, 0.672501, 0.047413}, {-0.011820, 0.042940, 0.968881}}};
const Matrix Typical{{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}};

double linear(int channel)
{
    const double c = channel / 255.0;
    return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}

/// A colour as seen through `vision`, in CIELAB (D65).
std::array<double, 3> seen(const QColor &colour, const Matrix &vision)
{
    const double in[3] = {linear(colour.red()), linear(colour.green()), linear(colour.blue())};
    double rgb[3];
    for (int i = 0; i < 3; ++i)
        rgb[i] = std::clamp(vision[i][0] * in[0] + vision[i][1] * in[1] + vision[i][2] * in[2], 0.0, 1.0);
    const double x = (0.4124 * rgb[0] + 0.3576 * rgb[1] + 0.1805 * rgb[2]) / 0.95047;
    const double y = 0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2];
    const double z = (0.0193 * rgb[0] + 0.1192 * rgb[1] + 0.9505 * rgb[2]) / 1.08883;
    const auto f = [](double t) { return t > 0.008856 ? std::cbrt(t) : 7.787 * t + 16.0 / 116.0; };
    return {116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))};
}

double difference(const QColor &a, const QColor &b, const Matrix &vision)
{
    const auto la = seen(a, vision), lb = seen(b, vision);
    return std::hypot(la[0] - lb[0], la[1] - lb[1], la[2] - lb[2]);
}

/// The pairs of `named` colours a viewer with each vision would take for one.
QStringList confusions(const std::vector<std::pair<QString, QColor>> &named)
{
    QStringList out;
    for (const auto &[vision, matrix] : {std::pair{"protanopia", &Protanopia}, std::pair{"deuteranopia", &Deuteranopia},
                                         std::pair{"typical vision", &Typical}})
        for (size_t i = 0; i < named.size(); ++i)
            for (size_t j = i + 1; j < named.size(); ++j)
                if (named[i].second != named[j].second)
                    if (const double d = difference(named[i].second, named[j].second, *matrix); d < MinDifference)
                        out << QStringLiteral("%1 and %2 under %3: %4")
                                   .arg(named[i].first, named[j].first, QLatin1String(vision))
                                   .arg(d, 0, 'f', 1);
    return out;
}

} // namespace

class TestPalette : public QObject
{
    Q_OBJECT
private slots:
    void eachLessonsSagaStatesStayApart_data()
    {
        QTest::addColumn<QString>("lesson");
        for (const EmbeddedFile &f : builtinScenarios())
            if (Scenario::parse(f.text, std::string(f.fileName)).info().saga)
                QTest::newRow(std::string(f.name).c_str())
                    << QString::fromUtf8(f.name.data(), qsizetype(f.name.size()));
    }
    void eachLessonsSagaStatesStayApart()
    {
        // The states one lesson shows (over its variants): a different state must look
        // different, whatever the viewer's colour vision. Two states may share a colour
        // on purpose (PAID and SETTLED both succeed); those are not compared.
        QFETCH(QString, lesson);
        const EmbeddedFile *f = findBuiltinScenario(lesson.toStdString());
        const Scenario s = Scenario::parse(f->text, std::string(f->fileName));
        std::set<std::string> states;
        std::vector<std::string> variants{""};
        for (const auto &v : s.info().variants)
            variants.push_back(v.name);
        for (const std::string &v : variants) {
            const RunResult run = runScenario(s.withVariant(v));
            if (run.record->sagas)
                for (const SagaInstance &saga : run.record->sagas->instances)
                    for (const auto &span : saga.history)
                        states.insert(span.state);
        }
        std::vector<std::pair<QString, QColor>> named;
        for (const std::string &state : states)
            named.push_back({QString::fromStdString(state), palette::stateColor(state)});
        const QStringList confused = confusions(named);
        QVERIFY2(confused.isEmpty(), qPrintable(confused.join(QLatin1Char('\n'))));
    }

    void everyStateColourStandsApartFromEveryOther()
    {
        // A lesson of one's own may show any states: every colour a state can be given
        // (the named ones, and the ones other names are spread over) stays apart from
        // every other.
        const std::vector<std::string> states{"PAID",      "REJECTED", "FAILED",   "CREATED",    "COMPENSATING",
                                              "APPROVED",  "DEBITED",  "RESERVED", "REFUNDED",   "UNAVAILABLE",
                                              "SHIPPED",   "PACKED",   "ON_HOLD",  "AUTHORISED", "VERIFYING",
                                              "CANCELLED", "RETURNED", "BILLED",   "IN_TRANSIT", "QUEUED"};
        std::vector<std::pair<QString, QColor>> named;
        std::set<QRgb> seen;
        for (const std::string &state : states)
            if (const QColor c = palette::stateColor(state); seen.insert(c.rgb()).second)
                named.push_back({QString::fromStdString(state), c});
        QVERIFY(named.size() >= 12); // the named colours and the four the others share
        const QStringList confused = confusions(named);
        QVERIFY2(confused.isEmpty(), qPrintable(confused.join(QLatin1Char('\n'))));
    }

    void theConversationsAndBadgesStayApart()
    {
        std::vector<std::pair<QString, QColor>> lines;
        for (size_t n = 0; n < 6; ++n)
            lines.push_back({QStringLiteral("conversation %1").arg(n + 1), palette::conversationColor(n)});
        lines.push_back({QStringLiteral("a 4xx reply"), palette::ClientError});
        lines.push_back({QStringLiteral("a 5xx reply"), palette::ServerError});
        const QStringList lineConfusions = confusions(lines);
        QVERIFY2(lineConfusions.isEmpty(), qPrintable(lineConfusions.join(QLatin1Char('\n'))));
        const QStringList badges = confusions({{QStringLiteral("a problem's badge"), palette::ProblemBadge},
                                               {QStringLiteral("a moment's badge"), palette::MomentBadge}});
        QVERIFY2(badges.isEmpty(), qPrintable(badges.join(QLatin1Char('\n'))));
    }
};

QTEST_GUILESS_MAIN(TestPalette)
#include "tst_palette.moc"
