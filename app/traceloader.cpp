#include "traceloader.h"

#include "importoptions.h"
#include "input/scenarioerror.h"
#include "savedtrace.h"

#include <QFileInfo>

#include <fstream>

namespace corrsim {

TraceLoader::TraceLoader(QObject *parent) : QObject(parent)
{
    connect(&m_job, &BackgroundJob::progressed, this, [this](quint64 bytes) {
        if (m_size > 0)
            emit progress(int(std::min<quint64>(100, bytes * 100 / quint64(m_size))));
    });
    connect(&m_job, &BackgroundJob::finished, this, [this] {
        if (m_job.ending() == BackgroundJob::Ending::Failed)
            emit failed(m_path, m_job.failure());
        else if (const Opened *opened = m_job.result())
            emit loaded(m_path, opened->read, opened->diagram);
        else
            emit cancelled(m_path);
    });
}

TraceLoader::~TraceLoader() = default; // the job stops and waits for the reader

void TraceLoader::cancel()
{
    m_job.stop();
}

void TraceLoader::open(const QString &path)
{
    m_path = path;
    m_size = QFileInfo(path).size();
    const std::string file = path.toStdString();
    const ImportOptions import = savedImportOptions(path); // for spans another tool wrote
    // Starting stops a read under way; it stops within a few thousand lines.
    m_job.start([file, import](JobControl &control) -> std::optional<Opened> {
        std::ifstream in(file, std::ios::binary);
        if (!in)
            throw ScenarioError(file, "", Finding{FindingKind::CannotOpenFile, {}, {}});
        Opened opened;
        try {
            opened.read =
                readSavedTrace(in, file, uint64_t(8192) << 20, {control.stopFlag(), control.doneCounter()}, import);
        } catch (const ScenarioError &) {
            throw;                          // its words name the file
        } catch (const std::exception &e) { // memory: a trace larger than this machine can hold
            throw std::runtime_error(file + ": " + e.what());
        }
        if (!opened.read.record || control.stopRequested())
            return std::nullopt;
        opened.diagram = DiagramData::prepare(opened.read.record->trace());
        return opened;
    });
    emit progress(0);
}

} // namespace corrsim
