#pragma once
// The lesson beside the diagram: its title and summary, the narrative note at the
// cursor (large, for the back of the room), a "predict, then reveal" prompt where the
// lesson pauses, the expectations (click one to jump to the event that decided it),
// and the whole story.

#include <QWidget>

#include <memory>
#include <vector>

class QLabel;
class QListWidget;
class QPushButton;

namespace corrsim {

struct RunRecord;
struct ExpectationResult;
struct ScenarioInfo;

class LessonPanel : public QWidget
{
    Q_OBJECT
public:
    explicit LessonPanel(QWidget *parent = nullptr);
    /// Shows the lesson of a run: its title, story and notes, and how its expectations fared.
    void setRun(std::shared_ptr<const RunRecord> run);
    void setCursor(size_t index);
    /// Shows the prediction prompt for the note at `index`.
    void askToPredict(size_t index);
    QString currentNote() const;

signals:
    void jumpToEvent(size_t index);
    void revealRequested();

private:
    std::shared_ptr<const RunRecord> m_run;
    QLabel *m_title = nullptr;
    QLabel *m_summary = nullptr;
    QLabel *m_note = nullptr;
    QWidget *m_predict = nullptr;
    QListWidget *m_expectations = nullptr;
    QListWidget *m_story = nullptr;
    std::vector<size_t> m_noteEvents;
};

} // namespace corrsim
