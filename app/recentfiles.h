#pragma once
// The files opened lately, as File › Open recent lists them: the last eight, newest
// first, kept in the user's settings across runs. A file that is gone is not offered;
// two files of one name are told apart by their folders. The menu is this object's to
// fill (as it, or the menu it sits in, opens); the window only says where a file was
// opened and what opening one does.

#include <QObject>
#include <QStringList>

class QMenu;

namespace corrsim {

/// Each file's label in the menu: "&1 name", and beside a name another file shares, its
/// folder ("&2 name (folder)"), so that the keyboard picks one by its number.
QStringList recentFileLabels(const QStringList &paths);

class RecentFiles : public QObject
{
    Q_OBJECT
public:
    static constexpr int Kept = 8;

    /// Fills `menu` now and whenever the list changes.
    RecentFiles(QMenu *menu, QObject *parent);

    /// A file just opened or saved goes first (once).
    void add(const QString &absolutePath);
    /// The files the menu offers, newest first: those kept that still exist.
    QStringList paths() const;
    /// Forget them all (the menu's last item).
    void clear();
    QMenu *menu() const { return m_menu; }

signals:
    void openRequested(const QString &absolutePath);

private:
    QStringList kept() const;
    void keep(const QStringList &paths);
    void fill();
    QMenu *m_menu;
};

} // namespace corrsim
