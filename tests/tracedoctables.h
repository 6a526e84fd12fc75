#pragma once
// The two tables of docs/trace-events.md that are written from the code (make docs):
// what each event kind carries, from trace/eventshape.h, and the detail texts the model
// writes, from trace/detailtexts.h. A detail's meaning is written in the document itself,
// the one place a reader meets it: the code says which rows there are, the document what
// each one means.

#include "trace/detailtexts.h"
#include "trace/eventshape.h"

#include <QRegularExpression>
#include <QString>
#include <QStringList>

#include <map>
#include <string>
#include <utility>

namespace corrsim {

namespace doctables {

inline std::string code(std::string_view name)
{
    return "`" + std::string(name) + "`";
}

inline std::string end(End e)
{
    return e == End::Always ? "always" : e == End::Optional ? "when there is one" : "–";
}

inline std::string number(EventKind kind, NumberSlot n)
{
    const std::string key = code(numberKey(n));
    switch (n) {
    case NumberSlot::None:
        return "–";
    case NumberSlot::FirstSeen:
        return key + ": 0 to `t`";
    case NumberSlot::Travelled:
        return key + ": 0 to 10^15" + (kind == EventKind::Drop ? "; or `receiverDown`: true" : "");
    case NumberSlot::Latency:
        return key + ": 0 to `t`";
    case NumberSlot::Expiry:
        return key + ": -1 (no TTL) or a time up to `t` + 10^15; absent on no entry";
    case NumberSlot::Count:
        return key + ": 0 or more";
    case NumberSlot::StateLeft:
        return key + ": a state (absent for a new object)";
    case NumberSlot::Step:
        return key + ": a message type (absent for none)";
    case NumberSlot::Verdict:
        return key + ": true or false";
    }
    return {};
}

} // namespace doctables

/// A Markdown table, one row per event kind, its fields by their JSON Lines names.
inline std::string eventShapesTable()
{
    using namespace doctables;
    std::string t = "| kind | `actor` | `peer` | `id`, `correlationId` | `causationId` or `key` | number | `type` or "
                    "`detail` | fields (and `headers`) | `attempt` | flags |\n";
    t += "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |\n";
    for (int k = 0; k < EventKindCount; ++k) {
        const EventKind kind = EventKind(k);
        const EventShape s = shapeOf(kind);
        std::string flags;
        for (const FlagName &f : FlagNames)
            if (s.flags & f.bit)
                flags += (flags.empty() ? "" : ", ") + code(f.name);
        t += "| " + code(eventKindName(kind)) + " | " + end(s.actor) + " | " +
             (s.peer == End::Never ? "–" : end(s.peer) + (s.peerIsStore ? " (a store)" : "")) + " | " +
             (s.message ? "when there is one" : "–") + " | " + (s.ref == RefSlot::None ? "–" : code(refKey(s.ref))) +
             " | " + number(kind, s.number) + " | " + (s.word == WordSlot::None ? "–" : code(wordKey(s.word))) + " | " +
             (s.record == RecordSlot::None ? "–" : code(recordKey(s.record))) + " | " +
             (s.attempt ? "0 to 65535" : "–") + " | " + (flags.empty() ? "–" : flags) + " |\n";
    }
    return t;
}

/// The detail-text table as it should read: one row per detail the model writes, in the
/// model's order, each with the meaning `current` (the table as the document has it) gives
/// that row, or an empty one for a detail the document does not have yet. The rows of
/// details the model no longer writes are left out. `unexplained` gets each row without a
/// meaning.
inline QString detailTextsTable(const QString &current, QStringList *unexplained)
{
    static const QRegularExpression row(QStringLiteral("^\\| `([^`]+)` \\| `([^`]*)` \\| (.*) \\|$"),
                                        QRegularExpression::MultilineOption);
    std::map<std::pair<QString, QString>, QString> meanings;
    for (auto m = row.globalMatch(current); m.hasNext();) {
        const QRegularExpressionMatch r = m.next();
        meanings[{r.captured(1), r.captured(2)}] = r.captured(3).trimmed();
    }
    QString table = QStringLiteral("| event | detail | when |\n| --- | --- | --- |\n");
    for (const DetailText &d : detailTexts()) {
        const QString kind = QString::fromUtf8(eventKindName(d.kind).data(), qsizetype(eventKindName(d.kind).size())),
                      text = QString::fromUtf8(d.text.data(), qsizetype(d.text.size()));
        const auto known = meanings.find({kind, text});
        const QString meaning = known == meanings.end() ? QString() : known->second;
        if (meaning.isEmpty())
            *unexplained << QStringLiteral("`%1` `%2`").arg(kind, text);
        table += QStringLiteral("| `%1` | `%2` | %3 |\n").arg(kind, text, meaning);
    }
    return table;
}

} // namespace corrsim
