#include "detailspane.h"

#include "detailwords.h"
#include "envelope/messageenvelope.h"
#include "qtext.h"
#include "run/runrecord.h"
#include "run/tracequeries.h"

namespace corrsim {

namespace {

/// A store key's values up to this event, one line each: "1 ms  balance: 5000".
QString keyHistoryHtml(const RunRecord &run, size_t event)
{
    const Trace &t = run.trace();
    const std::vector<size_t> history = keyHistory(t, event);
    if (history.size() < 2)
        return {};
    const TraceEvent &e = t[event];
    const QString store = e.peer < t.stores().size() ? qs(t.stores()[e.peer].name) : QString();
    QString html =
        QObject::tr("<p><b>History of %1[%2]</b></p><table>").arg(store, qs(t.ids().format(e.key())).toHtmlEscaped());
    for (size_t i : history) {
        const TraceEvent &h = t[i];
        QString value;
        if (h.kind == EventKind::StorePut)
            for (const Field &f : t.records().fields(h.storedValue()))
                value += (value.isEmpty() ? QString() : QStringLiteral(", ")) + qs(t.names().text(f.name)) +
                         QStringLiteral(": ") + qs(formatValue(f.value, t.names(), t.ids()));
        else
            value = qs(std::string(eventKindName(h.kind))) + QStringLiteral(" (") +
                    detailWords(h.kind, t.names().text(h.storeResult())) + QLatin1Char(')');
        html += QStringLiteral("<tr><td>%1</td><td>%2</td></tr>").arg(qs(formatClock(h.time)), value.toHtmlEscaped());
    }
    return html + QStringLiteral("</table>");
}
} // namespace

DetailsPane::DetailsPane(QWidget *parent) : QTextBrowser(parent)
{
    setPlaceholderText(tr("Click a message in the diagram or the log to see its envelope."));
    setMinimumWidth(200);
}

void DetailsPane::showEvent(const RunRecord *run, long i)
{
    if (!run || i < 0 || size_t(i) >= run->trace().size()) {
        clear();
        return;
    }
    const Trace &t = run->trace();
    const TraceEvent &e = t[size_t(i)];
    QString html =
        QStringLiteral("<h3>%1 at %2</h3>").arg(qs(std::string(eventKindName(e.kind))), qs(formatClock(e.time)));
    html += QStringLiteral("<p>%1 → %2</p>").arg(qs(t.actorName(e.actor)), qs(t.peerName(e)));
    if (const auto env = envelopeOf(e, t)) {
        html += QStringLiteral("<table>");
        auto row = [&](const QString &k, const std::string &v) {
            if (!v.empty())
                html += QStringLiteral("<tr><td><b>%1</b></td><td style='white-space:nowrap'>%2</td></tr>")
                            .arg(k, qs(v).toHtmlEscaped()); // an ID on one line
        };
        row(tr("type"), env->type());
        row(tr("id"), env->id());
        row(tr("correlation_id"), env->correlationId());
        row(tr("causation_id"), env->causationId());
        row(tr("attempt"), std::to_string(env->attempt()));
        row(tr("first_seen"), formatClock(SimTime::fromMillis(env->firstSeenMs())));
        row(tr("origin"), env->origin());
        if (env->version() != 1)
            row(tr("version"), std::to_string(env->version()));
        row(tr("claim"), env->claim());
        for (const auto &[k, v] : env->route()) // the routing slip, as it came
            row(qs(k), v);
        for (const auto &[k, v] : env->headers())
            row(tr("header ") + qs(k), v);
        html += QStringLiteral("</table>");
    } else {
        if (e.reference())
            html += QStringLiteral("<p><b>%1</b> %2</p>")
                        .arg(hasKey(e.kind) ? tr("key") : tr("causation"), qs(t.ids().format(e.reference())));
        if (e.word())
            html += QStringLiteral("<p>%1</p>").arg(detailWords(t, e).toHtmlEscaped());
    }
    QString body;
    for (const Field &f : t.records().fields(e.recordRef()))
        if (f.section == Section::Body)
            body += QStringLiteral("<tr><td>%1</td><td>%2</td></tr>")
                        .arg(qs(t.names().text(f.name)), qs(formatValue(f.value, t.names(), t.ids())).toHtmlEscaped());
    if (!body.isEmpty())
        html += tr("<p><b>Body / value</b></p><table>") + body + QStringLiteral("</table>");
    html += keyHistoryHtml(*run, size_t(i));
    setHtml(html);
}

} // namespace corrsim
