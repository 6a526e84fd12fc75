#pragma once
// The lesson beside the diagram: its title and summary, the note at the cursor (large,
// for the back of the room), a predict step's question with its choices and a Reveal
// button, the expectations and the story so far.
//
// It is honest to the cursor: a later note, a reveal before its time and an
// expectation's verdict before the event that decides it are not shown. Analysis mode
// shows the whole run.

#include "run/lessonnotes.h"

#include <QWidget>

#include <memory>
#include <set>
#include <vector>

class QComboBox;
class QLabel;
class QListWidget;
class QPushButton;

namespace corrsim {

struct RunRecord;
struct ScenarioInfo;

class LessonPanel : public QWidget
{
    Q_OBJECT
public:
    explicit LessonPanel(QWidget *parent = nullptr);
    /// Shows the lesson of a run: its title, story and notes, and its expectations.
    void setRun(std::shared_ptr<const RunRecord> run);
    void setCursor(size_t index);
    /// Analysis: every note, reveal and verdict of the whole run at any cursor.
    void setAnalysis(bool on);
    /// The lesson's variants in a picker ("as shipped" first); hidden when it has none.
    void setVariants(const ScenarioInfo &info);
    /// Presentation: the summary (also in the lessons list) gives its room to the note.
    void setCompact(bool on);
    /// Playback stopped at the note at trace event `index`: ask its question.
    void askToPredict(size_t index);
    /// Shows the answer of the question at the cursor (the Reveal button).
    void reveal();

    // What the class sees, for tests.
    QString currentNote() const;
    QStringList storyShown() const;
    bool revealShown() const;
    /// Each expectation's line as shown: "✔ name", "✘ name" or "… name (not decided yet)".
    QStringList expectationsShown() const;

signals:
    void jumpToEvent(size_t index);
    /// Reveal was pressed: playback may go on.
    void revealRequested();
    /// The teacher picked a variant ("" for the lesson as shipped).
    void variantRequested(const QString &name);

private:
    const LessonNote *noteAt(size_t cursor) const;
    bool isRevealed(const LessonNote &n) const;
    void showNote();
    void fillStory();
    void fillExpectations();

    std::shared_ptr<const RunRecord> m_run;
    std::vector<LessonNote> m_notes;
    std::set<size_t> m_revealed; // question notes revealed by the button
    size_t m_cursor = 0;
    bool m_analysis = false;
    QLabel *m_title = nullptr;
    QLabel *m_summary = nullptr;
    QComboBox *m_variants = nullptr;
    QLabel *m_note = nullptr;
    QPushButton *m_reveal = nullptr;
    QListWidget *m_expectations = nullptr;
    QListWidget *m_story = nullptr;
};

} // namespace corrsim
