#include "detailwords.h"

#include "trace/detailtexts.h"

#include <QCoreApplication>

namespace corrsim {

QString detailWords(EventKind kind, const std::string &word)
{
    // Only a text the model writes on this kind of event is its word: a scenario may name
    // an effect or a message type "expired", and that name stays as it is.
    if (!isKnownDetail(kind, word))
        return QString::fromStdString(word);
    return QCoreApplication::translate("DetailWords", word.c_str());
}

QString detailWords(const Trace &trace, const TraceEvent &event)
{
    return event.word() ? detailWords(event.kind, trace.names().text(event.word())) : QString();
}

} // namespace corrsim
