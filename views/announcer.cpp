#include "announcer.h"

#include <QAccessible>
#include <QAccessibleWidget>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextList>

namespace corrsim {

namespace {

QAccessibleInterface *announcerFactory(const QString &, QObject *object)
{
    if (auto *announcer = qobject_cast<Announcer *>(object))
        return new QAccessibleWidget(announcer, QAccessible::Notification);
    return nullptr;
}

} // namespace

Announcer::Announcer(QWidget *parent) : QWidget(parent)
{
    static const bool installed = (QAccessible::installFactory(announcerFactory), true);
    (void)installed;
    // Not in any layout and one pixel wide: it is heard, not seen, and takes no room.
    setAttribute(Qt::WA_TransparentForMouseEvents);
    setFocusPolicy(Qt::NoFocus);
    setGeometry(0, 0, 1, 1);
}

void Announcer::say(const QString &words)
{
    QStringList lines; // each line's own spaces as one, the lines kept (a screen reader pauses there)
    for (const QString &line : words.split(QLatin1Char('\n')))
        if (const QString simple = line.simplified(); !simple.isEmpty())
            lines << simple;
    const QString said = lines.join(QLatin1Char('\n'));
    if (said == m_said)
        return;
    m_said = said;
    setAccessibleName(said);
    if (said.isEmpty() || !isVisible())
        return;
    // Shown again, to a screen reader only: a screen reader hears "showing" for each new
    // thing to say, and the window's layout is left alone (a real hide and show would
    // lay the panel out again and could scroll it).
    QAccessibleEvent shown(this, QAccessible::ObjectShow);
    QAccessible::updateAccessibility(&shown);
}

void Announcer::sayHtml(const QString &html)
{
    // A panel redraws its note at every step of the cursor; the words change at a few.
    if (html == m_html)
        return;
    m_html = html;
    // Block by block, with each list item's marker ("A.", "B."): the choices of a question
    // are told apart as the class sees them.
    QTextDocument document;
    document.setHtml(html);
    QStringList lines;
    for (QTextBlock b = document.begin(); b.isValid(); b = b.next())
        lines << (b.textList() ? b.textList()->itemText(b) + QLatin1Char(' ') : QString()) + b.text();
    say(lines.join(QLatin1Char('\n')));
}

} // namespace corrsim
