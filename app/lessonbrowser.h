#pragma once
// The built-in lessons, grouped in teaching order (each group builds on the one before),
// with the highlighted lesson's summary below. Double-click (or Enter) opens a lesson.

#include <QWidget>

class QLabel;
class QTreeWidget;

namespace corrsim {

class LessonBrowser : public QWidget
{
    Q_OBJECT
public:
    explicit LessonBrowser(QWidget *parent = nullptr);
    /// Highlights the lesson that is open, however it was opened (none for a file).
    void showOpen(const QString &name);
    /// In front of a class, each lesson by its title ("What does the shop do with a reply
    /// that matches no request?"), not its file name, which can name the outcome
    /// (dual-write-loses-events).
    void setPresenting(bool on);

signals:
    void lessonActivated(const QString &name);

private:
    QTreeWidget *m_tree = nullptr;
    QLabel *m_summary = nullptr; // the summary of the lesson selected
    static constexpr int TitleRole = Qt::UserRole + 1;
};

} // namespace corrsim
