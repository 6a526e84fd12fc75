#pragma once
// The details of one trace event beside the diagram: a message's whole envelope (IDs,
// attempt, first_seen, origin, application headers) and its body, or an event's key,
// detail and stored value.

#include <QTextBrowser>

namespace corrsim {

struct RunRecord;

class DetailsPane : public QTextBrowser
{
    Q_OBJECT
public:
    explicit DetailsPane(QWidget *parent = nullptr);
    /// Shows trace event i of run; clears for -1 or no run.
    void showEvent(const RunRecord *run, long i);
};

} // namespace corrsim
