#pragma once
// Lesson › Class playlist…: the built-in lessons and their variants, each ticked to be
// part of the session and moved up or down into the order it is taught in.

#include "classplaylist.h"

#include <QDialog>

class QListWidget;

namespace corrsim {

class PlaylistDialog : public QDialog
{
    Q_OBJECT
public:
    explicit PlaylistDialog(const ClassPlaylist &playlist, QWidget *parent = nullptr);
    /// The ticked entries, in the list's order.
    std::vector<ClassPlaylist::Entry> entries() const;
    QListWidget *list() const { return m_list; }

private:
    void move(int by);
    QListWidget *m_list = nullptr;
};

} // namespace corrsim
