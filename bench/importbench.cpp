// corrsim-bench --import: how fast spans another tool wrote are imported (issue 53's goal:
// >= 200 MB/s on one core, within 1.5x the memory of the same run's .ctrace), each run in
// a child process so its peak memory is its own.

#include "importbench.h"

#include "export/tracereader.h"
#include "import/importtrace.h"
#include "inchild.h"

#include <simdjson.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <functional>
#include <vector>

namespace corrsim {

namespace {

struct Run
{
    double seconds = 0;
    long peakKiB = 0;
    uint64_t events = 0;
};

Run median(const std::function<uint64_t()> &work, int repeats)
{
    std::vector<Run> runs;
    for (int i = 0; i < repeats; ++i)
        runs.push_back(inChild<Run>([&] {
            const auto start = std::chrono::steady_clock::now();
            Run r;
            r.events = work();
            r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
            return r;
        }));
    std::sort(runs.begin(), runs.end(), [](const Run &a, const Run &b) { return a.seconds < b.seconds; });
    return runs[runs.size() / 2];
}

std::string bytesOf(const char *file)
{
    std::ifstream in(file, std::ios::binary | std::ios::ate);
    std::string bytes(size_t(in.tellg()), '\0');
    in.seekg(0);
    in.read(bytes.data(), std::streamsize(bytes.size()));
    return bytes;
}

/// One resourceSpans line as an OTLP exporter's batch posts it: up to 512 spans of one
/// service, the attributes Node's amqplib instrumentation writes.
std::string hex(uint64_t v, int digits)
{
    static constexpr char D[] = "0123456789abcdef";
    std::string s(size_t(digits), '0');
    for (int i = digits - 1; i >= 0 && v; --i, v >>= 4)
        s[size_t(i)] = D[v & 15];
    return s;
}

std::string spanJson(uint64_t rpc, int step, int64_t startNs)
{
    // step 0: client publish, 1: server process, 2: server reply publish, 3: client process
    const std::string trace = hex(rpc * 0x9e3779b97f4a7c15ULL + 1, 16) + hex(rpc + 7, 16);
    const auto spanId = [&](int s) { return hex((rpc << 3 | uint64_t(s)) * 0xbf58476d1ce4e5b9ULL + 1, 16); };
    const bool producer = step % 2 == 0;
    const std::string queue = step < 2 ? "rpc_queue" : "amq.gen-bs0zXmkY-0V7zQLvY8i0lQ";
    std::string a = R"({"key":"messaging.system","value":{"stringValue":"rabbitmq"}},)"
                    R"({"key":"messaging.protocol","value":{"stringValue":"AMQP"}},)"
                    R"({"key":"messaging.url","value":{"stringValue":"amqp://guest:***@127.0.0.1:5672"}},)"
                    R"({"key":"server.port","value":{"intValue":5672}},)"
                    R"({"key":"messaging.destination","value":{"stringValue":""}},)"
                    R"({"key":"messaging.rabbitmq.routing_key","value":{"stringValue":")" +
                    queue + R"("}},)";
    if (!producer)
        a += R"({"key":"messaging.operation","value":{"stringValue":"process"}},)";
    if (step < 2)
        a += R"({"key":"messaging.message_id","value":{"stringValue":")" + hex(rpc * 31 + 5, 16) + R"("}},)";
    a += R"({"key":"messaging.conversation_id","value":{"stringValue":"c-)" + std::to_string(rpc) + R"("}})";
    return R"({"traceId":")" + trace + R"(","spanId":")" + spanId(step) + R"(",)" +
           (step ? R"("parentSpanId":")" + spanId(step - 1) + R"(",)" : std::string()) + R"("name":")" +
           (producer ? std::string("publish <default>") : queue + " process") + R"(","kind":)" +
           (producer ? "4" : "5") + R"(,"startTimeUnixNano":")" + std::to_string(startNs) + R"(","endTimeUnixNano":")" +
           std::to_string(startNs + 500000) + R"(","attributes":[)" + a + R"(],"status":{"code":0}})";
}

} // namespace

int makeSpanFile(uint64_t spans, const char *path)
{
    // Two services, each exporting batches of 512 spans as they end: client spans in
    // one batch, server spans in another, as a collector's file exporter writes them.
    std::ofstream out(path, std::ios::binary);
    const int64_t t0 = 1796539187921000000;
    std::string batch[2];
    int count[2] = {0, 0};
    const auto flush = [&](int service) {
        if (!count[service])
            return;
        out << R"({"resourceSpans":[{"resource":{"attributes":[{"key":"service.name","value":{"stringValue":")"
            << (service ? "rpc-server" : "rpc-client") << R"("}}]},"scopeSpans":[{"scope":{"name":)"
            << R"("@opentelemetry/instrumentation-amqplib","version":"0.70.0"},"spans":[)" << batch[service]
            << "]}]}]}\n";
        batch[service].clear();
        count[service] = 0;
    };
    for (uint64_t i = 0; i < spans; ++i) {
        const uint64_t rpc = i / 4;
        const int step = int(i % 4);
        const int service = step == 1 || step == 2 ? 1 : 0;
        batch[service] +=
            (count[service] ? "," : "") + spanJson(rpc, step, t0 + int64_t(rpc) * 1000000 + step * 250000);
        if (++count[service] == 512)
            flush(service);
    }
    flush(0);
    flush(1);
    return out ? 0 : 1;
}

int runImportBench(const char *spans, const char *ctrace, int repeats)
{
    const double megabytes = double(bytesOf(spans).size()) / 1e6;
    const Run read = median([&] { return uint64_t(bytesOf(spans).size()); }, repeats);
    const Run parse = median(
        [&] {
            const std::string text = bytesOf(spans);
            simdjson::dom::parser parser;
            simdjson::dom::element doc;
            uint64_t lines = 0;
            for (size_t at = 0; at < text.size();) { // as the import does: a document a line, or one
                size_t end = text.find('\n', at);
                end = end == std::string::npos ? text.size() : end;
                if (end > at && parser.parse(text.data() + at, end - at).get(doc) == simdjson::SUCCESS)
                    ++lines;
                at = end + 1;
            }
            return lines;
        },
        repeats);
    const Run import = median(
        [&] {
            std::ifstream in(spans, std::ios::binary);
            return uint64_t(importTrace(in, spans, {}).record->trace().size());
        },
        repeats);
    const Run native = median(
        [&] {
            std::ifstream in(ctrace, std::ios::binary);
            return uint64_t(readTrace(in, ctrace).record->trace().size());
        },
        repeats);
    std::printf("Importing %s (%.0f MB); medians of %d runs, each in its own process\n", spans, megabytes, repeats);
    std::printf("%-28s %10s %10s %12s %12s\n", "what", "wall s", "MB/s", "peak MiB", "events");
    const auto line = [&](const char *what, const Run &r) {
        std::printf("%-28s %10.3f %10.0f %12.1f %12llu\n", what, r.seconds, megabytes / r.seconds,
                    double(r.peakKiB) / 1024.0, (unsigned long long)r.events);
    };
    line("read the bytes", read);
    line("simdjson parse (the floor)", parse);
    line("import", import);
    line("open the run's .ctrace", native);
    const double rate = megabytes / import.seconds, memory = double(import.peakKiB) / double(native.peakKiB);
    std::printf("import / simdjson parse: %.2fx the time\n", import.seconds / parse.seconds);
    std::printf("goal: >= 200 MB/s: %.0f MB/s (%s)\n", rate, rate >= 200 ? "met" : "missed");
    std::printf("goal: <= 1.5x the .ctrace's memory: %.2fx (%s)\n", memory, memory <= 1.5 ? "met" : "missed");
    return import.events == native.events ? 0 : 1;
}

} // namespace corrsim
