#include "builtinscenarios.h"
#include "export/tracebinary.h"
#include "export/tracejsonl.h"
#include "export/tracereader.h"
#include "input/jsonreader.h"
#include "input/scenariolimits.h"
#include "run/run.h"
#include "scenario/scenario.h"

#include <QTemporaryDir>
#include <QTest>

#include <fstream>
#include <sstream>

using namespace corrsim;

// Every limit a reader documents (docs/robustness.md, docs/scenario-format.md), taken
// at the limit, where the input must load, and one past it, where it must be refused
// with a located error that names the limit. An off-by-one either way fails a row.
class TestLimits : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    /// A small valid scenario with one value spliced in where `@` stands.
    static std::string scenarioWith(const std::string &participant, const std::string &name = "limits")
    {
        return "{\"name\": \"" + name + "\", \"title\": \"Limits\", \"participants\": [" + participant + "]}";
    }
    static std::string requesterWith(const std::string &fields)
    {
        return R"({"name": "client", "kind": "requester", "to": "server", )" + fields + R"(},
                  {"name": "server", "kind": "replier", "processing": "1ms"})";
    }

    /// Loads (and for a scenario, builds) text; the error's words when it is refused.
    template <typename F> static std::optional<std::string> refusal(F &&read)
    {
        try {
            read();
            return std::nullopt;
        } catch (const ScenarioError &e) {
            return std::string(e.what());
        }
    }
    static std::optional<std::string> scenarioRefusal(const std::string &text)
    {
        return refusal([&] { Scenario::parse(text, "limits.json"); });
    }

    static void verifyRefused(const std::optional<std::string> &error, const char *words)
    {
        QVERIFY2(error.has_value(), "one past the limit was accepted");
        QVERIFY2(error->find(words) != std::string::npos, error->c_str());
    }
    static void verifyAccepted(const std::optional<std::string> &error)
    {
        QVERIFY2(!error.has_value(), error ? error->c_str() : "");
    }

    static std::string nested(size_t depth) { return std::string(depth, '[') + std::string(depth, ']'); }

    /// The .jsonl of a small lesson, as lines.
    static std::vector<std::string> traceLines()
    {
        const EmbeddedFile *f = findBuiltinScenario("eip-stock-check");
        const RunResult r = runScenario(Scenario::parse(f->text, std::string(f->fileName)));
        std::ostringstream out;
        writeTraceJsonl(out, r.record->trace(), r.record->info);
        std::vector<std::string> lines;
        std::istringstream in(out.str());
        for (std::string line; std::getline(in, line);)
            lines.push_back(line);
        return lines;
    }
    static std::optional<std::string> traceRefusal(const std::vector<std::string> &lines)
    {
        std::string text;
        for (const std::string &l : lines)
            text += l + "\n";
        return refusal([&] {
            std::istringstream in(text);
            readTraceJsonl(in, "limits.jsonl");
        });
    }

private slots:
    void jsonNestingDepth()
    {
        verifyAccepted(refusal([] { readJson(nested(MaxJsonDepth), "depth.json"); }));
        // Located at the bracket that goes one level too deep.
        verifyRefused(refusal([] { readJson(nested(MaxJsonDepth + 1), "depth.json"); }),
                      "depth.json:1:65: nested more than 64 levels deep");
        // In a scenario: the scenario, its list of participants, the requester, its
        // requests, the request and its body are six levels. At 64 the text reads and
        // the body is refused for its field; at 65 the text is refused for its depth.
        const auto body = [](size_t levels) {
            return scenarioWith(requesterWith(R"("requests": [{"at": "0ms", "body": {"x": )" + nested(levels) + "}}]"));
        };
        const auto at = scenarioRefusal(body(MaxJsonDepth - 6));
        QVERIFY2(!at || at->find("deep") == std::string::npos, at->c_str());
        verifyRefused(scenarioRefusal(body(MaxJsonDepth - 5)), "nested more than 64 levels deep");
    }

    void scenarioFileSize()
    {
        // The lesson padded with spaces to exactly the limit loads; one byte more does not.
        const EmbeddedFile *f = findBuiltinScenario("eip-stock-check");
        std::string text(f->text);
        text.resize(MaxScenarioBytes, ' ');
        const std::string file = m_dir.filePath("big.json").toStdString();
        std::ofstream(file, std::ios::binary) << text;
        verifyAccepted(refusal([&] { Scenario::load(file); }));
        std::ofstream(file, std::ios::binary | std::ios::app) << ' ';
        verifyRefused(refusal([&] { Scenario::load(file); }), "64 MB");
    }

    void workloadCount()
    {
        const auto workload = [](int64_t n) {
            return scenarioWith(
                requesterWith(R"("workload": {"count": )" + std::to_string(n) + R"(, "interval": "1ms"})"));
        };
        verifyAccepted(scenarioRefusal(workload(MaxWorkloadCount)));
        verifyRefused(scenarioRefusal(workload(MaxWorkloadCount + 1)), "10000000");
    }

    void participantsAndWorkers()
    {
        const auto sinks = [](size_t n) {
            std::string ps;
            for (size_t i = 0; i < n; ++i)
                ps += std::string(i ? "," : "") + "{\"name\": \"s" + std::to_string(i) + "\", \"kind\": \"sink\"}";
            return scenarioWith(ps);
        };
        verifyAccepted(scenarioRefusal(sinks(MaxActors)));
        verifyRefused(scenarioRefusal(sinks(MaxActors + 1)), "at most 10000 participants and workers");
        // Workers count too: 156 applications of 64 workers and 16 more are 10,000.
        const auto workers = [](size_t extra) {
            std::string ps;
            for (int i = 0; i < 156; ++i)
                ps += std::string(i ? "," : "") + "{\"name\": \"w" + std::to_string(i) +
                      "\", \"kind\": \"sink\", \"workers\": 64}";
            for (size_t i = 0; i < extra; ++i)
                ps += ",{\"name\": \"s" + std::to_string(i) + "\", \"kind\": \"sink\"}";
            return scenarioWith(ps);
        };
        verifyAccepted(scenarioRefusal(workers(16)));
        verifyRefused(scenarioRefusal(workers(17)), "at most 10000 participants and workers");
        // One application: 1 to 64 workers.
        verifyAccepted(scenarioRefusal(scenarioWith(R"({"name": "s", "kind": "sink", "workers": 64})")));
        verifyRefused(scenarioRefusal(scenarioWith(R"({"name": "s", "kind": "sink", "workers": 65})")),
                      "/participants/0/workers");
        verifyRefused(scenarioRefusal(scenarioWith(R"({"name": "s", "kind": "sink", "workers": 0})")),
                      "/participants/0/workers");
    }

    void nameLength()
    {
        // A scenario's name: lower-case letters, digits and '-', at most 200 of them.
        const std::string sink = R"({"name": "s", "kind": "sink"})";
        verifyAccepted(scenarioRefusal(scenarioWith(sink, std::string(MaxNameLength, 'a'))));
        verifyRefused(scenarioRefusal(scenarioWith(sink, std::string(MaxNameLength + 1, 'a'))),
                      "/name: a name has at most 200");
        // A participant's name may be any UTF-8, counted in bytes: 100 two-byte letters are 200.
        std::string letters;
        for (size_t i = 0; i < MaxNameLength / 2; ++i)
            letters += "\xc3\xa9";
        const auto named = [](const std::string &name) {
            return scenarioWith("{\"name\": \"" + name + "\", \"kind\": \"sink\"}");
        };
        verifyAccepted(scenarioRefusal(named(letters)));
        verifyRefused(scenarioRefusal(named(letters + "e")), "/participants/0/name");
    }

    void durations()
    {
        // At most 10^15 us, about 31.7 years, written in any unit.
        const auto processing = [](const std::string &d) {
            return scenarioWith(R"({"name": "client", "kind": "requester", "to": "server", "requests": [{"at": "0ms"}]},
                                   {"name": "server", "kind": "replier", "processing": )" +
                                d + "}");
        };
        verifyAccepted(scenarioRefusal(processing("\"1000000000s\"")));
        verifyRefused(scenarioRefusal(processing("\"1000000000000001us\"")), "at most 1000000000s");
        verifyAccepted(scenarioRefusal(processing("1000000000000"))); // milliseconds
        verifyRefused(scenarioRefusal(processing("1000000000000.001")), "at most 1000000000s");
        verifyAccepted(scenarioRefusal(processing("\"0ms\"")));
        verifyRefused(scenarioRefusal(processing("\"-1us\"")), "negative");
    }

    void traceLineLength()
    {
        // A trace line of exactly 16 MB (an event padded with spaces) reads; one byte more
        // is refused before it is parsed.
        std::vector<std::string> lines = traceLines();
        constexpr size_t MaxLine = size_t(16) << 20;
        lines[1].resize(MaxLine, ' ');
        verifyAccepted(traceRefusal(lines));
        lines[1] += ' ';
        verifyRefused(traceRefusal(lines), "limits.jsonl:2:1: a line of more than 16 MB");
    }

    void traceTimeOrder()
    {
        // An event at the time of the one before it reads; a microsecond earlier does not.
        std::vector<std::string> lines = traceLines();
        const auto timeOf = [](const std::string &line) {
            const size_t from = line.find(R"("t":)") + 4;
            return std::stoll(line.substr(from, line.find(',', from) - from));
        };
        size_t later = 0; // an event later than the one before it, which is after 0
        for (size_t i = 2; i < lines.size() && !later; ++i)
            if (timeOf(lines[i - 1]) > 0 && timeOf(lines[i]) > timeOf(lines[i - 1]))
                later = i;
        QVERIFY(later > 2);
        const int64_t before = timeOf(lines[later - 1]);
        const auto withTime = [&](int64_t t) {
            std::vector<std::string> l = lines;
            const size_t from = l[later].find(R"("t":)") + 4;
            l[later].replace(from, l[later].find(',', from) - from, std::to_string(t));
            return l;
        };
        verifyAccepted(traceRefusal(withTime(before)));
        const auto back = traceRefusal(withTime(before - 1));
        verifyRefused(back, ("limits.jsonl:" + std::to_string(later + 1) + ":").c_str());
        verifyRefused(back, "time goes backwards here");
    }

    void traceMemoryBound()
    {
        // The memory a trace may need to open (8 GB by default), in both formats: a
        // trace that needs exactly the bound opens; one that needs a byte more does not.
        const EmbeddedFile *f = findBuiltinScenario("eip-stock-check");
        const RunResult r = runScenario(Scenario::parse(f->text, std::string(f->fileName)));
        std::ostringstream jsonl, binary;
        writeTraceJsonl(jsonl, r.record->trace(), r.record->info);
        writeTraceBinary(binary, r.record->trace(), r.record->info);
        for (const std::string &text : {jsonl.str(), binary.str()}) {
            const auto read = [&](uint64_t maxBytes) {
                std::istringstream in(text);
                return readTrace(in, "m.trace", maxBytes);
            };
            const uint64_t needs = read(UINT64_MAX).record->trace().memoryBytes();
            QVERIFY(needs > 0);
            verifyAccepted(refusal([&] { read(needs); }));
            verifyRefused(refusal([&] { read(needs - 1); }), "MB of memory to open");
        }
    }

    void traceNestingDepth()
    {
        // A trace line is refused past 64 levels for its depth, before its fields are
        // read; at 64 it is refused too, but for the field (a body holds no lists).
        std::vector<std::string> lines = traceLines();
        size_t send = 0;
        for (size_t i = 1; i < lines.size() && !send; ++i)
            if (lines[i].find("\"kind\":\"send\"") != std::string::npos &&
                lines[i].find(R"("body":{)") != std::string::npos)
                send = i;
        QVERIFY(send > 0);
        const auto withBody = [&](size_t depth) {
            std::vector<std::string> l = lines;
            const size_t from = l[send].find(R"("body":{)");
            l[send] = l[send].substr(0, from) + R"("body":{"x":)" + nested(depth) + "}}";
            return l;
        };
        const auto at = traceRefusal(withBody(MaxJsonDepth - 2));
        QVERIFY2(!at || at->find("deep") == std::string::npos,
                 at->c_str()); // may differ from the run, but not for depth
        verifyRefused(traceRefusal(withBody(MaxJsonDepth - 1)), "deep");
    }
};

QTEST_APPLESS_MAIN(TestLimits)
#include "tst_limits.moc"
