#include "lessonbrowser.h"

#include "builtinscenarios.h"
#include "scenario/scenario.h"
#include "scenariosource.h"
#include "translations.h"

#include <QLabel>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <map>

namespace corrsim {

namespace {
QString groupTitle(const std::string &pattern)
{
    static const std::map<std::string, QString> titles = {
        {"correlation-identifier", QObject::tr("Correlation Identifier")},
        {"async-callback", QObject::tr("Async callbacks")},
        {"envelope", QObject::tr("Envelope")},
        {"outbox-inbox", QObject::tr("Outbox and inbox")},
        {"saga", QObject::tr("Sagas")},
    };
    auto it = titles.find(pattern);
    return it != titles.end() ? it->second : (pattern.empty() ? QObject::tr("Other") : QString::fromStdString(pattern));
}

QTreeWidgetItem *groupItem(QTreeWidget *tree, const QString &title)
{
    auto *item = new QTreeWidgetItem(tree, {title});
    item->setFlags(Qt::ItemIsEnabled);
    item->setExpanded(true);
    QFont bold = item->font(0);
    bold.setBold(true);
    item->setFont(0, bold);
    return item;
}
} // namespace

LessonBrowser::LessonBrowser(QWidget *parent) : QWidget(parent)
{
    m_tree = new QTreeWidget(this);
    m_tree->setAccessibleName(tr("Lessons"));
    m_tree->setHeaderHidden(true);
    m_tree->setMinimumWidth(200); // lesson names must be readable to pick one
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *summary = new QLabel(tr("Double-click a lesson to open it."), this);
    summary->setWordWrap(true);
    summary->setMargin(6);
    // A fixed height: a longer summary must not shrink the list and move the lesson
    // under the pointer between the two clicks of a double-click.
    summary->setFixedHeight(summary->fontMetrics().lineSpacing() * 6 + 12);
    summary->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    layout->addWidget(m_tree, 1);
    layout->addWidget(summary);

    // Groups in teaching order: each builds on the one before.
    std::map<QString, QTreeWidgetItem *> groups;
    for (const char *pattern : {"correlation-identifier", "async-callback", "envelope", "outbox-inbox", "saga"})
        groups[groupTitle(pattern)] = groupItem(m_tree, groupTitle(pattern));
    for (const EmbeddedFile &f : builtinScenarios()) {
        QString text, group, title;
        try {
            const Scenario s = openLesson(std::string(f.name), installedLanguage().toStdString()).scenario;
            text = QString::fromStdString(s.info().summary);
            title = QString::fromStdString(s.info().title);
            group = groupTitle(s.info().pattern);
        } catch (const ScenarioError &) {
            group = tr("Broken");
        }
        QTreeWidgetItem *&parent = groups[group];
        if (!parent)
            parent = groupItem(m_tree, group);
        auto *item = new QTreeWidgetItem(parent, {QString::fromUtf8(f.name.data(), int(f.name.size()))});
        item->setData(0, Qt::UserRole, item->text(0));
        item->setData(0, TitleRole, title.isEmpty() ? item->text(0) : title);
        item->setToolTip(0, text);
    }

    connect(m_tree, &QTreeWidget::currentItemChanged, summary, [summary](QTreeWidgetItem *item) {
        if (item && !item->toolTip(0).isEmpty())
            summary->setText(item->toolTip(0));
    });
    m_summary = summary;
    connect(m_tree, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem *item) {
        const QString name = item->data(0, Qt::UserRole).toString();
        if (!name.isEmpty())
            emit lessonActivated(name);
    });
}

void LessonBrowser::showOpen(const QString &name)
{
    QTreeWidgetItem *open = nullptr;
    for (int g = 0; g < m_tree->topLevelItemCount() && !open; ++g)
        for (int i = 0; i < m_tree->topLevelItem(g)->childCount() && !open; ++i)
            if (m_tree->topLevelItem(g)->child(i)->data(0, Qt::UserRole).toString() == name)
                open = m_tree->topLevelItem(g)->child(i);
    if (open) {
        m_tree->setCurrentItem(open);
    } else {
        // A file of one's own: no built-in lesson is open, and none is described.
        m_tree->setCurrentItem(nullptr);
        m_tree->clearSelection();
        m_summary->setText(tr("Double-click a lesson to open it."));
    }
}

void LessonBrowser::setPresenting(bool on)
{
    for (int g = 0; g < m_tree->topLevelItemCount(); ++g)
        for (int i = 0; i < m_tree->topLevelItem(g)->childCount(); ++i) {
            QTreeWidgetItem *item = m_tree->topLevelItem(g)->child(i);
            item->setText(0, item->data(0, on ? TitleRole : Qt::UserRole).toString());
        }
}

} // namespace corrsim
