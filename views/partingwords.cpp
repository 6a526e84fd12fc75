#include "partingwords.h"

#include "eventprose.h"
#include "qtext.h"

#include <QCoreApplication>

namespace corrsim {

namespace {

/// The words' translation context (lupdate reads PartingWords::tr).
struct PartingWords
{
    Q_DECLARE_TR_FUNCTIONS(PartingWords)
};

} // namespace

QString partingWords(const RunComparison &comparison, const Divergence &d, const RunRecord *a, const RunRecord *b)
{
    // Spans compared by their exchanges have words of their own (whatif/rundiff.cpp).
    if (comparison.byExchanges || !a || !b)
        return qs(d.sentence());
    // On one clock: the moment is the earlier of the two events; the later one says when.
    const std::optional<SimTime> at = !d.timeA ? d.timeB : !d.timeB ? d.timeA : std::min(*d.timeA, *d.timeB);
    const auto side = [&](const Trace &t, size_t i, const std::optional<SimTime> &when) {
        const QString words = i < t.size() ? eventProse(t, i) : PartingWords::tr("the run has ended");
        return when && at && *when != *at
                   ? PartingWords::tr("%1, at %2", "an event, at its time").arg(words, qs(formatClock(*when)))
                   : words;
    };
    const QString where = d.eventA == d.eventB || d.eventB == SIZE_MAX ? PartingWords::tr("event %1").arg(d.eventA)
                          : d.eventA == SIZE_MAX
                              ? PartingWords::tr("event %1").arg(d.eventB)
                              : PartingWords::tr("event %1 of A and %2 of B").arg(d.eventA).arg(d.eventB);
    const QString from = at ? PartingWords::tr("From %1 (%2) the runs differ.").arg(where, qs(formatClock(*at)))
                            : PartingWords::tr("From %1 the runs differ.").arg(where);
    return PartingWords::tr("%1 B: %2; A: %3.", "From event 16 (26 ms) the runs differ. B: …; A: ….")
        .arg(from, side(b->trace(), d.eventB, d.timeB), side(a->trace(), d.eventA, d.timeA));
}

} // namespace corrsim
