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

signals:
    void lessonActivated(const QString &name);

private:
    QTreeWidget *m_tree = nullptr;
};

} // namespace corrsim
