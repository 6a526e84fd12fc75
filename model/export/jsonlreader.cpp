// Reads the JSON Lines trace back: the header with the JSON library (one line, its
// errors located to the column), every event line with simdjson's on-demand parser (a
// million-request trace is seven million lines). Each line takes only the fields its
// kind carries (eventshape.h), and the event it makes passes the checks the binary
// reader makes too (eventcheck.h), so the two formats take the same traces.

#include "export/jsonleventline.h"
#include "export/lineblocks.h"
#include "export/traceheader.h"
#include "export/tracereader.h"
#include "input/jsonreader.h"
#include "trace/eventcheck.h"

namespace corrsim {

using namespace jsonl;

ReadTrace readTraceJsonl(std::istream &in, const std::string &file, uint64_t maxBytes, TraceReadControl control)
{
    ReadTrace r;
    r.record = std::make_shared<RunRecord>();
    RunRecord &run = *r.record;
    LineBlocks lines(in, file);
    std::string_view line;
    if (!lines.next(line))
        throw ScenarioError(file, 1, 1, Finding{FindingKind::TraceFileEmpty, {}, {}});
    JsonReadOptions o;
    o.comments = false;
    const std::string headText(line);
    const OrderedJson head = readOrderedJson(headText, file, o);
    if (!head.is_object() || !head.contains("format") || !head["format"].is_string() ||
        head["format"].get<std::string>() != "corrsim-trace")
        throw ScenarioError(file, 1, 1, Finding{FindingKind::NotATrace, {}, {}});
    TraceHeader header = readTraceHeader(head, headText, file, 1, r);
    auto trace = header.trace;
    Trace &t = *trace;

    std::array<KeySet, EventKindCount> allowed{};
    for (int k = 0; k < EventKindCount; ++k)
        allowed[size_t(k)] = allowedKeys(EventKind(k));
    od::parser parser;
    std::vector<Field> fields;
    std::array<Key, size_t(Key::Count_)> order{}; // the fields in the order the line gives them
    SimTime previous;
    while (lines.next(line)) {
        if (line.find_first_not_of(" \t\r") == std::string_view::npos)
            continue;
        const EventLine l(file, lines.number(), line);
        od::document doc;
        if (const auto error =
                parser.iterate(line.data(), line.size(), line.size() + lines.readableAfter(line)).get(doc))
            l.notJson(error);
        od::object object;
        if (const auto error = doc.get_object().get(object))
            error == simdjson::INCORRECT_TYPE ? l.fail("", FindingKind::LineIsObject) : l.notJson(error);

        // Every field, read as its key says; which ones this kind may have is checked after.
        KeySet seen = 0;
        size_t count = 0;
        std::string_view kindName, actor, peer, id, correlation, ref, word, state;
        int64_t seq = -1, time = -1, attempt = 0, number = 0;
        bool hasRef = false, receiverDown = false;
        uint8_t flags = 0;
        fields.clear();
        for (auto member : object) {
            od::field field;
            if (const auto error = std::move(member).get(field))
                l.notJson(error);
            std::string_view name;
            if (const auto error = field.unescaped_key().get(name))
                l.notJson(error);
            const auto key = keyOf(name);
            if (!key)
                l.fail(name, FindingKind::NoEventField);
            if (seen & bit(*key))
                l.fail(*key, FindingKind::FieldTwice);
            seen |= bit(*key);
            order[count++] = *key;
            od::value v = field.value();
            switch (*key) {
            case Key::Seq:
                seq = l.whole(v, *key);
                break;
            case Key::T:
                time = l.whole(v, *key);
                break;
            case Key::Kind:
                kindName = l.text(v, *key);
                break;
            case Key::Actor:
                actor = l.text(v, *key);
                break;
            case Key::Peer:
                peer = l.text(v, *key);
                break;
            case Key::Id:
                id = l.text(v, *key);
                break;
            case Key::CorrelationId:
                correlation = l.text(v, *key);
                break;
            case Key::CausationId:
            case Key::KeyId:
                ref = l.text(v, *key);
                hasRef = true;
                break;
            case Key::Type:
            case Key::Detail:
                word = l.text(v, *key);
                break;
            case Key::Attempt:
                attempt = l.whole(v, *key);
                if (attempt < 0 || attempt > 65535)
                    l.fail(*key, FindingKind::ExpectedWholeFromTo, {int64_t(0), int64_t(65535)});
                break;
            case Key::From:
            case Key::Step:
                state = l.text(v, *key);
                break;
            case Key::Passed:
                number = l.flag(v, *key) ? 1 : 0;
                break;
            case Key::ReceiverDown:
                receiverDown = l.flag(v, *key);
                break;
            case Key::Duplicate:
            case Key::Pause:
            case Key::Injected:
            case Key::Compensation:
            case Key::Reversible:
            case Key::Pinned:
                if (l.flag(v, *key))
                    for (const FlagName &f : FlagNames)
                        if (f.name == KeyNames[size_t(*key)])
                            flags |= f.bit;
                break;
            case Key::Body:
            case Key::Value:
            case Key::Fields:
                l.fields(v, *key, Section::Body, t, fields);
                break;
            case Key::Headers:
                l.fields(v, *key, Section::Header, t, fields);
                break;
            default: // the numbers: firstSeenUs, latencyUs, expiresUs, lost
                number = l.whole(v, *key);
                break;
            }
        }
        // Nothing after the object: the document has no position left to point at.
        if (const char *after = nullptr; doc.current_location().get(after) == simdjson::SUCCESS)
            l.fail("", FindingKind::LineIsOneObject);

        if (!(seen & bit(Key::Kind)))
            l.fail("kind", FindingKind::EventNeedsKind);
        const auto kind = eventKindFromName(kindName);
        if (!kind)
            l.fail(Key::Kind, FindingKind::UnknownEventKindAlone, {std::string(kindName)});
        // Only the fields this kind carries (a note has no attempt; a state change no causation).
        if (const KeySet extra = seen & ~allowed[size_t(*kind)])
            for (size_t i = 0; i < count; ++i)
                if (extra & bit(order[i]))
                    l.fail(order[i], FindingKind::EventCarriesNoSuchField, {aKind(*kind)});
        if (!(seen & bit(Key::T)))
            l.fail("t", FindingKind::EventNeedsTime);
        if (receiverDown && (seen & bit(Key::LatencyUs)))
            l.fail(Key::ReceiverDown, FindingKind::DropDownNoLatency);
        if (seen & bit(Key::Seq) && seq != int64_t(t.size()))
            l.fail(Key::Seq, FindingKind::SeqPlace, {int64_t(t.size())});

        const EventShape shape = shapeOf(*kind);
        TraceEvent e;
        e.kind = *kind;
        e.time = SimTime::fromMicros(time);
        auto participant = [&](std::string_view name, Key k) {
            const auto it = header.actors.find(name);
            if (it == header.actors.end())
                l.fail(k, FindingKind::NoParticipantCalledQuoted, {std::string(name)});
            return it->second;
        };
        if (seen & bit(Key::Actor))
            e.actor = participant(actor, Key::Actor);
        if (seen & bit(Key::Peer)) {
            if (shape.peerIsStore) {
                const auto it = header.stores.find(peer);
                if (it == header.stores.end())
                    l.fail(Key::Peer, FindingKind::NoStoreCalled, {std::string(peer)});
                e.peer = it->second;
            } else {
                e.peer = participant(peer, Key::Peer);
            }
        }
        if (seen & bit(Key::Id))
            e.message = t.ids().parse(id);
        if (seen & bit(Key::CorrelationId))
            e.correlation = t.ids().parse(correlation);
        e.attempt = uint16_t(attempt);
        e.flags = flags;
        TraceEvent::Slots kept;
        if (hasRef)
            kept.ref = t.ids().parse(ref);
        if (!word.empty())
            kept.detail = t.names().intern(word);
        if (numberIsName(shape.number))
            kept.value = state.empty() ? 0 : t.names().intern(state);
        else
            kept.value = number;
        if (receiverDown)
            kept.value = DropReceiverDown;
        kept.record = t.records().add(fields);
        e.withSlots(kept);
        if (const auto problem = checkEvent(e, t, previous))
            l.fail(problem->field, problem->finding);
        previous = e.time;
        t.append(e);
        if (e.kind == EventKind::Expectation)
            run.expectations.push_back({t.names().text(e.text()), e.passed(), {}, {}, -1});
        if (t.memoryBytes() > maxBytes)
            l.fail("", FindingKind::TraceNeedsMemory, {int64_t(maxBytes >> 20)});
        if ((t.size() & 4095) == 0) {
            if (control.cancel && control.cancel->load())
                return {};
            if (control.bytesRead)
                control.bytesRead->store(lines.bytesTaken());
        }
    }
    finishReadRun(r, trace);
    return r;
}

} // namespace corrsim
