#pragma once
// What a screen reader says when something new is on screen that the user did not move
// to: a lesson's next note, its question and choices, the answer once revealed.
//
// Qt 6.4 has no announcement event (QAccessibleAnnouncementEvent came in 6.8), so the
// announcer is what a live region is on the web: an object with the accessible role
// Notification that a screen reader sees start showing with each thing to say. AT-SPI
// tells it that a notification started showing, and Orca speaks its words.

#include <QString>
#include <QWidget>

namespace corrsim {

class Announcer : public QWidget
{
    Q_OBJECT
public:
    explicit Announcer(QWidget *parent);

    /// Says words to a screen reader, once: the same words again say nothing (a panel
    /// redrawn for another reason, a window resized, repeats what it shows).
    void say(const QString &words);
    /// Says the text of rich text (a label's HTML), as it reads without its markup.
    void sayHtml(const QString &html);

private:
    QString m_said;
    QString m_html; // the last rich text said: the same again is not parsed again
};

} // namespace corrsim
