#include "tracemodeldialog.h"

#include "findingtext.h"
#include "import/scenariofromtrace.h"
#include "input/scenarioerror.h"
#include "qtext.h"
#include "run/runrecord.h"
#include "savefile.h"

#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>

namespace corrsim {

std::optional<QString> saveScenarioOfTrace(QWidget *parent, const RunRecord &run)
{
    const std::string name = scenarioNameOf(run.info.file);
    ModelledScenario modelled;
    try {
        modelled = scenarioFromTrace(run, name, run.info.file);
    } catch (const ScenarioError &e) {
        QMessageBox::information(parent, QFileDialog::tr("Make a scenario from this trace"), findingText(e.finding()));
        return std::nullopt;
    }
    const QString suggested = QFileInfo(qs(run.info.file)).absoluteDir().filePath(qs(name) + ".json");
    const QString path = QFileDialog::getSaveFileName(parent, QFileDialog::tr("Save the scenario of this trace"),
                                                      suggested, QFileDialog::tr("Scenarios (*.json)"));
    if (path.isEmpty())
        return std::nullopt;
    try {
        saveFile(path, QByteArray::fromStdString(modelled.json));
    } catch (const std::exception &e) {
        QMessageBox::warning(parent, QFileDialog::tr("Make a scenario from this trace"),
                             QFileDialog::tr("%1 was not written: %2").arg(path, errorText(e)));
        return std::nullopt;
    }
    return path;
}

} // namespace corrsim
