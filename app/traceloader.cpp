#include "traceloader.h"

#include "importoptions.h"
#include "input/scenarioerror.h"
#include "savedtrace.h"

#include <QFileInfo>
#include <QTimer>
#include <QtConcurrent>

#include <fstream>

namespace corrsim {

TraceLoader::TraceLoader(QObject *parent) : QObject(parent), m_poll(new QTimer(this))
{
    m_poll->setInterval(150);
    connect(m_poll, &QTimer::timeout, this, [this] {
        if (m_bytes && m_size > 0)
            emit progress(int(std::min<uint64_t>(100, m_bytes->load() * 100 / uint64_t(m_size))));
    });
    connect(&m_watcher, &QFutureWatcher<Outcome>::finished, this, [this] {
        m_poll->stop();
        const Outcome outcome = m_watcher.result();
        if (!outcome.error.isEmpty())
            emit failed(m_path, outcome.error);
        else if (!outcome.read.record)
            emit cancelled(m_path);
        else
            emit loaded(m_path, outcome.read, outcome.diagram);
    });
}

TraceLoader::~TraceLoader()
{
    cancel();
    m_watcher.waitForFinished();
}

void TraceLoader::cancel()
{
    if (m_cancel)
        m_cancel->store(true);
}

void TraceLoader::open(const QString &path)
{
    cancel();
    m_watcher.waitForFinished(); // the reader stops within a few thousand lines
    m_path = path;
    m_size = QFileInfo(path).size();
    m_cancel = std::make_shared<std::atomic<bool>>(false);
    m_bytes = std::make_shared<std::atomic<uint64_t>>(0);
    const auto cancel = m_cancel;
    const auto bytes = m_bytes;
    const std::string file = path.toStdString();
    const ImportOptions import = savedImportOptions(path); // for spans another tool wrote
    m_watcher.setFuture(QtConcurrent::run([file, cancel, bytes, import] {
        Outcome outcome;
        try {
            std::ifstream in(file, std::ios::binary);
            if (!in)
                throw ScenarioError(file, "", "cannot open the file");
            outcome.read = readSavedTrace(in, file, uint64_t(8192) << 20, {cancel.get(), bytes.get()}, import);
            if (outcome.read.record && !cancel->load())
                outcome.diagram = DiagramData::prepare(outcome.read.record->trace());
        } catch (const ScenarioError &e) {
            outcome.error = QString::fromStdString(e.what());
        } catch (const std::exception &e) { // memory: a trace larger than this machine can hold
            outcome.error = QString::fromStdString(file + ": " + e.what());
        }
        return outcome;
    }));
    m_poll->start();
    emit progress(0);
}

} // namespace corrsim
