#include "recentfiles.h"

#include <QDir>
#include <QFileInfo>
#include <QMenu>
#include <QSettings>

namespace corrsim {

namespace {
const QString Key = QStringLiteral("recentFiles");
} // namespace

QStringList recentFileLabels(const QStringList &paths)
{
    QStringList labels;
    for (qsizetype i = 0; i < paths.size(); ++i) {
        const QFileInfo file(paths[i]);
        qsizetype sameName = 0;
        for (const QString &other : paths)
            sameName += QFileInfo(other).fileName() == file.fileName();
        // "&&": a file name's own ampersand is shown, not taken for a mnemonic.
        QString label =
            QStringLiteral("&%1 %2").arg(i + 1).arg(file.fileName().replace(QLatin1Char('&'), QStringLiteral("&&")));
        if (sameName > 1)
            label += QStringLiteral(" (%1)").arg(
                QDir::toNativeSeparators(file.absolutePath()).replace(QLatin1Char('&'), QStringLiteral("&&")));
        labels << label;
    }
    return labels;
}

RecentFiles::RecentFiles(QMenu *menu, QObject *parent) : QObject(parent), m_menu(menu)
{
    m_menu->setToolTipsVisible(true); // each file's whole path
    // A file deleted since the menu was filled is not offered the next time it opens, and
    // one back again is: filled as the menu it sits in opens (a menu with no file in it is
    // disabled, and would not open itself).
    connect(m_menu, &QMenu::aboutToShow, this, &RecentFiles::fill);
    if (auto *outer = qobject_cast<QMenu *>(m_menu->parentWidget()))
        connect(outer, &QMenu::aboutToShow, this, &RecentFiles::fill);
    fill();
}

void RecentFiles::add(const QString &absolutePath)
{
    QStringList files = kept();
    files.removeAll(absolutePath);
    files.prepend(absolutePath);
    keep(files);
}

QStringList RecentFiles::paths() const
{
    QStringList existing;
    for (const QString &path : kept())
        if (QFileInfo(path).isFile())
            existing << path;
    return existing;
}

void RecentFiles::clear()
{
    keep({});
}

QStringList RecentFiles::kept() const
{
    return QSettings().value(Key).toStringList();
}

void RecentFiles::keep(const QStringList &paths)
{
    // A file gone for now stays kept (a drive not mounted), but counts toward the eight.
    QSettings().setValue(Key, paths.mid(0, Kept));
    // Filled once the action that changed the list (one of the menu's own) has done: the
    // menu deletes its actions as it fills.
    QMetaObject::invokeMethod(this, &RecentFiles::fill, Qt::QueuedConnection);
}

void RecentFiles::fill()
{
    m_menu->clear();
    const QStringList files = paths();
    const QStringList labels = recentFileLabels(files);
    for (qsizetype i = 0; i < files.size(); ++i)
        m_menu->addAction(labels[i], this, [this, path = files[i]] { emit openRequested(path); })
            ->setToolTip(QDir::toNativeSeparators(files[i]));
    if (!files.isEmpty()) {
        m_menu->addSeparator();
        m_menu->addAction(tr("&Clear the list"), this, &RecentFiles::clear);
    }
    m_menu->setEnabled(!files.isEmpty());
}

} // namespace corrsim
