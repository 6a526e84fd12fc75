#pragma once
// What the span importer says of files another tool might send, broken one way each:
// OTLP JSON, Jaeger and Zipkin spans with a field missing or of the wrong kind, protobuf
// instead of JSON, a gzip stream cut short, spans that cannot be one run, and a trace
// `corrsim model` cannot make a scenario of. Each comes from the real importer
// (importTrace, as `corrsim import` and the window's Import read a file).

#include "builtinscenarios.h"
#include "export/gzipstream.h"
#include "import/importtrace.h"
#include "import/scenariofromtrace.h"
#include "input/scenarioerror.h"
#include "run/run.h"
#include "scenario/scenario.h"

#include <algorithm>
#include <fstream>
#include <iterator>
#include <regex>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

namespace corrsim {

namespace importsamples {

/// An OTLP JSON message of one service's spans (each an object's members, in JSON).
inline std::string otlp(const std::vector<std::string> &spans, const std::string &service = "orders")
{
    std::string list;
    for (const std::string &s : spans)
        list += (list.empty() ? "" : ",") + ("{" + s + "}");
    return R"({"resourceSpans":[{"resource":{"attributes":[{"key":"service.name","value":{"stringValue":")" + service +
           R"("}}]},"scopeSpans":[{"spans":[)" + list + "]}]}]}";
}

/// A span's members with these IDs, name and start (in nanoseconds), a millisecond long.
inline std::string span(const std::string &spanId, const std::string &extra = {},
                        const std::string &start = "1000000000")
{
    return R"("traceId":"570f9b361f987f7edb53fb27d73f3027","spanId":")" + spanId +
           R"(","name":"publish","kind":4,"startTimeUnixNano":")" + start + R"(","endTimeUnixNano":")" + start +
           R"(")" + extra;
}

inline std::string jaeger(const std::string &spanMembers)
{
    return R"({"data":[{"traceID":"570f9b361f987f7e","spans":[{)" + spanMembers +
           R"(}],"processes":{"p1":{"serviceName":"orders","tags":[]}}}]})";
}

constexpr const char *JaegerIds = R"("traceID":"570f9b361f987f7e","spanID":"3b82bcd0f7a624d0",)"
                                  R"("operationName":"publish","startTime":1000,"duration":5,"processID":"p1")";

inline std::string zipkin(const std::string &spanMembers)
{
    return "[{" + spanMembers + R"(,"localEndpoint":{"serviceName":"orders"}}])";
}

constexpr const char *ZipkinIds = R"("traceId":"570f9b361f987f7e","id":"3b82bcd0f7a624d0","name":"publish")";

} // namespace importsamples

/// Span files broken one way each, and what the importer says of each.
inline std::vector<ScenarioError> importErrorSamples()
{
    using namespace importsamples;
    std::vector<ScenarioError> out;
    // A sample the importer takes is a mistake in the samples, not one to pass over.
    const auto refused = [&](const std::string &bytes, uint64_t maxBytes = uint64_t(8192) << 20) {
        std::istringstream in(bytes);
        try {
            (void)importTrace(in, "broken.json", {}, maxBytes);
        } catch (const ScenarioError &e) {
            out.push_back(e);
            return;
        }
        throw std::logic_error("span sample " + std::to_string(out.size()) + " was imported, after: " +
                               (out.empty() ? std::string() : std::string(out.back().what())));
    };
    const std::string good = otlp({span("3b82bcd0f7a624d0")});

    // Not a file of spans, or not all of it.
    refused(std::string("\0\0\0\x10\x0a\x05hello", 11));
    refused(R"({"hello":1})");
    refused(good + "\n{\"hello\":1}\n");
    {
        std::string many;
        for (int i = 0; i < 10000; ++i)
            many += good + "\n";
        refused(many, uint64_t(1) << 20);
    }
    {
        std::ostringstream zipped;
        GzipWriter gzip(zipped);
        gzip.stream() << good;
        gzip.finish();
        refused(zipped.str().substr(0, zipped.str().size() - 12));
    }

    // OTLP JSON.
    refused(R"({"resourceSpans":5})");
    refused(R"({"resourceSpans":[5]})");
    {
        std::string named = span("3b82bcd0f7a624d0");
        named.replace(named.find(R"("publish")"), 9, "5");
        refused(otlp({named}));
    }
    refused(otlp({span("3b82bcd0f7a624d0", {}, "soon")}));
    refused(otlp({span("xyz")}));
    refused(otlp({span("0000000000000000")}));
    {
        std::string kind = span("3b82bcd0f7a624d0");
        kind.replace(kind.find(R"("kind":4)"), 8, R"("kind":9)");
        refused(otlp({kind}));
    }
    refused(otlp({span("3b82bcd0f7a624d0", R"(,"attributes":[{"value":{"stringValue":"x"}}])")}));
    refused(otlp({R"("traceId":"570f9b361f987f7edb53fb27d73f3027","spanId":"3b82bcd0f7a624d0","name":"p")"}));
    refused(otlp({span("")}));
    refused(otlp({span("3b82bcd0f7a624d0", R"(,"links":[{"spanId":"3b82bcd0f7a624d1"}])")}));
    // Jaeger.
    refused(jaeger(R"("operationName":"publish")"));
    refused(jaeger(std::string(JaegerIds) + R"(,"tags":[{"type":"string","value":"x"}])"));
    refused(jaeger(std::string(JaegerIds) + R"(,"references":[{"refType":"CHILD_OF"}])"));
    // Zipkin.
    refused(zipkin(R"("traceId":"570f9b361f987f7e","name":"publish")"));
    refused(zipkin(ZipkinIds));
    refused(zipkin(std::string(ZipkinIds) + R"(,"timestamp":99999999999999999)"));
    refused(zipkin(std::string(ZipkinIds) + R"(,"timestamp":1000,"duration":5)") + "\n" + R"({"data":[]})" + "\n");

    // Spans that cannot be one run.
    refused(otlp({span("3b82bcd0f7a624d0"), span("3b82bcd0f7a624d1", {}, "2000000000000000000")}));
    refused(otlp({span("3b82bcd0f7a624d0", R"(,"parentSpanId":"3b82bcd0f7a624d1")"),
                  span("3b82bcd0f7a624d1", R"(,"parentSpanId":"3b82bcd0f7a624d0")")}));

    // A trace `corrsim model` cannot make a scenario of.
    const auto notModelled = [&](const RunRecord &run) {
        try {
            (void)scenarioFromTrace(run, "broken", "broken.json");
        } catch (const ScenarioError &e) {
            out.push_back(e);
            return;
        }
        throw std::logic_error("a trace was modelled that should not be: " + run.info.name);
    };
    notModelled(
        *runScenario(Scenario::parse(findBuiltinScenario("eip-stock-check")->text, "eip-stock-check.json")).record);
    {
        std::istringstream in(good);
        notModelled(*importTrace(in, "broken.json", {}).record);
    }
    {
        // A recording of one client and its server, joined with a copy whose server has
        // another name and whose IDs are others (each written backwards): the client then
        // asks two services.
        std::ifstream file(CORRSIM_SOURCE_DIR "/tests/data/realtrace/crossing.otlp.jsonl");
        const std::string recorded((std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());
        static const std::regex id(R"re("([0-9a-f]{32}|[0-9a-f]{16}|[0-9a-f-]{36})")re");
        std::string copy;
        std::sregex_iterator it(recorded.begin(), recorded.end(), id), end;
        size_t from = 0;
        for (; it != end; ++it) {
            std::string text = (*it)[1].str();
            std::reverse(text.begin(), text.end());
            copy += recorded.substr(from, size_t(it->position(1)) - from) + text;
            from = size_t(it->position(1) + it->length(1));
        }
        copy += recorded.substr(from);
        for (size_t at; (at = copy.find("rpc-server")) != std::string::npos;)
            copy.replace(at, 10, "rpc-backup");
        std::istringstream in(recorded + copy);
        notModelled(*importTrace(in, "two-services.otlp.jsonl", {}).record);
    }
    return out;
}

} // namespace corrsim
