#pragma once
// The lesson beside the diagram: its title and summary, the note at the cursor (large,
// for the back of the room), a predict step's question with its choices and a Reveal
// button, the expectations and the story so far.
//
// It keeps a predict step's secret: a later note, a reveal before Reveal, and an
// expectation before the event that decides it (its name as well as its verdict: a name
// such as "the hats reply is matched to request 102" is an answer) are not shown; the
// undecided ones are only counted. Analysis mode shows the whole run. A run whose
// parameters were changed to match no variant shows none of the lesson's notes: they
// were written for another run.
//
// A lesson with a question in its "explore" block asks it once the run has been played
// to its end: its Explore button runs the exploration, and only its verdict reveals the
// answer.

#include "importedchecks.h"
#include "run/lessonnotes.h"

#include <QWidget>

#include <functional>
#include <memory>
#include <set>
#include <vector>

class QComboBox;
class QLabel;
class QListWidget;
class QPushButton;
class QScrollArea;

namespace corrsim {

class Announcer;
struct RunRecord;
struct ScenarioInfo;

class LessonPanel : public QWidget
{
    Q_OBJECT
public:
    explicit LessonPanel(QWidget *parent = nullptr);
    /// Shows the lesson of a run: its title, story and notes, and its expectations.
    void setRun(std::shared_ptr<const RunRecord> run);
    /// What the class may see: the notes, reveals and verdicts up to the sight's cursor, or
    /// (the whole run in sight: analysis) all of them at any cursor.
    void setSight(const RunSight &sight);
    /// The lesson's variants in a picker ("as shipped" first); hidden when it has none.
    /// `edits` ("PATH = VALUE" lines) name what a run off the script changed.
    void setVariants(const ScenarioInfo &info, const QStringList &edits = {});
    /// Presentation: the summary (also in the lessons list) and the story give their room
    /// to the note, and at a question not yet revealed so do the expectations: on a
    /// 720-line projector the question, its choices and its answer show without scrolling.
    void setCompact(bool on);
    /// Playback stopped at the note at trace event `index`: ask its question.
    void askToPredict(size_t index);
    /// Asks for the answer of the question at the cursor, as the Reveal button does
    /// (revealRequested); the lesson's walk decides, and setRevealed shows it.
    void reveal();
    /// The questions whose answers the class has been shown (their note events).
    void setRevealed(const std::set<size_t> &notes);
    /// The event a question's answer is about, for "play on to see it happen at ...".
    void setMoments(std::function<size_t(size_t)> momentOf) { m_momentOf = std::move(momentOf); }
    /// The exploration the class asked for has run: its answer is shown, with `verdict`
    /// (the exploration's result in words).
    void setExplorationVerdict(const QString &verdict);
    /// The exploration did not finish (stopped, or it failed): its question stays open.
    void explorationStopped()
    {
        m_exploring = false;
        showNote();
    }

    // What the class sees, for tests.
    QString currentNote() const;
    QStringList storyShown() const;
    bool revealShown() const;
    /// The lesson's exploration question is on screen (the run has been played to its end).
    bool explorationAsked() const;
    /// Each expectation's line as shown: "✔ name" or "✘ name" once decided, then one
    /// line counting those still to be decided ("… 3 more, decided as the run plays").
    QStringList expectationsShown() const;

signals:
    void jumpToEvent(size_t index);
    /// Reveal was pressed for the question at trace event `note`.
    void revealRequested(size_t note);
    /// The teacher picked a variant ("" for the lesson as shipped).
    void variantRequested(const QString &name);
    /// The Explore button under the lesson's exploration question was pressed.
    void exploreRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    void applyFonts();
    /// The lesson's notes were written for its parameters, not this run's (and analysis
    /// shows all regardless).
    bool notesHidden() const;
    /// What the edits off the script are, for the picker and the note.
    QString editsText() const;
    const LessonNote *noteAt(size_t cursor) const;
    bool isRevealed(const LessonNote &n) const;
    /// Writes the note for the cursor and says it to a screen reader if it is new.
    void showNote();
    void writeNote();
    /// The exploration question's part of the note, and its button's state.
    QString explorationHtml();
    /// A reveal as the panel shows it (a student copy has none).
    QString answerText(const std::string &reveal) const;
    /// Scrolls `w` into view in the scroll area the panel sits in (on a 720-line projector
    /// a button under a long question can be below the edge).
    void scrollIntoView(QWidget *w);
    /// Scrolls the end of the note (an answer, a verdict) into view once it is laid out.
    void scrollToNoteEnd();
    void fillStory();
    void fillExpectations();
    /// What shows besides the note: all of it, or (compact) what a question leaves room for.
    void showLists();
    /// The scroll area the panel sits in, if any.
    QScrollArea *scrollArea() const;

    std::shared_ptr<const RunRecord> m_run;
    std::vector<LessonNote> m_notes;
    std::set<size_t> m_revealed; // question notes revealed (the walk's, as it last said)
    std::function<size_t(size_t)> m_momentOf;
    RunSight m_sight;
    QStringList m_edits;
    QLabel *m_title = nullptr;
    QLabel *m_summary = nullptr;
    QComboBox *m_variants = nullptr;
    QLabel *m_note = nullptr;
    Announcer *m_announcer = nullptr; // the note, said to a screen reader as it changes
    QPushButton *m_reveal = nullptr;
    QPushButton *m_explore = nullptr;
    QString m_verdict; // the lesson's exploration, once it has run
    bool m_exploring = false;
    QListWidget *m_expectations = nullptr;
    QListWidget *m_story = nullptr;
    QLabel *m_expectationsTitle = nullptr;
    ImportedChecks m_importedChecks; // in place of the expectations, for spans another tool wrote
    QLabel *m_storyTitle = nullptr;
    bool m_compact = false;
    bool m_hasVariants = false;
};

} // namespace corrsim
