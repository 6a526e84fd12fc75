#pragma once
// Opens a trace file off the GUI thread: a seven-million-event trace takes a while to
// read, and the window stays live meanwhile, with progress, and Esc cancels it.

#include "backgroundjob.h"
#include "diagramdata.h"
#include "export/tracereader.h"

#include <QObject>
#include <QString>

#include <memory>

namespace corrsim {

class TraceLoader : public QObject
{
    Q_OBJECT
public:
    explicit TraceLoader(QObject *parent = nullptr);
    ~TraceLoader() override;
    /// Starts reading `path`, cancelling a read still under way.
    void open(const QString &path);
    void cancel();

signals:
    /// How far the read has got, 0 to 100, a few times a second.
    void progress(int percent);
    /// The trace read, and its diagram's data made on the same worker.
    void loaded(const QString &path, const ReadTrace &read, std::shared_ptr<DiagramData> diagram);
    void failed(const QString &path, const QString &message);
    void cancelled(const QString &path);

private:
    struct Opened
    {
        ReadTrace read;
        std::shared_ptr<DiagramData> diagram;
    };
    Job<Opened> m_job; // its progress is bytes read
    QString m_path;
    qint64 m_size = 0;
};

} // namespace corrsim
