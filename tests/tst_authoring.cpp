#include "anchorwords.h"
#include "builtinscenarios.h"
#include "comparewindow.h"
#include "lessonauthor.h"
#include "lessonheadingdialog.h"
#include "lessonoutline.h"
#include "lessonpanel.h"
#include "mainwindow.h"
#include "newlessondialog.h"
#include "notedialog.h"
#include "parametereditors.h"
#include "parameterpanel.h"
#include "participantsdialog.h"
#include "playback.h"
#include "run/lessoncheck.h"
#include "run/lessonnotes.h"
#include "run/noteshift.h"
#include "run/run.h"
#include "run/sagametrics.h"
#include "run/studentcopy.h"
#include "runexport.h"
#include "sagatimeline.h"
#include "scenario/narrativenote.h"
#include "scenario/noteanchor.h"
#include "scenario/pinnedfault.h"
#include "scenario/scenario.h"
#include "scenariosource.h"
#include "sequencediagram.h"
#include "storespanel.h"
#include "storetablemodel.h"
#include "studentcopydialog.h"
#include "windowruns.h"

#include <QAbstractButton>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QProcess>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTreeWidget>
#include <QTreeWidgetItemIterator>
#include <QUndoStack>
#include <QUrl>

#include <csignal>
#include <functional>
#include <sys/resource.h>

using namespace corrsim;

/// The note the killed window was writing (aTeachersOwnLessonFromTemplateToClass).
constexpr const char *DyingWords = "Written just before the power went.";

/// In a process of its own: opens the lesson, rewords its last note, waits for the
/// autosave, and is killed (SIGKILL: no clean-up, no question).
int editThenDie(const QString &lesson)
{
    QStandardPaths::setTestModeEnabled(true);
    MainWindow w;
    w.show();
    if (!w.runs()->open(lesson) || !settled(w))
        return 2;
    NarrativeNote words;
    words.text = DyingWords;
    const size_t last = w.runs()->scenario()->narrativeSize() - 1;
    if (!w.author()->edit(
            QStringLiteral("reword"), [&](Scenario &s) { s.rewordNote(last, words); }, false) ||
        !settled(w))
        return 3;
    if (!QTest::qWaitFor([] { return !LessonAuthor::recoveries().isEmpty(); }, 10000))
        return 4;
    ::kill(::getpid(), SIGKILL);
    return 5;
}

// A teacher records a lesson in the window (issue 26, docs/authoring.md): from
// payment-out-of-order, a duplicate pinned from What if…, a predict step on the event
// that decides it, two notes; saved, the file validates, the command line runs it green
// with the window's fingerprint, and a parameter change moves the notes with their events.
class TestAuthoring : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    /// Answers the next modal dialog of type D with `fill` (which accepts or rejects it).
    template <typename D> static void answerNextDialog(const std::function<void(D *)> &fill)
    {
        auto *timer = new QTimer;
        QObject::connect(timer, &QTimer::timeout, timer, [timer, fill] {
            if (auto *d = qobject_cast<D *>(QApplication::activeModalWidget())) {
                timer->stop();
                timer->deleteLater();
                fill(d);
            }
        });
        timer->start(20);
    }
    static long firstEvent(const Trace &t, EventKind kind, const std::string &typeOrDetail, int occurrence = 1)
    {
        for (size_t i = 0; i < t.size(); ++i)
            if (const auto a = NoteAnchor::of(t, i);
                a && a->kind == kind && (a->type == typeOrDetail || a->detail == typeOrDetail) && --occurrence == 0)
                return long(i);
        return -1;
    }
    /// The note the lesson shows right before event `i` with this text, if any.
    static bool noteRightBefore(const Trace &t, long i, const std::string &text)
    {
        for (long k = i - 1; k >= 0 && t[size_t(k)].kind == EventKind::Note; --k)
            if (t.names().text(t[size_t(k)].text()) == text)
                return true;
        return false;
    }
    struct Cli
    {
        int code;
        QString out;
    };
    static Cli corrsim(const QStringList &args)
    {
        QProcess p;
        p.start(QStringLiteral(CORRSIM_EXECUTABLE), args);
        p.waitForFinished(60000);
        return {p.exitCode(), QString::fromUtf8(p.readAllStandardOutput() + p.readAllStandardError())};
    }
    /// payment-out-of-order with its first note deleted, not saved.
    static bool openWithAnUnsavedEdit(MainWindow &w)
    {
        return w.runs()->open(QStringLiteral("payment-out-of-order")) && settled(w) &&
               w.author()->edit(
                   QStringLiteral("delete"), [](Scenario &s) { s.removeNote(0); }, false) &&
               settled(w) && w.author()->modified();
    }
    /// File › New lesson from the template `name`, as the dialog is answered.
    void newLessonFromTemplate(MainWindow &w, const QString &name)
    {
        w.show();
        QVERIFY(w.runs()->open(QStringLiteral("eip-stock-check")));
        QVERIFY(settled(w));
        answerNextDialog<NewLessonDialog>([name](NewLessonDialog *d) {
            QCOMPARE(d->templates()->count(), 5);
            for (int row = 0; row < d->templates()->count(); ++row)
                if (d->templates()->item(row)->data(Qt::UserRole).toString() == name)
                    d->templates()->setCurrentRow(row);
            d->accept();
        });
        w.newLesson();
        QVERIFY(settled(w));
    }
    /// The recovery a new window offers at start, answered Restore; what it said.
    static QString restoreWhatIsOffered(MainWindow &w)
    {
        QString offered;
        answerNextDialog<QMessageBox>([&offered](QMessageBox *b) {
            offered = b->text();
            for (QAbstractButton *button : b->buttons())
                if (button->text().remove(QLatin1Char('&')) == QStringLiteral("Restore"))
                    button->click();
        });
        w.offerRecovery();
        return offered;
    }
    void addNote(MainWindow &w, long event, bool question, const std::function<void(NoteDialog *)> &fill)
    {
        w.playback()->setCursor(size_t(event));
        answerNextDialog<NoteDialog>([fill](NoteDialog *d) {
            fill(d);
            d->accept();
        });
        w.addNoteHere(question);
        QVERIFY(settled(w));
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true); // keep the user's settings and recovery files out of it
        QDir(LessonAuthor::recoveryDir()).removeRecursively();
    }

    void aTeachersLessonPlaysInTheLanguageOfItsTextsFile()
    {
        // A lesson file with FILE.pt_BR.json beside it: the window in Portuguese reads those
        // texts over it, and Save asks where instead of writing them over the lesson as
        // written; a language it has no texts for, and the command line, read it as written.
        const QString lesson = m_dir.filePath(QStringLiteral("stock.json"));
        const QString texts = m_dir.filePath(QStringLiteral("stock.pt_BR.json"));
        QFile l(lesson), t(texts);
        QVERIFY(l.open(QIODevice::WriteOnly) && t.open(QIODevice::WriteOnly));
        l.write(findBuiltinScenario("eip-stock-check")->text.data());
        t.write(R"({"textsOf": "eip-stock-check", "language": "pt_BR",
                   "texts": {"/title": "Duas respostas de estoque no caminho de volta"}})");
        l.close();
        t.close();
        const std::string written = Scenario::parse(findBuiltinScenario("eip-stock-check")->text, "x").info().title;
        for (const QString &language : {QStringLiteral("pt_BR"), QStringLiteral("en"), QString()}) {
            MainWindow w;
            w.runs()->setLessonLanguage(language);
            QVERIFY(w.runs()->open(lesson));
            QVERIFY(settled(w));
            const bool read = language == QLatin1String("pt_BR");
            QCOMPARE(w.runs()->scenario()->info().title,
                     read ? std::string("Duas respostas de estoque no caminho de volta") : written);
            QCOMPARE(w.runs()->textsFile(), read ? texts : QString());
            QCOMPARE(w.author()->path(), read ? QString() : QFileInfo(lesson).absoluteFilePath());
        }
        // A texts file that does not fit is said, naming it and the pointer, and the lesson
        // plays as written.
        QFile broken(m_dir.filePath(QStringLiteral("stock.zh_CN.json")));
        QVERIFY(broken.open(QIODevice::WriteOnly));
        broken.write(R"({"textsOf": "eip-stock-check", "language": "zh_CN", "texts": {"/narrative/99/text": "x"}})");
        broken.close();
        MainWindow w;
        w.runs()->setLessonLanguage(QStringLiteral("zh_CN"));
        QSignalSpy failed(w.runs(), &RunController::failed);
        QVERIFY(w.runs()->open(lesson));
        QVERIFY(settled(w));
        QCOMPARE(w.runs()->scenario()->info().title, written);
        QCOMPARE(failed.size(), 1);
        const QString said = failed.front().at(1).toString();
        QVERIFY2(said.contains(QStringLiteral("stock.zh_CN.json")) &&
                     said.contains(QStringLiteral("/texts/~1narrative~199~1text")),
                 qPrintable(said));
        QCOMPARE(openScenario(lesson.toStdString()).info().title, written); // the command line's way in
    }

    void recordsALessonTheCommandLineRuns()
    {
        MainWindow w;
        w.show();
        QVERIFY(w.runs()->open(QStringLiteral("payment-out-of-order")));
        QVERIFY(settled(w));
        QVERIFY(!w.isWindowModified());

        // What if… the B callback came twice: kept in the lesson from the compare window.
        const long callback = firstEvent(w.run()->trace(), EventKind::Send, "payment.callback");
        QVERIFY(callback >= 0);
        w.runs()->whatIf(PinnedFault::onMessage(PinnedFault::Kind::Duplicate, uint64_t(callback)),
                         QStringLiteral("this payment.callback came twice"));
        QVERIFY(settled(w));
        QVERIFY(w.comparison());
        auto *keep = w.comparison()->findChild<QPushButton *>(QStringLiteral("keepInLesson"));
        QVERIFY(keep);
        keep->click();
        QVERIFY(settled(w));
        QVERIFY(w.isWindowModified());
        QVERIFY(w.windowTitle().contains(QStringLiteral("[*]")));
        const long lost = firstEvent(w.run()->trace(), EventKind::StoreRemove, "KEY_NOT_FOUND");
        QVERIFY2(lost >= 0, "the duplicate's claim finds nothing");

        // A predict step on the remove that finds nothing, and two notes.
        addNote(w, lost, true, [](NoteDialog *d) {
            d->textEdit()->setPlainText(QStringLiteral("Two copies of B's callback reach orders at one instant."));
            d->askEdit()->setText(QStringLiteral("What does the second copy's claim of the pending entry find?"));
            d->choicesEdit()->setPlainText(QStringLiteral("The entry, so B is paid twice\nNothing: the entry is gone"));
            d->answerBox()->setCurrentText(QStringLiteral("Nothing: the entry is gone"));
            d->revealEdit()->setPlainText(QStringLiteral("Nothing. The first copy removed it a moment before."));
        });
        addNote(w, firstEvent(w.run()->trace(), EventKind::Duplicate, "payment.callback"), false,
                [](NoteDialog *d) { d->textEdit()->setPlainText(QStringLiteral("The network copies B's callback.")); });
        addNote(w, firstEvent(w.run()->trace(), EventKind::StateChange, "PAID", 2), false, [](NoteDialog *d) {
            d->textEdit()->setPlainText(QStringLiteral("A is paid with its own amount, 100."));
        });
        const std::shared_ptr<const RunRecord> recorded = w.run();
        const Trace &t = recorded->trace();
        const SimTime lostAt = t[size_t(firstEvent(t, EventKind::StoreRemove, "KEY_NOT_FOUND"))].time;
        QVERIFY(noteRightBefore(t, firstEvent(t, EventKind::StoreRemove, "KEY_NOT_FOUND"),
                                "Two copies of B's callback reach orders at one instant."));
        QCOMPARE(w.runs()->scenario()->narrativeSize(), size_t(6));

        // Two expectations from what the run shows: a final status from the stores
        // panel's menu, and how many removes found nothing from the event's.
        int statusStore = -1;
        for (StoreTableModel *m : w.stores()->models())
            if (m->storeName() == QStringLiteral("orders.status"))
                statusStore = m->store();
        QVERIFY(statusStore >= 0);
        QMenu menu;
        emit w.stores()->menuRequested(&menu, statusStore, QStringLiteral("orders.status"),
                                       QStringLiteral("ORD-CID-B"));
        QAction *paid = nullptr;
        for (QAction *a : menu.actions().front()->menu()->actions())
            if (a->text() == QStringLiteral("ORD-CID-B status is PAID"))
                paid = a;
        QVERIFY(paid);
        QVERIFY(w.stores()->showStore(QStringLiteral("orders.status")));
        answerNextDialog<QInputDialog>([](QInputDialog *d) { d->accept(); }); // the name offered
        paid->trigger();
        QVERIFY(settled(w));
        // The store on screen stays on screen, filled, across the run the edit makes.
        QCOMPARE(w.stores()->currentStore(), QStringLiteral("orders.status"));
        QVERIFY(w.stores()->shownModel() && w.stores()->shownModel()->rowCount() == 2);
        answerNextDialog<QInputDialog>([](QInputDialog *d) {
            d->setTextValue(QStringLiteral("the second copy's claim finds nothing"));
            d->accept();
        });
        w.expectEvent(firstEvent(w.run()->trace(), EventKind::StoreRemove, "KEY_NOT_FOUND"));
        QVERIFY(settled(w));
        QCOMPARE(w.run()->expectations.size(), size_t(10));
        QCOMPARE(QString::fromStdString(w.run()->expectations[8].name), QStringLiteral("ORD-CID-B status is PAID"));
        for (const ExpectationResult &e : w.run()->expectations)
            QVERIFY2(e.passed, e.name.c_str());

        // Every edit undoes and redoes.
        QUndoStack *undo = w.author()->undoStack();
        QCOMPARE(undo->count(), 6);
        undo->undo();
        QVERIFY(settled(w));
        QCOMPARE(w.run()->expectations.size(), size_t(9));
        undo->redo();
        QVERIFY(settled(w));
        QCOMPARE(w.run()->expectations.size(), size_t(10));

        // Saved: the window plays the file, nothing is marked unsaved, and the command line
        // runs it green with the window's fingerprint.
        const QString file = m_dir.filePath(QStringLiteral("recorded.json"));
        const std::string shown = w.run()->fingerprint;
        w.author()->save(file);
        QVERIFY(settled(w));
        QVERIFY(!w.isWindowModified());
        QCOMPARE(w.run()->fingerprint, shown);
        const Cli run = corrsim({QStringLiteral("run"), file});
        QCOMPARE(run.code, 0);
        QVERIFY2(run.out.contains(QStringLiteral("PASS  the second copy's claim finds nothing")), qPrintable(run.out));
        QVERIFY2(run.out.contains(QStringLiteral("fingerprint %1").arg(QString::fromStdString(shown))),
                 qPrintable(run.out));
        const Cli lesson = corrsim({QStringLiteral("validate"), QStringLiteral("--lesson"), file});
        QVERIFY2(lesson.code == 0, qPrintable(lesson.out));
        {
            // The answer by its number ("Nothing: the entry is gone" is the second choice).
            QFile saved(file);
            QVERIFY(saved.open(QIODevice::ReadOnly));
            QVERIFY(saved.readAll().contains("\"answer\": 2,"));
        }

        // A slower network moves each note with its event.
        RunProblems problems(w);
        QVERIFY(w.author()->edit(
            QStringLiteral("slower"),
            [](Scenario &s) {
                s.set({"network.latency", "40ms"});
            },
            true));
        QVERIFY(settled(w));
        const std::shared_ptr<const RunRecord> slower = w.run();
        const Trace &slow = slower->trace();
        const long moved = firstEvent(slow, EventKind::StoreRemove, "KEY_NOT_FOUND");
        QVERIFY(moved >= 0 && slow[size_t(moved)].time > lostAt);
        QVERIFY(noteRightBefore(slow, moved, "Two copies of B's callback reach orders at one instant."));
        QVERIFY(w.isWindowModified());
    }

    void expectsWhereASagaEnds()
    {
        MainWindow w;
        QVERIFY(w.runs()->open(QStringLiteral("saga-payment-happy-path")));
        QVERIFY(settled(w));
        const size_t before = w.run()->expectations.size();
        const SagaInstance saga = w.run()->sagas->instances.front();
        QMenu menu;
        emit w.sagaTimeline()->menuRequested(&menu, saga);
        QCOMPARE(menu.actions().size(), 1);
        QVERIFY(menu.actions().front()->text().contains(QString::fromStdString(saga.state)));
        answerNextDialog<QInputDialog>([](QInputDialog *d) { d->accept(); });
        menu.actions().front()->trigger();
        QVERIFY(settled(w));
        QCOMPARE(w.run()->expectations.size(), before + 1);
        QVERIFY(w.run()->expectations.back().passed);
    }

    void exportsAStudentCopyAndATeachersCopy()
    {
        MainWindow w;
        QVERIFY(w.runs()->open(QStringLiteral("payment-out-of-order")));
        QVERIFY(settled(w));
        const QString student = m_dir.filePath(QStringLiteral("ooo-student.json"));
        QCOMPARE(w.author()->exportStudentCopy(student), m_dir.filePath(QStringLiteral("ooo-teacher.json")));
        QFile s(student), t(m_dir.filePath(QStringLiteral("ooo-teacher.json")));
        QVERIFY(s.open(QIODevice::ReadOnly) && t.open(QIODevice::ReadOnly));
        const QByteArray studentText = s.readAll(), teacherText = t.readAll();
        QVERIFY(teacherText.contains("\"reveal\"") && teacherText.contains("\"answer\""));
        QVERIFY(!studentText.contains("\"reveal\"") && !studentText.contains("\"answer\""));
        QVERIFY(!studentText.contains("B, with 250. The correlationId"));
        // Played, the question is asked and its answer is the teacher's.
        QVERIFY(w.runs()->open(student));
        QVERIFY(settled(w));
        QVERIFY(w.run()->info.studentCopy);
    }

    // The teacher's whole walk (issue 55): a lesson about a two-service system of their own
    // from the request-reply template, without typing JSON: a participant added and
    // renamed, a title, a predict step, two notes, an expectation, a kept fault; saved, it
    // runs green headless with the window's fingerprint; a parameter that reorders the
    // replies leaves every note on its own conversation; the student copy states no
    // answer; and unsaved edits survive the window being killed (SIGKILL, in a process of
    // its own: editThenDie below).
    void aTeachersOwnLessonFromTemplateToClass()
    {
        const QString file = m_dir.filePath(QStringLiteral("Two Warehouses.json"));
        {
            MainWindow w;
            newLessonFromTemplate(w, QStringLiteral("request-reply"));
            ParticipantsDialog people(w.author(), w.runs(), &w);
            QVERIFY2(people.addParticipant(QStringLiteral("replier"), QStringLiteral("pricing")),
                     qPrintable(people.problem()->text()));
            QVERIFY(settled(w));
            people.select(QStringLiteral("warehouse"));
            QVERIFY2(people.renameSelected(QStringLiteral("stock")), qPrintable(people.problem()->text()));
            QVERIFY(settled(w));
            answerNextDialog<LessonHeadingDialog>([](LessonHeadingDialog *d) {
                d->titleEdit()->setText(QStringLiteral("Two stock replies cross"));
                d->summaryEdit()->setPlainText(QStringLiteral("The shop asks the stock service about two items."));
                d->accept();
            });
            w.editLessonHeading();
            QVERIFY(settled(w));

            const Trace &t = w.run()->trace();
            const long firstReply = firstEvent(t, EventKind::Deliver, "stock.level");
            const long secondReply = firstEvent(t, EventKind::Deliver, "stock.level", 2);
            QVERIFY(firstReply >= 0 && secondReply > firstReply);
            QCOMPARE(t.ids().format(t[size_t(firstReply)].correlation), std::string("102")); // hats overtakes
            addNote(w, firstEvent(t, EventKind::Send, "check.stock"), false, [](NoteDialog *d) {
                d->textEdit()->setPlainText(QStringLiteral("The shop asks about shoes first, then hats."));
            });
            addNote(w, firstEvent(w.run()->trace(), EventKind::Deliver, "stock.level"), true, [](NoteDialog *d) {
                d->textEdit()->setPlainText(QStringLiteral("A reply reaches the shop before the other."));
                d->askEdit()->setText(QStringLiteral("Which request does the shop give it to?"));
                d->choicesEdit()->setPlainText(QStringLiteral("The shoes request\nThe hats request"));
                d->answerBox()->setCurrentText(QStringLiteral("The hats request"));
                d->revealEdit()->setPlainText(
                    QStringLiteral("The hats request. Its correlation ID is the key into the pending store."));
            });
            addNote(w, firstEvent(w.run()->trace(), EventKind::Deliver, "stock.level", 2), false, [](NoteDialog *d) {
                d->textEdit()->setPlainText(QStringLiteral(
                    "The shoes reply comes last: its correlation ID is the key into the pending store."));
            });
            // Expect this, on the hats reply's match.
            long matched = -1;
            for (size_t i = 0; i < w.run()->trace().size() && matched < 0; ++i)
                if (w.run()->trace()[i].kind == EventKind::ReplyMatched)
                    matched = long(i);
            answerNextDialog<QInputDialog>([](QInputDialog *d) {
                d->setTextValue(QStringLiteral("the hats reply is matched once"));
                d->accept();
            });
            w.expectEvent(matched);
            QVERIFY(settled(w));
            QCOMPARE(w.runs()->scenario()->expectations().size(), size_t(1));

            // What if the hats reply came twice: kept.
            const long hatsSend = [&] {
                const Trace &r = w.run()->trace();
                for (size_t i = 0; i < r.size(); ++i)
                    if (r[i].kind == EventKind::Send && r.ids().format(r[i].correlation) == "102" &&
                        r.names().text(r[i].word()) == "stock.level")
                        return long(i);
                return -1L;
            }();
            QVERIFY(hatsSend >= 0);
            w.runs()->whatIf(PinnedFault::onMessage(PinnedFault::Kind::Duplicate, uint64_t(hatsSend)),
                             QStringLiteral("the hats reply came twice"));
            QVERIFY(settled(w));
            w.comparison()->findChild<QPushButton *>(QStringLiteral("keepInLesson"))->click();
            QVERIFY(settled(w));
            QVERIFY(!w.findChild<QMessageBox *>(QStringLiteral("displacedNotes"))); // the app's anchors stay

            // Saved and run headless: green, with the window's fingerprint.
            w.author()->save(file);
            QVERIFY(settled(w));
            QCOMPARE(w.runs()->scenario()->info().name, std::string("two-warehouses"));
            const Cli run = corrsim({QStringLiteral("run"), file});
            QVERIFY2(run.code == 0, qPrintable(run.out));
            QVERIFY2(
                run.out.contains(QStringLiteral("fingerprint %1").arg(QString::fromStdString(w.run()->fingerprint))),
                qPrintable(run.out));
            const Cli lesson = corrsim({QStringLiteral("validate"), QStringLiteral("--lesson"), file});
            QVERIFY2(lesson.code == 0, qPrintable(lesson.out));

            // The replies in request order: every note stays on its own conversation.
            const auto before = noteSubjects(*w.runs()->scenario(), w.run()->trace());
            QVERIFY(w.author()->edit(
                QStringLiteral("in order"),
                [](Scenario &s) {
                    s.set({"links.0.latency.sequence", "[\"5ms\", \"30ms\"]"});
                },
                true));
            QVERIFY(settled(w));
            const Trace &reordered = w.run()->trace();
            QCOMPARE(reordered.ids().format(
                         reordered[size_t(firstEvent(reordered, EventKind::Deliver, "stock.level"))].correlation),
                     std::string("101"));
            const auto after = noteSubjects(*w.runs()->scenario(), reordered);
            QCOMPARE(std::count(after.begin(), after.end(), std::nullopt), 0);
            // Each on its own conversation. (The kept copy of the hats reply now overtakes
            // it, so the step stands before the copy: the outline says "moved onto the
            // network's copy".)
            for (const NoteShift &shift : shiftedNotes(before, after))
                QVERIFY2(shift.now && shift.now->conversation == shift.was.conversation,
                         qPrintable(QStringLiteral("note %1: %2").arg(shift.entry).arg(shiftWords(shift))));
            w.author()->undoStack()->undo();
            QVERIFY(settled(w));

            // The student copy: the last note states the reveal; held back, nothing tells.
            answerNextDialog<StudentCopyDialog>([](StudentCopyDialog *d) {
                QCOMPARE(d->texts().size(), size_t(1));
                d->accept();
            });
            const auto changes = w.studentCopyChanges();
            QVERIFY(changes && changes->size() == 1);
            const QString student = m_dir.filePath(QStringLiteral("two-warehouses-student.json"));
            w.author()->exportStudentCopy(student, *changes);
            QFile copy(student);
            QVERIFY(copy.open(QIODevice::ReadOnly));
            const QString copyText = QString::fromUtf8(copy.readAll());
            for (const char *secret : {"\"answer\"", "\"reveal\"", "key into the pending store"})
                QVERIFY2(!copyText.contains(QLatin1String(secret)), secret);
        }

        // Edited again and killed before saving: the next start offers the edit back.
        QProcess child;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("CORRSIM_EDIT_THEN_DIE"), file);
        child.setProcessEnvironment(env);
        child.start(QCoreApplication::applicationFilePath(), {});
        QVERIFY(child.waitForFinished(60000));
        QCOMPARE(child.exitStatus(), QProcess::CrashExit);
        QVERIFY2(child.error() == QProcess::Crashed, qPrintable(child.readAllStandardError()));
        MainWindow again;
        QVERIFY(again.runs()->open(QStringLiteral("eip-stock-check")));
        QVERIFY(settled(again));
        const QString offered = restoreWhatIsOffered(again);
        QVERIFY2(offered.contains(QStringLiteral("Two Warehouses.json (Two stock replies cross")), qPrintable(offered));
        QVERIFY(settled(again));
        QCOMPARE(again.runs()->scenario()->narrativeTexts().back(), std::string(DyingWords));
        QCOMPARE(again.author()->path(), QFileInfo(file).absoluteFilePath());
        again.author()->save(again.author()->path());
        QVERIFY(settled(again));
        QCOMPARE(Scenario::load(file.toStdString()).narrativeTexts().back(), std::string(DyingWords));
        QVERIFY(LessonAuthor::recoveries().isEmpty());
    }

    // payment-claim-lost's last note repeats a sentence of the step's reveal: the student
    // copy would still tell the answer. Export offers it first: held back, or rephrased.
    void aStudentCopyHoldsBackOrRephrasesWhatStatesAnAnswer()
    {
        MainWindow w;
        QVERIFY(w.runs()->open(QStringLiteral("payment-claim-lost")));
        QVERIFY(settled(w));
        const std::string secret = "it answers 404 and changes nothing";
        for (const bool rephrase : {false, true}) {
            QString offered;
            answerNextDialog<StudentCopyDialog>([&offered, rephrase](StudentCopyDialog *d) {
                for (const QLabel *l : d->findChildren<QLabel *>())
                    offered += l->text() + QLatin1Char('\n');
                QCOMPARE(d->texts().size(), size_t(1));
                QVERIFY(d->holdBacks()[0]->isChecked()); // safe by default
                if (rephrase) {
                    d->holdBacks()[0]->setChecked(false);
                    d->texts()[0]->setPlainText(QStringLiteral("Copy one's remove succeeded; copy two's did not."));
                }
                d->accept();
            });
            const std::optional<std::vector<StudentCopyChange>> changes = w.studentCopyChanges();
            QVERIFY(changes && changes->size() == 1);
            QVERIFY2(offered.contains(QStringLiteral("States the answer to “Copy one removes the entry first. What "
                                                     "becomes of copy two?”")),
                     qPrintable(offered));
            const QString student = m_dir.filePath(QStringLiteral("lost-student.json"));
            const QString teacher = w.author()->exportStudentCopy(student, *changes);
            const Scenario copy = Scenario::load(student.toStdString());
            const std::vector<std::string> texts = copy.narrativeTexts();
            QCOMPARE(texts.size(), size_t(rephrase ? 3 : 2));
            for (const std::string &t : texts)
                QVERIFY2(t.find(secret) == std::string::npos, t.c_str());
            QVERIFY(studentCopySpoilers(copy).empty());
            QCOMPARE(Scenario::load(teacher.toStdString()).narrativeSize(), size_t(3)); // as written
        }
        // Nothing to hold back: no question asked.
        QVERIFY(w.runs()->open(QStringLiteral("eip-stock-check")));
        QVERIFY(settled(w));
        const std::optional<std::vector<StudentCopyChange>> none = w.studentCopyChanges();
        QVERIFY(none && none->empty());
    }

    void unsavedEditsAreAutosavedAndRecovered()
    {
        QString recovery;
        {
            MainWindow w;
            QVERIFY(openWithAnUnsavedEdit(w));
            QTRY_VERIFY_WITH_TIMEOUT(!LessonAuthor::recoveryFiles().isEmpty(), 5000);
            recovery = LessonAuthor::recoveryFiles().front();
        } // the window goes away as a crash would: no question, no clean-up
        QVERIFY(QFile::exists(recovery));
        MainWindow again;
        QVERIFY(again.runs()->open(recovery));
        QVERIFY(settled(again));
        QCOMPARE(again.runs()->scenario()->narrativeSize(), size_t(2)); // the edit is back
        QVERIFY(again.author()->modified());
        QVERIFY(again.author()->path().isEmpty()); // Save asks where: not into the recovery folder
        const QString saved = m_dir.filePath(QStringLiteral("recovered.json"));
        again.author()->save(saved);
        QVERIFY(settled(again));
        QVERIFY(!again.author()->modified());
        QVERIFY(!QFile::exists(recovery));
    }

    void aLessonOfOnesOwnStartsFromATemplate()
    {
        // File › New lesson, the request-reply template; Lesson › Title and summary; a
        // predict step; Save as "My Shop.json": the lesson is named my-shop, and the command
        // line runs it with the window's fingerprint and validates it as a lesson.
        MainWindow w;
        newLessonFromTemplate(w, QStringLiteral("request-reply"));
        QCOMPARE(w.runs()->scenario()->info().name, std::string("new-lesson"));
        QCOMPARE(w.runs()->scenario()->narrativeSize(), size_t(0));
        QVERIFY(!w.author()->modified()); // nothing typed yet: closing asks nothing
        QVERIFY(w.author()->path().isEmpty());

        answerNextDialog<LessonHeadingDialog>([](LessonHeadingDialog *d) {
            d->titleEdit()->setText(QStringLiteral("Which order does each stock reply answer?"));
            d->summaryEdit()->setPlainText(QStringLiteral("My shop asks two warehouses; the replies cross."));
            d->accept();
        });
        w.editLessonHeading();
        QVERIFY(settled(w));
        QCOMPARE(w.runs()->scenario()->info().title, std::string("Which order does each stock reply answer?"));
        QVERIFY(w.author()->modified());
        QCOMPARE(w.author()->undoStack()->undoText(), QStringLiteral("title and summary"));

        const long reply = firstEvent(w.run()->trace(), EventKind::Deliver, "stock.level");
        QVERIFY(reply >= 0);
        addNote(w, reply, true, [](NoteDialog *d) {
            d->textEdit()->setPlainText(QStringLiteral("A stock reply reaches the shop."));
            d->askEdit()->setText(QStringLiteral("Which request does the shop match it to?"));
            d->choicesEdit()->setPlainText(QStringLiteral("The one whose ID it carries\nThe oldest one waiting"));
            d->answerBox()->setCurrentText(QStringLiteral("The one whose ID it carries"));
            d->revealEdit()->setPlainText(QStringLiteral("It looks the correlation ID up in its pending store."));
        });
        const QString file = m_dir.filePath(QStringLiteral("My Shop.json"));
        w.author()->save(file);
        QVERIFY(settled(w));
        QCOMPARE(w.runs()->scenario()->info().name, std::string("my-shop"));
        const std::string shown = w.run()->fingerprint;
        const Cli run = corrsim({QStringLiteral("run"), file});
        QCOMPARE(run.code, 0);
        QVERIFY2(run.out.startsWith(QStringLiteral("my-shop: seed")), qPrintable(run.out));
        QVERIFY2(run.out.contains(QStringLiteral("fingerprint %1").arg(QString::fromStdString(shown))),
                 qPrintable(run.out));
        const Cli lesson = corrsim({QStringLiteral("validate"), QStringLiteral("--lesson"), file});
        QVERIFY2(lesson.code == 0, qPrintable(lesson.out));
    }

    // A lesson about one's own system needs its own participants: added from a starter
    // that runs, wired by choosing names, renamed with every reference, removed only when
    // nothing names them; each change undoable, a refused one said in words.
    void participantsAreAddedWiredRenamedAndRemovedInTheApp()
    {
        MainWindow w;
        newLessonFromTemplate(w, QStringLiteral("request-reply"));
        ParticipantsDialog d(w.author(), w.runs(), &w);
        QCOMPARE(d.list()->count(), 2);

        // A replier of one's own: it starts as the templates' replier does, and runs.
        QVERIFY2(d.addParticipant(QStringLiteral("replier"), QStringLiteral("pricing")),
                 qPrintable(d.problem()->text()));
        QVERIFY(settled(w));
        QCOMPARE(d.list()->count(), 3);
        QCOMPARE(w.author()->undoStack()->undoText(), QStringLiteral("add pricing"));
        QVERIFY(d.editorFor(QStringLiteral("processing"))); // its kind's form
        // Wired by choosing: the shop now asks pricing.
        d.select(QStringLiteral("shop"));
        auto *to = qobject_cast<QComboBox *>(d.editorFor(QStringLiteral("to")));
        QVERIFY(to);
        QVERIFY(to->findText(QStringLiteral("pricing")) > 0);
        QVERIFY(d.setField(QStringLiteral("to"), QStringLiteral("pricing")));
        QVERIFY(settled(w));
        auto delivered = [&](const std::string &to) {
            const Trace &t = w.run()->trace();
            for (size_t i = 0; i < t.size(); ++i)
                if (t[i].kind == EventKind::Deliver && t.actorName(t[i].actor) == to)
                    return true;
            return false;
        };
        QVERIFY(delivered("pricing"));
        QVERIFY(!delivered("warehouse"));
        // A value the lesson refuses is not made, and the dialog says why.
        const std::string before = w.runs()->scenario()->toJson();
        d.select(QStringLiteral("pricing"));
        auto *processing = qobject_cast<QLineEdit *>(d.editorFor(QStringLiteral("processing")));
        QVERIFY(processing);
        processing->setText(QStringLiteral("soon")); // typed, and focus moves on: the form is made again
        emit processing->editingFinished();          // inside this editor's own signal
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        QVERIFY(!d.problem()->text().isEmpty());
        QVERIFY2(d.problem()->text().contains(QStringLiteral("processing")), qPrintable(d.problem()->text()));
        QCOMPARE(w.runs()->scenario()->toJson(), before);
        // Renamed: the link from the warehouse follows.
        d.select(QStringLiteral("warehouse"));
        QVERIFY2(d.renameSelected(QStringLiteral("stock")), qPrintable(d.problem()->text()));
        QVERIFY(settled(w));
        const auto refs = w.runs()->scenario()->participantReferencesTo("stock");
        QVERIFY(std::find(refs.begin(), refs.end(), "/links/0/from") != refs.end());
        // Removed only when nothing names it.
        d.select(QStringLiteral("pricing"));
        QVERIFY(!d.removeSelected());
        QVERIFY2(d.problem()->text().contains(QStringLiteral("/participants/0/to")), qPrintable(d.problem()->text()));
        d.select(QStringLiteral("shop"));
        QVERIFY(d.setField(QStringLiteral("to"), QStringLiteral("stock")));
        d.select(QStringLiteral("pricing"));
        QVERIFY(d.removeSelected());
        QVERIFY(settled(w));
        QCOMPARE(d.list()->count(), 2);
        QVERIFY(delivered("stock"));
        // Each step undoes.
        w.author()->undoStack()->undo();
        QVERIFY(settled(w));
        QCOMPARE(w.runs()->scenario()->participantEntries().size(), size_t(3));
        w.author()->undoStack()->redo();
        QVERIFY(settled(w));

        // Saved, it runs green on the command line with the window's fingerprint.
        const QString file = m_dir.filePath(QStringLiteral("stock-and-shop.json"));
        w.author()->save(file);
        QVERIFY(settled(w));
        const Cli run = corrsim({QStringLiteral("run"), file});
        QVERIFY2(run.code == 0, qPrintable(run.out));
        QVERIFY2(run.out.contains(QStringLiteral("fingerprint %1").arg(QString::fromStdString(w.run()->fingerprint))),
                 qPrintable(run.out));
    }

    // Save runs the classroom checks of `validate --lesson` first: a lesson a class would
    // meet broken is saved only when the author, shown why, says so.
    void savingALessonThatWouldFailItsClassAsksFirst()
    {
        const EmbeddedFile *f = findBuiltinScenario("eip-stock-check");
        std::string text(f->text);
        const size_t narrative = text.find("\"narrative\"");
        QVERIFY(narrative != std::string::npos);
        text.insert(text.find('[', narrative) + 1,
                    "{\"on\": {\"event\": \"deliver\", \"type\": \"no.such.type\"}, \"text\": \"Never shown.\"},");
        const QString file = m_dir.filePath(QStringLiteral("never-shown.json"));
        {
            QFile out(file);
            QVERIFY(out.open(QIODevice::WriteOnly));
            out.write(QByteArray::fromStdString(text));
        }
        MainWindow w;
        QVERIFY(w.runs()->open(file));
        QVERIFY(settled(w));
        QVERIFY(w.author()->edit(
            QStringLiteral("heading"), [](Scenario &s) { s.setHeading("never-shown", "Never shown", ""); }, false));
        QVERIFY(settled(w));
        QString shown;
        answerNextDialog<QMessageBox>([&shown](QMessageBox *box) {
            shown = box->text() + "\n" + box->informativeText();
            box->button(QMessageBox::Cancel)->click();
        });
        QVERIFY(!w.saveLesson(false));
        QVERIFY2(shown.contains(QStringLiteral("/narrative/0")), qPrintable(shown));
        QVERIFY(w.author()->modified()); // nothing written
        answerNextDialog<QMessageBox>([](QMessageBox *box) {
            for (QAbstractButton *b : box->buttons())
                if (b->text() == QStringLiteral("&Save anyway"))
                    b->click();
        });
        QVERIFY(w.saveLesson(false));
        QVERIFY(!w.author()->modified());
        QCOMPARE(Scenario::load(file.toStdString()).info().title, std::string("Never shown"));
    }

    // A saved lesson's "$schema" leads to the schema from where it is saved: a built-in's
    // "../resources/…" does not from a teacher's folder, so it becomes the schema
    // installed with Corrsim, or goes when there is none.
    void aSavedLessonsSchemaLeadsToTheSchema()
    {
        QTemporaryDir dataDir;
        const QByteArray dataDirs = qgetenv("XDG_DATA_DIRS");
        qputenv("XDG_DATA_DIRS", dataDir.path().toUtf8()); // nothing installed there yet
        MainWindow w;
        QVERIFY(w.runs()->open(QStringLiteral("eip-stock-check")));
        QVERIFY(settled(w));
        QCOMPARE(w.runs()->scenario()->schemaReference(), std::string("../resources/scenario.schema.json"));
        const QString file = m_dir.filePath(QStringLiteral("schema-none.json"));
        w.author()->save(file);
        QVERIFY(settled(w));
        QCOMPARE(Scenario::load(file.toStdString()).schemaReference(), std::string());

        // Installed: the saved file names it by its URL.
        const QString installed = dataDir.filePath(QStringLiteral("corrsim/resources/scenario.schema.json"));
        QVERIFY(QDir().mkpath(QFileInfo(installed).path()));
        QVERIFY(QFile::copy(QStringLiteral(CORRSIM_SOURCE_DIR "/resources/scenario.schema.json"), installed));
        const QString again = m_dir.filePath(QStringLiteral("schema-installed.json"));
        w.author()->save(again);
        QVERIFY(settled(w));
        const std::string reference = Scenario::load(again.toStdString()).schemaReference();
        QCOMPARE(reference, QUrl::fromLocalFile(installed).toString().toStdString());

        // Beside the schema it names (the source tree's lessons), the reference stays.
        QTemporaryDir tree;
        QVERIFY(QDir(tree.path()).mkpath(QStringLiteral("resources")) &&
                QDir(tree.path()).mkpath(QStringLiteral("mine")));
        QVERIFY(QFile::copy(installed, tree.filePath(QStringLiteral("resources/scenario.schema.json"))));
        w.author()->edit(
            QStringLiteral("schema"), [](Scenario &s) { s.setSchemaReference("../resources/scenario.schema.json"); },
            false);
        QVERIFY(settled(w));
        const QString inTree = tree.filePath(QStringLiteral("mine/lesson.json"));
        w.author()->save(inTree);
        QVERIFY(settled(w));
        QCOMPARE(Scenario::load(inTree.toStdString()).schemaReference(),
                 std::string("../resources/scenario.schema.json"));
        qputenv("XDG_DATA_DIRS", dataDirs);
    }

    // The outline lists every note where the run puts it, keeps listing them after a
    // parameter change (at their new times), says which are gone, and deletes by key.
    void theOutlineShowsWhereEachNoteStandsAndWhichAreGone()
    {
        MainWindow w;
        QVERIFY(w.runs()->open(QStringLiteral("eip-stock-check")));
        QVERIFY(settled(w));
        auto *outline = w.findChild<LessonOutline *>();
        QVERIFY(outline);
        QTreeWidgetItem *notes = outline->tree()->topLevelItem(1);
        const int entries = int(w.runs()->scenario()->narrativeSize());
        QVERIFY(entries >= 3);
        QCOMPARE(notes->childCount(), entries);
        // The classroom checks of `validate --lesson`, made at every change.
        const auto checks = [outline] {
            const bool done = QTest::qWaitFor([outline] { return !outline->checking(); }, 20000);
            QTreeWidgetItem *row = outline->tree()->topLevelItem(0);
            return done && row && row->text(0) == QStringLiteral("Classroom checks") ? row : nullptr;
        };
        QVERIFY(checks());
        QVERIFY2(checks()->text(1).startsWith(
                     QStringLiteral("none: a class meets no problem (runs of the lesson and its variants: 2)")),
                 qPrintable(checks()->text(1)));
        QStringList before;
        for (int i = 0; i < entries; ++i) {
            QVERIFY2(!notes->child(i)->text(1).startsWith(QStringLiteral("gone")),
                     qPrintable(notes->child(i)->text(1)));
            before << notes->child(i)->text(1);
        }
        // Slower wires: the same notes, later; none lost.
        QVERIFY(w.author()->edit(
            QStringLiteral("latency"),
            [](Scenario &s) {
                s.set({"network.latency", "40ms"});
            },
            true));
        QVERIFY(settled(w));
        notes = outline->tree()->topLevelItem(1);
        QCOMPARE(notes->childCount(), entries);
        QStringList after;
        for (int i = 0; i < entries; ++i) {
            QVERIFY2(!notes->child(i)->text(1).startsWith(QStringLiteral("gone")),
                     qPrintable(notes->child(i)->text(1)));
            after << notes->child(i)->text(1);
        }
        QVERIFY(after != before);
        // Double-click goes to the note's event.
        emit outline->tree()->itemDoubleClicked(notes->child(entries - 1), 0);
        QVERIFY(w.playback()->cursor() > 0);
        // Enter edits a note's words in place; its dialog names the event it stands before.
        QString dialogSays;
        answerNextDialog<NoteDialog>([&dialogSays](NoteDialog *d) {
            for (const QLabel *l : d->findChildren<QLabel *>())
                dialogSays += l->text() + QLatin1Char('\n');
            d->textEdit()->setPlainText(QStringLiteral("Reworded from the outline."));
            d->accept();
        });
        outline->tree()->setCurrentItem(notes->child(1));
        QTest::keyClick(outline->tree(), Qt::Key_Return);
        QVERIFY(settled(w));
        QVERIFY2(dialogSays.contains(QStringLiteral("Shown right before: the ")) &&
                     dialogSays.contains(QStringLiteral("(event ")),
                 qPrintable(dialogSays));
        QCOMPARE(w.author()->undoStack()->undoText(), QStringLiteral("Edit note"));
        QCOMPARE(w.runs()->scenario()->narrativeTexts()[1], std::string("Reworded from the outline."));
        notes = outline->tree()->topLevelItem(1);
        QCOMPARE(notes->child(1)->text(0), QStringLiteral("Reworded from the outline."));
        w.author()->undoStack()->undo(); // the latency change stays; the wording goes back
        QVERIFY(settled(w));

        // A note on an event the run never has is listed as gone, and Delete removes it.
        const EmbeddedFile *f = findBuiltinScenario("eip-stock-check");
        std::string text(f->text);
        text.insert(text.find('[', text.find("\"narrative\"")) + 1,
                    "{\"on\": {\"event\": \"deliver\", \"type\": \"no.such.type\"}, \"text\": \"Never shown.\"},");
        const QString file = m_dir.filePath(QStringLiteral("outline-gone.json"));
        {
            QFile out(file);
            QVERIFY(out.open(QIODevice::WriteOnly));
            out.write(QByteArray::fromStdString(text));
        }
        w.author()->undoStack()->undo(); // nothing unsaved: opening asks nothing
        QVERIFY(settled(w));
        QVERIFY(!w.author()->modified());
        QVERIFY(w.runs()->open(file));
        QVERIFY(settled(w));
        notes = outline->tree()->topLevelItem(1);
        QCOMPARE(notes->childCount(), entries + 1);
        QVERIFY2(notes->child(0)->text(1).startsWith(QStringLiteral("gone")), qPrintable(notes->child(0)->text(1)));
        QCOMPARE(notes->text(1), QStringLiteral("1 gone"));
        QVERIFY(checks());
        QCOMPARE(checks()->text(1), QStringLiteral("problems a class would meet: 1"));
        QCOMPARE(checks()->childCount(), 1);
        QCOMPARE(checks()->child(0)->text(1), QStringLiteral("/narrative/0"));
        outline->tree()->setCurrentItem(notes->child(0));
        QTest::keyClick(outline->tree(), Qt::Key_Delete);
        QVERIFY(settled(w));
        QCOMPARE(w.runs()->scenario()->narrativeSize(), size_t(entries));
        QCOMPARE(w.author()->undoStack()->undoText(), QStringLiteral("Delete note"));
        QCOMPARE(outline->tree()->topLevelItem(1)->text(1), QString());
        QVERIFY(checks());
        QCOMPARE(checks()->childCount(), 0); // the deletion answered the problem
    }

    // A note goes to another event from the outline: the cursor on the event, M on the note.
    void aNoteMovesToTheEventAtTheCursor()
    {
        MainWindow w;
        w.show();
        QVERIFY(w.runs()->open(QStringLiteral("eip-stock-check")));
        QVERIFY(settled(w));
        auto *outline = w.findChild<LessonOutline *>();
        const std::string text = w.runs()->scenario()->narrativeTexts()[1];
        const long target = firstEvent(w.run()->trace(), EventKind::StoreRemove, "KEY_NOT_FOUND");
        QVERIFY(target > 0 && !noteRightBefore(w.run()->trace(), target, text));
        w.playback()->setCursor(size_t(target));
        outline->tree()->setCurrentItem(outline->tree()->topLevelItem(1)->child(1));
        QTest::keyClick(outline->tree(), Qt::Key_M);
        QVERIFY(settled(w));
        QCOMPARE(w.author()->undoStack()->undoText(), QStringLiteral("Move note"));
        const long moved = firstEvent(w.run()->trace(), EventKind::StoreRemove, "KEY_NOT_FOUND");
        QVERIFY(noteRightBefore(w.run()->trace(), moved, text));
        QCOMPARE(w.runs()->scenario()->narrativeTexts()[1], text); // its words stay
        w.author()->undoStack()->undo();
        QVERIFY(settled(w));
        QVERIFY(!noteRightBefore(w.run()->trace(),
                                 firstEvent(w.run()->trace(), EventKind::StoreRemove, "KEY_NOT_FOUND"), text));
    }

    // The built-in notes stand on ordinals ("the 2nd delivery of payment.callback"): a
    // parameter that reorders the callbacks carries them to the other conversation, and
    // the outline says so against the lesson as written; a kept duplicate that carries a
    // note onto its copy says so when it is kept.
    void theOutlineSaysWhichNotesAChangeCarriedElsewhere()
    {
        MainWindow w;
        w.show();
        QVERIFY(w.runs()->open(QStringLiteral("payment-out-of-order")));
        QVERIFY(settled(w));
        auto *outline = w.findChild<LessonOutline *>();
        const auto checked = [outline] { return QTest::qWaitFor([outline] { return !outline->checking(); }, 20000); };
        QVERIFY(checked());
        QTreeWidgetItem *notes = outline->tree()->topLevelItem(1);
        for (int i = 0; i < notes->childCount(); ++i)
            QVERIFY2(!notes->child(i)->text(1).contains(QStringLiteral("moved")), qPrintable(notes->child(i)->text(1)));
        QVERIFY(w.author()->edit(
            QStringLiteral("A first"),
            [](Scenario &s) {
                s.set({"participants.provider.callbackAfter.sequence", "[\"10ms\", \"40ms\"]"});
            },
            true));
        QVERIFY(settled(w));
        QVERIFY(checked());
        notes = outline->tree()->topLevelItem(1);
        QCOMPARE(notes->text(1), QStringLiteral("2 moved"));
        QVERIFY(!notes->child(0)->text(1).contains(QStringLiteral("moved")));
        for (int i : {1, 2})
            QVERIFY2(notes->child(i)->text(1).startsWith(QStringLiteral("moved from conversation ")) &&
                         notes->child(i)->text(1).contains(QStringLiteral(" since the lesson as written; now ")),
                     qPrintable(notes->child(i)->text(1)));
        w.author()->undoStack()->undo();
        QVERIFY(settled(w));

        // B's callback comes twice, kept: the 2nd delivery is now B's copy, not A's.
        const long callback = firstEvent(w.run()->trace(), EventKind::Send, "payment.callback");
        w.runs()->whatIf(PinnedFault::onMessage(PinnedFault::Kind::Duplicate, uint64_t(callback)),
                         QStringLiteral("this payment.callback came twice"));
        QVERIFY(settled(w));
        w.comparison()->findChild<QPushButton *>(QStringLiteral("keepInLesson"))->click();
        QVERIFY(settled(w));
        auto *told = w.findChild<QMessageBox *>(QStringLiteral("displacedNotes"));
        QVERIFY(told);
        QCOMPARE(told->text(), QStringLiteral("Keeping it moved 1 of the lesson’s notes:"));
        QVERIFY2(told->informativeText().contains(QStringLiteral("“A's callback arrives last")) &&
                     told->informativeText().contains(QStringLiteral("onto the network's copy in ")),
                 qPrintable(told->informativeText()));
        told->close();
        QTRY_VERIFY(!w.findChild<QMessageBox *>(QStringLiteral("displacedNotes")));
        // Another edit is no keep: nothing said.
        QVERIFY(w.author()->edit(
            QStringLiteral("latency"),
            [](Scenario &s) {
                s.set({"network.latency", "9ms"});
            },
            true));
        QVERIFY(settled(w));
        QVERIFY(!w.findChild<QMessageBox *>(QStringLiteral("displacedNotes")));
    }

    // W (What if… at the cursor) offers the faults of the message the author selected,
    // as the docs' first step has it, not of whatever stands at the cursor.
    void whatIfAtTheCursorTakesTheSelectedMessage()
    {
        MainWindow w;
        w.show();
        QVERIFY(w.runs()->open(QStringLiteral("payment-out-of-order")));
        QVERIFY(settled(w));
        const long callback = firstEvent(w.run()->trace(), EventKind::Send, "payment.callback");
        QVERIFY(callback > 0);
        w.playback()->setCursor(0);
        auto *diagram = w.findChild<SequenceDiagram *>();
        QVERIFY(diagram);
        emit diagram->messageClicked(callback); // as a click on its arrow does
        QStringList offered;
        auto *timer = new QTimer(&w);
        connect(timer, &QTimer::timeout, timer, [timer, &offered] {
            if (auto *menu = qobject_cast<QMenu *>(QApplication::activePopupWidget())) {
                timer->stop();
                for (QAction *a : menu->actions())
                    offered << a->text();
                menu->close();
            }
        });
        timer->start(20);
        QAction *whatIf = nullptr;
        for (QAction *a : w.findChildren<QAction *>())
            if (a->shortcut() == QKeySequence(Qt::Key_W))
                whatIf = a;
        QVERIFY(whatIf);
        whatIf->trigger();
        QVERIFY2(offered.contains(QStringLiteral("this payment.callback came twice")), qPrintable(offered.join(" | ")));
    }

    // A participant's row in Parameters is no value to type: a double-click asks for its
    // editor (Lesson › Participants), on that participant.
    void doubleClickingAParticipantInParametersAsksForItsEditor()
    {
        const EmbeddedFile *f = findBuiltinScenario("payment-out-of-order");
        const Scenario s = Scenario::parse(f->text, std::string(f->fileName));
        ParameterPanel panel;
        panel.setScenario(&s, 1);
        auto *tree = panel.findChild<QTreeWidget *>();
        QVERIFY(tree);
        QSignalSpy asked(&panel, &ParameterPanel::participantAsked);
        for (QTreeWidgetItemIterator it(tree); *it; ++it)
            if ((*it)->data(0, PathRole).toString() == QStringLiteral("/participants/1"))
                emit tree->itemDoubleClicked(*it, 0);
        QCOMPARE(asked.count(), 1);
        QCOMPARE(asked.at(0).at(0).toString(), QStringLiteral("provider"));
        // A value of it is typed in place, as before.
        for (QTreeWidgetItemIterator it(tree); *it; ++it)
            if ((*it)->data(0, PathRole).toString().startsWith(QStringLiteral("/participants/0/")) &&
                (*it)->childCount() == 0 && (*it)->text(0) != QStringLiteral("name") &&
                (*it)->text(0) != QStringLiteral("kind")) {
                emit tree->itemDoubleClicked(*it, 1);
                break;
            }
        QCOMPARE(asked.count(), 1);
    }

    // Renaming names every reference: a lesson with workers, stores, selectors and a
    // variant's change plays as before under the new name, its expectations all held.
    void aRenamedParticipantKeepsItsLessonWhole()
    {
        const EmbeddedFile *f = findBuiltinScenario("payment-claim-race");
        QVERIFY(f);
        const Scenario plain = Scenario::parse(f->text, std::string(f->fileName));
        Scenario renamed = plain;
        renamed.renameParticipant("orders", "shop-orders");
        QVERIFY(renamed.participantReferencesTo("orders").empty());
        QVERIFY(!renamed.participantReferencesTo("shop-orders").empty());
        for (const std::string variant : {"", "atomic-claim"}) {
            const RunResult a = runScenario(plain.withVariant(variant)), b = runScenario(renamed.withVariant(variant));
            QCOMPARE(b.record->trace().size(), a.record->trace().size());
            QCOMPARE(b.record->expectations.size(), a.record->expectations.size());
            for (const ExpectationResult &r : b.record->expectations)
                QVERIFY2(r.passed, r.name.c_str());
        }
        // The one it would leave naming nobody is refused.
        QVERIFY_THROWS_EXCEPTION(ScenarioError, renamed.removeParticipant("shop-orders"));
        QVERIFY_THROWS_EXCEPTION(ScenarioError, renamed.renameParticipant("shop-orders", "provider"));
    }

    void recoveryIsOfferedAtStartAndSavesBackToTheFileEdited()
    {
        // A teacher's own lesson file, edited, then the window is killed: at the next start
        // the edits are offered by file and title; restored, Save writes that file, and the
        // window's own autosaves never read as a change on disk.
        const QString lessonFile = m_dir.filePath(QStringLiteral("callback-twice.json"));
        {
            MainWindow w;
            QVERIFY(openWithAnUnsavedEdit(w));
            w.author()->save(lessonFile);
            QVERIFY(settled(w));
            QVERIFY(w.author()->edit(
                QStringLiteral("delete"), [](Scenario &s) { s.removeNote(0); }, false));
            QVERIFY(settled(w));
            QTRY_VERIFY_WITH_TIMEOUT(!LessonAuthor::recoveries().isEmpty(), 5000);
        }                        // killed: no question, no clean-up
        const size_t edited = 1; // two notes of three deleted, one saved and one not
        MainWindow again;
        QVERIFY(again.runs()->open(QStringLiteral("eip-stock-check")));
        QVERIFY(settled(again));
        const QString offered = restoreWhatIsOffered(again);
        QVERIFY2(offered.contains(QStringLiteral("callback-twice.json (Callbacks B before A")), qPrintable(offered));
        QVERIFY(settled(again));
        QCOMPARE(again.runs()->scenario()->narrativeSize(), edited);
        QVERIFY(again.author()->modified());
        QCOMPARE(again.author()->path(), QFileInfo(lessonFile).absoluteFilePath()); // Save goes back to it

        // Edited again and autosaved: no "changed on disk", the edits stay.
        QSignalSpy notices(again.runs(), &RunController::notice);
        QVERIFY(again.author()->edit(
            QStringLiteral("delete"), [](Scenario &s) { s.removeNote(0); }, false));
        QVERIFY(settled(again));
        QTest::qWait(3000); // past the autosave
        for (const QList<QVariant> &n : notices)
            QVERIFY2(!n.at(0).toString().contains(QStringLiteral("changed on disk")), qPrintable(n.at(0).toString()));
        QCOMPARE(again.runs()->scenario()->narrativeSize(), size_t(0));
        QCOMPARE(LessonAuthor::recoveries().size(), qsizetype(1)); // one copy, this window's

        again.author()->save(again.author()->path());
        QVERIFY(settled(again));
        QVERIFY(!again.author()->modified());
        QVERIFY(LessonAuthor::recoveries().isEmpty());
        QCOMPARE(Scenario::load(lessonFile.toStdString()).narrativeSize(), size_t(0));
    }

    void aRecoveryFileOpenedAsItIsIsNotReloadedByItsOwnAutosave()
    {
        QString recovery;
        {
            MainWindow w;
            QVERIFY(openWithAnUnsavedEdit(w));
            QTRY_VERIFY_WITH_TIMEOUT(!LessonAuthor::recoveryFiles().isEmpty(), 5000);
            recovery = LessonAuthor::recoveryFiles().front();
        }
        MainWindow again;
        QVERIFY(again.runs()->open(recovery));
        QVERIFY(settled(again));
        QSignalSpy notices(again.runs(), &RunController::notice);
        QVERIFY(again.author()->edit(
            QStringLiteral("delete"), [](Scenario &s) { s.removeNote(0); }, false));
        QVERIFY(settled(again));
        QTest::qWait(3000); // past the autosave into the file that is open
        QVERIFY(notices.isEmpty());
        QCOMPARE(again.runs()->scenario()->narrativeSize(), size_t(1));
        again.author()->discardRecovery();
    }

    void leavingUnsavedEditsAsksFirst()
    {
        MainWindow w;
        QVERIFY(openWithAnUnsavedEdit(w));
        // Cancel: the lesson stays open with its edit.
        answerNextDialog<QMessageBox>([](QMessageBox *b) { b->button(QMessageBox::Cancel)->click(); });
        QVERIFY(!w.runs()->open(QStringLiteral("eip-stock-check")));
        QCOMPARE(w.runs()->scenarioName(), QStringLiteral("payment-out-of-order"));
        QVERIFY(w.author()->modified());
        // Discard: the other lesson opens, and nothing is left to recover.
        answerNextDialog<QMessageBox>([](QMessageBox *b) { b->button(QMessageBox::Discard)->click(); });
        QVERIFY(w.runs()->open(QStringLiteral("eip-stock-check")));
        QVERIFY(settled(w));
        QVERIFY(!w.author()->modified());
        QVERIFY(LessonAuthor::recoveryFiles().isEmpty());
    }

    void aFullDiskLosesNoFileAndNoEdit()
    {
        // The disk fills (no file may grow past 256 bytes): Save lesson, the recovery file
        // and an export each say so in words; the lesson file and the export written before
        // stay whole; the edit stays in the window and saves once there is room.
        const QString lessonFile = m_dir.filePath(QStringLiteral("full-disk.json"));
        const QString exported = m_dir.filePath(QStringLiteral("full-disk.jsonl"));
        MainWindow w;
        QVERIFY(openWithAnUnsavedEdit(w));
        w.author()->save(lessonFile);
        QVERIFY(settled(w));
        exportRun(w.run(), ExportKind::Trace, exported);
        auto bytes = [](const QString &file) {
            QFile f(file);
            return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
        };
        const QByteArray lessonBefore = bytes(lessonFile), exportBefore = bytes(exported);
        QVERIFY(lessonBefore.size() > 256 && exportBefore.size() > 256);
        QVERIFY(w.author()->edit(
            QStringLiteral("delete"), [](Scenario &s) { s.removeNote(0); }, false));
        QVERIFY(settled(w));
        const size_t edited = w.runs()->scenario()->narrativeSize();

        QSignalSpy recoveryFailed(w.author(), &LessonAuthor::recoveryFailed);
        {
            struct FullDisk // RLIMIT_FSIZE: a write past it fails with EFBIG, as on a full disk
            {
                rlimit before{};
                FullDisk()
                {
                    getrlimit(RLIMIT_FSIZE, &before);
                    signal(SIGXFSZ, SIG_IGN);
                    const rlimit full{256, before.rlim_max};
                    setrlimit(RLIMIT_FSIZE, &full);
                }
                ~FullDisk() { setrlimit(RLIMIT_FSIZE, &before); }
            } full;
            QVERIFY(!w.saveLesson(false));
            auto *error = w.findChild<QMessageBox *>();
            QVERIFY(error);
            QVERIFY2(error->text().startsWith(QStringLiteral("Nothing was written: cannot write")),
                     qPrintable(error->text()));
            error->close();
            QVERIFY_THROWS_EXCEPTION(std::exception, exportRun(w.run(), ExportKind::Trace, exported));
            QTRY_VERIFY_WITH_TIMEOUT(!recoveryFailed.isEmpty(), 5000); // the autosave after the edit
            QVERIFY2(w.statusBar()->currentMessage().contains(QStringLiteral("only in memory")),
                     qPrintable(w.statusBar()->currentMessage()));
        }
        QCOMPARE(bytes(lessonFile), lessonBefore);
        QCOMPARE(bytes(exported), exportBefore);
        QVERIFY(w.author()->modified());
        QCOMPARE(w.runs()->scenario()->narrativeSize(), edited);
        QVERIFY(w.saveLesson(false)); // room again: the edit is saved
        QCOMPARE(Scenario::load(lessonFile.toStdString()).narrativeSize(), edited);
    }

    void aBuiltInVariantIsNotAnEdit()
    {
        // Flipping to a variant in front of a class must not ask to save on leaving.
        MainWindow w;
        QVERIFY(w.runs()->open(QStringLiteral("payment-claim-race")));
        QVERIFY(settled(w));
        emit w.lessonPanel()->variantRequested(QStringLiteral("atomic-claim"));
        QVERIFY(settled(w));
        QCOMPARE(w.run()->info.variant, std::string("atomic-claim"));
        QVERIFY(!w.author()->modified());
        QVERIFY(!w.isWindowModified());
        emit w.lessonPanel()->variantRequested(QString()); // back as shipped: not an edit either
        QVERIFY(settled(w));
        QCOMPARE(w.run()->info.variant, std::string());
        QVERIFY(!w.author()->modified());
        // A parameter changed on top of a variant is an edit.
        emit w.lessonPanel()->variantRequested(QStringLiteral("atomic-claim"));
        QVERIFY(settled(w));
        QVERIFY(w.author()->edit(
            QStringLiteral("seed 7"),
            [](Scenario &s) {
                s.set({"seed", "7"});
            },
            true));
        QVERIFY(settled(w));
        QVERIFY(w.author()->modified());
    }
};

// The usual test main, or the window killed mid-edit when the walk above asks for it.
QTEST_MAIN_WRAPPER(TestAuthoring,
                   QTEST_MAIN_SETUP() if (qEnvironmentVariableIsSet("CORRSIM_EDIT_THEN_DIE")) return editThenDie(
                       qEnvironmentVariable("CORRSIM_EDIT_THEN_DIE"));)
#include "tst_authoring.moc"
