#pragma once
// The built-in lessons, grouped in teaching order (each group builds on the one before),
// with the highlighted lesson's summary below. Double-click (or Enter) opens a lesson.

#include <QWidget>

class QTreeWidget;

namespace corrsim {

class LessonBrowser : public QWidget
{
    Q_OBJECT
public:
    explicit LessonBrowser(QWidget *parent = nullptr);
    /// Highlights the lesson that is open, however it was opened (none for a file).
    void showOpen(const QString &name);

signals:
    void lessonActivated(const QString &name);

private:
    QTreeWidget *m_tree = nullptr;
};

} // namespace corrsim
