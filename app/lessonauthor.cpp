#include "lessonauthor.h"

#include "findingtext.h"
#include "qtext.h"
#include "runcontroller.h"
#include "savefile.h"
#include "scenario/scenario.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <QTimer>
#include <QUndoCommand>
#include <QUndoStack>
#include <QUrl>

#include <stdexcept>

namespace corrsim {

namespace {

/// One edit: the scenario before and after it, played again on undo and redo.
class ScenarioEdit : public QUndoCommand
{
public:
    ScenarioEdit(RunController *runs, const QString &what, Scenario before, Scenario after, bool restart)
        : QUndoCommand(what), m_runs(runs), m_before(std::move(before)), m_after(std::move(after)), m_restart(restart)
    {}
    void undo() override { m_runs->replaceScenario(m_before, !m_restart); }
    void redo() override { m_runs->replaceScenario(m_after, !m_restart); }

private:
    RunController *m_runs;
    Scenario m_before, m_after;
    bool m_restart;
};

/// Recovery files older than this many seconds after the last edit are at most that stale.
constexpr int AutosaveMs = 2000;

/// A lesson name from a file's: lower-case letters, digits and "-" ("Callback twice.json"
/// is callback-twice); "" when nothing of it is left.
std::string lessonNameFor(const QString &path)
{
    std::string name;
    for (const QChar c : QFileInfo(path).completeBaseName().toLower()) {
        const bool keep =
            (c >= QLatin1Char('a') && c <= QLatin1Char('z')) || (c >= QLatin1Char('0') && c <= QLatin1Char('9'));
        if (keep)
            name += char(c.unicode());
        else if (!name.empty() && name.back() != '-')
            name += '-';
    }
    while (!name.empty() && name.back() == '-')
        name.pop_back();
    return name.substr(0, 200);
}

/// The note beside a recovery file: what it is the edits of.
QString aboutFileOf(const QString &recovery)
{
    return recovery.left(recovery.size() - 5) + QStringLiteral(".about");
}

} // namespace

LessonAuthor::LessonAuthor(RunController *runs, QObject *parent)
    : QObject(parent), m_runs(runs), m_undo(new QUndoStack(this)), m_autosave(new QTimer(this))
{
    m_autosave->setSingleShot(true);
    m_autosave->setInterval(AutosaveMs);
    connect(m_autosave, &QTimer::timeout, this, &LessonAuthor::autosave);
    connect(m_undo, &QUndoStack::cleanChanged, this, [this] { emit modifiedChanged(modified()); });
    // The first edit after a save starts the clock; later ones do not restart it, so a
    // steady stream of edits is still written every two seconds.
    connect(m_undo, &QUndoStack::indexChanged, this, [this] {
        if (!m_autosave->isActive())
            m_autosave->start();
    });
    connect(m_runs, &RunController::scenarioReplaced, this, &LessonAuthor::opened);
}

LessonAuthor::~LessonAuthor() = default;

bool LessonAuthor::modified() const
{
    if (m_recovered)
        return true;
    if (m_undo->isClean())
        return false;
    // Undone and redone back to what was opened, or to one of its variants, as shipped.
    const Scenario *now = m_runs->scenario();
    if (!now || !m_opened)
        return true;
    try {
        return now->lessonText() != m_opened->withVariant(now->info().variant).lessonText();
    } catch (const std::exception &) {
        return true; // a variant the opened lesson does not have: an edit
    }
}

QString LessonAuthor::suggestedFileName() const
{
    const Scenario *s = m_runs->scenario();
    if (!m_path.isEmpty())
        return m_path;
    return (s ? qs(s->info().name) : QStringLiteral("lesson")) + QStringLiteral(".json");
}

void LessonAuthor::opened()
{
    m_autosave->stop();
    m_undo->clear();
    m_path.clear();
    m_recovery.clear(); // the last lesson's was saved or discarded before this one opened
    const Scenario *s = m_runs->scenario();
    m_opened = s ? std::make_shared<const Scenario>(*s) : nullptr;
    const QString file = s ? qs(s->info().file) : QString();
    const bool recovered =
        QFileInfo(file).isFile() && QFileInfo(file).absolutePath() == QDir(recoveryDir()).absolutePath();
    // A lesson read in the window's language from its texts file is not saved over the
    // lesson as written: Save asks where.
    if (QFileInfo(file).isFile() && !recovered && m_runs->textsFile().isEmpty())
        m_path = QFileInfo(file).absoluteFilePath();
    if (recovered)
        m_recovery = QFileInfo(file).absoluteFilePath(); // saving or discarding it removes it
    setRecovered(recovered);
}

void LessonAuthor::setRecovered(bool recovered)
{
    const bool was = modified();
    m_recovered = recovered;
    if (was != modified())
        emit modifiedChanged(modified());
}

bool LessonAuthor::edit(const QString &what, const std::function<void(Scenario &)> &change, bool restart)
{
    const Scenario *open = m_runs->scenario();
    if (!open)
        return false;
    Scenario after = *open;
    try {
        change(after);
        if (restart)
            after.matchScriptOrGoOffScript();
    } catch (const std::exception &e) {
        emit refused(errorText(e));
        return false;
    }
    m_undo->push(new ScenarioEdit(m_runs, what, *open, std::move(after), restart));
    return true;
}

namespace {

/// Where an editor opening `lessonPath` finds the scenario schema: the lesson's own
/// reference while it still leads to a file from there (or is a web address), else the
/// schema installed with Corrsim, else none rather than a path to nothing (a built-in's
/// "../resources/…" saved into Documents).
std::string schemaReferenceFor(const QString &lessonPath, const std::string &current)
{
    const QString reference = qs(current);
    if (reference.startsWith(QStringLiteral("https://")) || reference.startsWith(QStringLiteral("http://")))
        return current;
    if (!reference.isEmpty()) {
        const QUrl url(reference);
        const QString file = url.isLocalFile() ? url.toLocalFile() : QFileInfo(lessonPath).dir().filePath(reference);
        if (QFileInfo(file).isFile())
            return current;
    }
    const QString installed = QStandardPaths::locate(QStandardPaths::GenericDataLocation,
                                                     QStringLiteral("corrsim/resources/scenario.schema.json"));
    return installed.isEmpty() ? std::string() : QUrl::fromLocalFile(installed).toString().toStdString();
}

} // namespace

void LessonAuthor::save(const QString &path)
{
    const Scenario *s = m_runs->scenario();
    if (!s)
        throw std::runtime_error("a trace read from a file is not a lesson: open its scenario to edit and save it");
    // The lesson is named after its file: `corrsim run callback-twice.json` prints
    // callback-twice, and the lessons list no longer takes it for the built-in it came from.
    Scenario named = *s;
    if (const std::string name = lessonNameFor(path); !name.empty() && name != s->info().name)
        named.setHeading(name, s->info().title, s->info().summary);
    if (const std::string schema = schemaReferenceFor(path, named.schemaReference()); schema != named.schemaReference())
        named.setSchemaReference(schema);
    const std::string text = named.lessonText();
    // What is written must load: checked before the file is touched.
    const Scenario written = Scenario::parse(text, path.toStdString());
    saveFile(path, QByteArray::fromStdString(text));
    m_path = QFileInfo(path).absoluteFilePath();
    m_runs->savedTo(m_path);
    m_runs->replaceScenario(written, true); // the window plays the file it wrote
    m_undo->setClean();
    discardRecovery();
    setRecovered(false);
}

QString LessonAuthor::exportStudentCopy(const QString &studentPath, const std::vector<StudentCopyChange> &changes)
{
    const Scenario *s = m_runs->scenario();
    if (!s)
        throw std::runtime_error("a trace read from a file is not a lesson: open its scenario to export it");
    QString teacherPath = studentPath;
    if (teacherPath.endsWith(QStringLiteral("-student.json")))
        teacherPath.replace(teacherPath.size() - 13, 13, QStringLiteral("-teacher.json"));
    else
        teacherPath = QFileInfo(studentPath)
                          .dir()
                          .filePath(QFileInfo(studentPath).completeBaseName() + QStringLiteral("-teacher.json"));
    const std::string student = s->studentCopyText(changes), teacher = s->lessonText();
    Scenario::parse(student, studentPath.toStdString());
    Scenario::parse(teacher, teacherPath.toStdString());
    saveFile(studentPath, QByteArray::fromStdString(student));
    saveFile(teacherPath, QByteArray::fromStdString(teacher));
    return teacherPath;
}

void LessonAuthor::autosave()
{
    const Scenario *s = m_runs->scenario();
    if (!s || !modified())
        return discardRecovery();
    try {
        QDir().mkpath(recoveryDir());
        // Named for the lesson, and for this process: two windows never write one file.
        if (m_recovery.isEmpty())
            m_recovery =
                QDir(recoveryDir())
                    .filePath(
                        QStringLiteral("%1-%2.json").arg(qs(s->info().name)).arg(QCoreApplication::applicationPid()));
        const QJsonObject about{{QStringLiteral("editing"), editingName()},
                                {QStringLiteral("title"), qs(s->info().title)},
                                {QStringLiteral("pid"), QCoreApplication::applicationPid()}};
        saveFile(aboutFileOf(m_recovery), QJsonDocument(about).toJson(QJsonDocument::Compact));
        saveFile(m_recovery, QByteArray::fromStdString(s->lessonText()));
        // A recovery file opened as it is (File › Open) is the file watched: this write
        // is the window's own, not a change to read again.
        if (QFileInfo(qs(s->info().file)).absoluteFilePath() == QFileInfo(m_recovery).absoluteFilePath())
            m_runs->savedTo(m_recovery);
    } catch (const std::exception &e) {
        // A recovery file is a safety net: a full disk must not stop the class, but the
        // author must know the edits are only in memory now.
        emit recoveryFailed(errorText(e));
    }
}

void LessonAuthor::discardRecovery()
{
    m_autosave->stop();
    if (!m_recovery.isEmpty())
        removeRecovery(m_recovery);
    m_recovery.clear();
}

void LessonAuthor::removeRecovery(const QString &file)
{
    QFile::remove(file);
    QFile::remove(aboutFileOf(file));
}

QString LessonAuthor::editingName() const
{
    if (!m_path.isEmpty())
        return m_path;
    const Scenario *s = m_runs->scenario();
    return s && !QFileInfo(qs(s->info().file)).isFile() ? qs(s->info().name) : QString();
}

QString LessonAuthor::Recovery::words() const
{
    const QString what = editing.isEmpty() ? QFileInfo(file).fileName() : QFileInfo(editing).fileName();
    const QString when = edited.toString(QStringLiteral("yyyy-MM-dd hh:mm"));
    return title.isEmpty() ? tr("%1, edited %2").arg(what, when) : tr("%1 (%2), edited %3").arg(what, title, when);
}

bool LessonAuthor::Recovery::writerAlive() const
{
    // A live process of ours has its /proc entry; a crashed one does not (a pid reused
    // since by another program keeps it offered later: never a false "crashed").
    return pid > 0 && pid != QCoreApplication::applicationPid() &&
           QFileInfo::exists(QStringLiteral("/proc/%1").arg(pid));
}

QList<LessonAuthor::Recovery> LessonAuthor::recoveries()
{
    QList<Recovery> list;
    for (const QString &file : recoveryFiles()) {
        Recovery r;
        r.file = file;
        r.edited = QFileInfo(file).lastModified();
        QFile about(aboutFileOf(file));
        if (about.open(QIODevice::ReadOnly)) {
            const QJsonObject o = QJsonDocument::fromJson(about.readAll()).object();
            r.editing = o.value(QStringLiteral("editing")).toString();
            r.title = o.value(QStringLiteral("title")).toString();
            r.pid = qint64(o.value(QStringLiteral("pid")).toDouble());
        }
        list << r;
    }
    return list;
}

bool LessonAuthor::restore(const Recovery &r)
{
    QFile f(r.file);
    if (!f.open(QIODevice::ReadOnly))
        return false;
    const std::string text = f.readAll().toStdString();
    // The lesson the edits were made to, so Save goes back to it and the watched file is
    // the user's; where it is gone, the recovery file itself (Save then asks where).
    if (r.editing.isEmpty() || !m_runs->open(r.editing) || !m_runs->scenario())
        return m_runs->open(r.file);
    const std::string file = m_runs->scenario()->info().file;
    try {
        const Scenario recovered = Scenario::parse(text, file);
        if (!edit(
                tr("restore unsaved edits"), [&](Scenario &s) { s = recovered; }, true))
            return false;
    } catch (const std::exception &e) {
        emit refused(errorText(e));
        return false;
    }
    m_recovery = QFileInfo(r.file).absoluteFilePath(); // this window's now: removed once saved or discarded
    autosave();
    return true;
}

QString LessonAuthor::recoveryDir()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/recovery");
}

QStringList LessonAuthor::recoveryFiles()
{
    QStringList files;
    for (const QFileInfo &f : QDir(recoveryDir()).entryInfoList({QStringLiteral("*.json")}, QDir::Files, QDir::Time))
        files << f.absoluteFilePath();
    return files;
}

} // namespace corrsim
