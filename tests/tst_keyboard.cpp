#include "builtinscenarios.h"
#include "classplaylist.h"
#include "explorepanel.h"
#include "lessonheadingdialog.h"
#include "mainwindow.h"
#include "newlessondialog.h"
#include "notedialog.h"
#include "participantsdialog.h"
#include "playlistdialog.h"
#include "run/studentcopy.h"
#include "scenario/narrativenote.h"
#include "scenario/scenario.h"
#include "studentcopydialog.h"
#include "sweeppanel.h"
#include "windowkeyboard.h"
#include "windowruns.h"

#include <QAbstractButton>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QImage>
#include <QMenuBar>
#include <QStandardPaths>
#include <QTest>

#include <functional>
#include <set>

using namespace corrsim;

// The keyboard alone (issue 57): every dialog and panel the window opens is walked with
// Tab as a keyboard user would. Focus reaches every control that takes it, comes back round
// to where it started (no control keeps it: a text box that takes Tab as a character is a
// trap), and Escape closes the window. Each control shows where the focus is: it looks
// otherwise with the focus than without it, and it is not in a dock tabbed away. Every menu and every menu command has
// its underlined letter (Alt, then the letter) or a shortcut.
class TestKeyboard : public QObject
{
    Q_OBJECT

    /// What Tab should reach in `w`: every control shown within it, enabled, that takes
    /// focus by Tab.
    static std::set<QWidget *> tabStops(QWidget *w)
    {
        std::set<QWidget *> stops;
        for (QWidget *c : w->findChildren<QWidget *>()) {
            QWidget *focus = c->focusProxy() ? c->focusProxy() : c;
            if (c->isVisibleTo(w) && !inDockTabbedAway(c) && c->isEnabled() && (c->focusPolicy() & Qt::TabFocus) &&
                !qobject_cast<QAbstractSpinBox *>(c->parentWidget()) && !qobject_cast<QComboBox *>(c->parentWidget()))
                stops.insert(focus);
        }
        return stops;
    }

    static QString nameOf(QWidget *s)
    {
        return QStringLiteral("%1 \"%2\"")
            .arg(QString::fromLatin1(s->metaObject()->className()), !s->accessibleName().isEmpty() ? s->accessibleName()
                                                                    : qobject_cast<QAbstractButton *>(s)
                                                                        ? qobject_cast<QAbstractButton *>(s)->text()
                                                                        : s->objectName());
    }

    /// Whether any of `w` shows in its window: its rectangle within each parent's (a
    /// field scrolled out of its scroll area's viewport is not).
    static bool inSight(const QWidget *w)
    {
        QRect r = w->rect();
        for (const QWidget *c = w; !c->isWindow() && c->parentWidget(); c = c->parentWidget())
            if ((r = r.translated(c->pos()) & c->parentWidget()->rect()).isEmpty())
                return false;
        return true;
    }

    /// Tabs round `w` and says what went wrong ("" when nothing did).
    static QString walk(QWidget *w, bool escapeCloses = true)
    {
        w->show();
        w->activateWindow();
        if (!QTest::qWaitForWindowActive(w))
            return QStringLiteral("the window never became active");
        const std::set<QWidget *> stops = tabStops(w);
        if (stops.empty())
            return QStringLiteral("nothing takes focus");
        QWidget *start = QApplication::focusWidget();
        if (!start) {
            (*stops.begin())->setFocus(Qt::TabFocusReason);
            start = QApplication::focusWidget();
        }
        if (!start)
            return QStringLiteral("no control takes focus when the window opens");
        std::set<QWidget *> reached{start};
        QStringList unseen; // controls that look the same with the focus and without it
        // Twice round, and one press more: the first control had the focus from the window,
        // not from the keyboard, so its look is taken when Tab has come back to it; and a
        // control the first round scrolled out of view (a long form) must come back into it.
        int rounds = 0;
        bool startLookedAt = false;
        for (size_t press = 0; press < stops.size() * 3 + 6 && !startLookedAt; ++press) {
            QWidget *before = QApplication::focusWidget();
            const QImage focused = before->grab().toImage();
            QTest::keyClick(before, Qt::Key_Tab);
            QWidget *now = QApplication::focusWidget();
            if (now == before)
                return QStringLiteral("Tab is kept by %1 (%2)")
                    .arg(QString::fromLatin1(before->metaObject()->className()), before->accessibleName());
            if (press > 0 && before->grab().toImage() == focused)
                unseen << nameOf(before);
            // Where the user can see it: not in a dock tabbed away (Qt moves it off the screen).
            if (inDockTabbedAway(now))
                unseen << nameOf(now) + QStringLiteral(" (in a dock tabbed away)");
            // Nor scrolled out of its scroll area: the focus is brought into view.
            else if (!inSight(now))
                unseen << nameOf(now) + QStringLiteral(" (scrolled out of view)");
            reached.insert(now);
            startLookedAt = rounds == 2;
            rounds += now == start ? 1 : 0;
        }
        if (rounds == 0)
            return QStringLiteral("Tab never came back round to where it started");
        QStringList missed;
        for (QWidget *s : stops)
            if (!reached.count(s))
                missed << nameOf(s);
        if (!missed.isEmpty())
            return QStringLiteral("Tab never reaches: ") + missed.join(QStringLiteral(", "));
        unseen.removeDuplicates();
        if (!unseen.isEmpty())
            return QStringLiteral("No visible focus on: ") + unseen.join(QStringLiteral(", "));
        if (!escapeCloses)
            return {};
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Escape);
        if (w->isVisible())
            return QStringLiteral("Escape does not close it");
        return {};
    }

    static Scenario lesson(const char *name)
    {
        const EmbeddedFile *f = findBuiltinScenario(name);
        return Scenario::parse(f->text, std::string(f->fileName));
    }

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void everyDialogIsWalkedWithTab_data()
    {
        QTest::addColumn<QString>("which");
        for (const char *d : {"new lesson", "title and summary", "note", "predict step", "participants", "student copy",
                              "class playlist", "explore", "sweep"})
            QTest::newRow(d) << QString::fromLatin1(d);
    }
    void everyDialogIsWalkedWithTab()
    {
        QFETCH(QString, which);
        MainWindow w;
        QVERIFY(w.runs()->open(QStringLiteral("payment-claim-lost")));
        QVERIFY(settled(w));
        std::unique_ptr<QWidget> d;
        NarrativeNote note;
        note.text = "A note.";
        ClassPlaylist playlist;
        if (which == QLatin1String("new lesson"))
            d = std::make_unique<NewLessonDialog>();
        else if (which == QLatin1String("title and summary"))
            d = std::make_unique<LessonHeadingDialog>(QStringLiteral("A title"), QStringLiteral("A summary"));
        else if (which == QLatin1String("note") || which == QLatin1String("predict step"))
            d = std::make_unique<NoteDialog>(QStringLiteral("Add note"), QStringLiteral("before the 1st delivery"),
                                             note, which == QLatin1String("predict step"));
        else if (which == QLatin1String("participants")) {
            d = std::make_unique<ParticipantsDialog>(w.author(), w.runs());
            d->resize(640, 360); // its fields scroll: Tab into them shows the one it lands on
        } else if (which == QLatin1String("student copy"))
            d = std::make_unique<StudentCopyDialog>(studentCopySpoilers(*w.runs()->scenario()));
        else if (which == QLatin1String("class playlist"))
            d = std::make_unique<PlaylistDialog>(playlist);
        else if (which == QLatin1String("explore"))
            d = std::make_unique<ExplorePanel>(lesson("claim-which-fault-breaks-it"));
        else if (which == QLatin1String("sweep"))
            d = std::make_unique<SweepPanel>(lesson("payment-claim-race"));
        const QString wrong = walk(d.get());
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong));
    }

    // The window itself: Tab reaches every control and no view keeps it (the diagram and
    // the timeline take arrow keys, not Tab).
    void theWindowIsWalkedWithTab()
    {
        MainWindow w;
        QVERIFY(w.runs()->open(QStringLiteral("payment-claim-lost")));
        QVERIFY(settled(w));
        const QString wrong = walk(&w, false);
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong));
    }

    void everyMenuCommandHasItsLetterOrAShortcut()
    {
        MainWindow w;
        QStringList missing;
        const std::function<void(QMenu *, const QString &)> check = [&](QMenu *menu, const QString &path) {
            std::set<QChar> letters;
            for (QAction *a : menu->actions()) {
                if (a->isSeparator() || !a->isVisible())
                    continue;
                const QString text = a->text();
                const qsizetype amp = text.indexOf(QLatin1Char('&'));
                const bool letter = amp >= 0 && amp + 1 < text.size() && text[amp + 1] != QLatin1Char('&');
                if (letter && !letters.insert(text[amp + 1].toLower()).second && a->shortcut().isEmpty())
                    missing << path + QStringLiteral(" › ") + text + QStringLiteral(" (its letter is taken)");
                if (!letter && a->shortcut().isEmpty())
                    missing << path + QStringLiteral(" › ") + text;
                if (a->menu())
                    check(a->menu(), path + QStringLiteral(" › ") + text);
            }
        };
        for (QAction *top : w.menuBar()->actions()) {
            if (!top->text().contains(QLatin1Char('&')))
                missing << top->text();
            if (top->menu())
                check(top->menu(), top->text());
        }
        QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QLatin1Char('\n'))));
    }
};

QTEST_MAIN(TestKeyboard)
#include "tst_keyboard.moc"
